// 'Bugün Hazırlanacaklar' (docs/planning.md): what goes out today and what is late to be picked up,
// each one tap from its hand-over; 'Yeni Rezervasyon'; the availability of a model.
import { useState } from 'react';
import { AddButton } from '@app/components/add-button';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { formatLocalDay } from '@shared/local-day';
import { usePickList } from '../api/reservations-api';
import { AvailabilityPanel } from './availability-panel';
import { ReservationCard } from './reservation-card';
import { ReservationForm } from './reservation-form';

export function TodayPage() {
  const list = usePickList();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Bugün Hazırlanacaklar"
        description={
          list.data ? `${formatLocalDay(list.data.today, 'long')}: bugün çıkacak ve teslim alınmayı bekleyen rezervasyonlar.` : undefined
        }
        actions={<AddButton permission="manage_reservations" label="Yeni Rezervasyon" onClick={() => setFormOpen(true)} />}
      />
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p className="text-sm text-red-700">Rezervasyonlar okunamadı.</p> : null}
      {list.data ? (
        <>
          <Section title="Bugün Çıkacaklar" empty="Bugün çıkacak rezervasyon yok.">
            {list.data.today_out.map((r) => (
              <ReservationCard key={r.id} reservation={r} />
            ))}
          </Section>
          <Section title="Teslim Alınmayı Bekleyenler" empty="Geciken rezervasyon yok.">
            {list.data.late.map((r) => (
              <ReservationCard key={r.id} reservation={r} late />
            ))}
          </Section>
        </>
      ) : null}
      <AvailabilityPanel />
      <ReservationForm open={formOpen} onClose={() => setFormOpen(false)} />
    </div>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">
        {title} <span className="text-slate-500">({children.length})</span>
      </h2>
      {children.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : <ul className="flex flex-col gap-3">{children}</ul>}
    </section>
  );
}
