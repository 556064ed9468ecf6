// An item's or a warehouse's reservations still ahead (docs/planning.md): a timeline on wide screens
// (≥ 1024 px), an agenda list on phones and tablets. Put on the item's and the warehouse's pages by
// their routes; shown only to users who may see reservations.
import { useMediaQuery } from '@app/components/use-media-query';
import { useSession } from '@app/lib/session';
import { useAgenda } from '../api/reservations-api';
import { ReservationList } from './reservation-card';
import { ReservationTimeline } from './reservation-timeline';

/** Tailwind's `lg`: the timeline's width. */
const WIDE = '(min-width: 1024px)';

export function ReservationAgenda({ warehouseId, equipmentId }: { warehouseId?: string; equipmentId?: string }) {
  const { can } = useSession();
  const allowed = can('view_reservations');
  const rows = useAgenda({ warehouseId, equipmentId }, allowed);
  const wide = useMediaQuery(WIDE);
  if (!allowed) return null;
  return (
    <section aria-labelledby="agenda-title" className="mt-5 flex flex-col gap-3">
      <h2 id="agenda-title" className="text-base font-semibold text-slate-900">
        Rezervasyonlar
      </h2>
      {rows.isError ? <p className="text-sm text-red-700">Rezervasyonlar okunamadı.</p> : null}
      {rows.data && wide && rows.data.length > 0 ? <ReservationTimeline rows={rows.data} /> : null}
      {rows.data && !(wide && rows.data.length > 0) ? (
        <ReservationList rows={rows.data} empty="Önümüzdeki günler için rezervasyon yok." />
      ) : null}
    </section>
  );
}
