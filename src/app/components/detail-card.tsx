// The titled white cards of a record's detail page, and the label/value pairs of their <dl>.
//   <DetailCard title="Ekipman"><dl className="grid gap-3 text-sm sm:grid-cols-3"><DetailInfo label="Seri No">…</DetailInfo></dl></DetailCard>
import type { ReactNode } from 'react';
import { formatPhone, phoneHref } from '@shared/format';
import { PathLink, linkClasses } from './path-link';

/** A card with its heading on the left and `action` (a button) on the right. */
export function DetailCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A card whose parts stack under its heading; `compact` for a document's plainer sections. */
export function StackCard({ title, compact = false, children }: { title: string; compact?: boolean; children: ReactNode }) {
  return (
    <section
      className={
        compact
          ? 'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4'
          : 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5'
      }
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function DetailInfo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** The equipment a record is about: its title linking to its page, and its serial number. */
export function EquipmentInfo({ equipment, title }: { equipment: { id: string; serial_number: string }; title: string }) {
  return (
    <>
      <DetailInfo label="Ekipman">
        <PathLink to={`/equipment/${equipment.id}`} className={linkClasses}>
          {title}
        </PathLink>
      </DetailInfo>
      <DetailInfo label="Seri No">{equipment.serial_number}</DetailInfo>
    </>
  );
}

/** A phone number that dials when tapped; '-' without one. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (!phone) return <>-</>;
  return (
    <a href={phoneHref(phone)} className={linkClasses}>
      {formatPhone(phone)}
    </a>
  );
}
