// One reservation as an agenda row (docs/planning.md): who, which site, which days, what; its status
// said in words (Bekliyor, Teslim Edildi, İptal Edildi, Süresi Geçti); 'Teslim Et' opens the
// hand-over form prefilled with it, 'İptal Et' cancels after asking.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { buttonClasses, Button } from '@app/components/button';
import { CancelDialog } from '@app/components/cancel-dialog';
import { StatusBadge, type BadgeTone } from '@app/components/status-badge';
import { useSession } from '@app/lib/session';
import { fullName } from '@shared/format';
import { formatLocalDay } from '@shared/local-day';
import {
  RESERVATION_STATUS_LABELS,
  reservationLineLabel,
  reservationRangeLabel,
  type Reservation,
  type ReservationStatus,
} from '@shared/reservations';
import { useCancelReservation } from '../api/reservations-api';

const TONES: Record<ReservationStatus, BadgeTone> = { active: 'info', fulfilled: 'success', cancelled: 'neutral', lapsed: 'warning' };

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return <StatusBadge tone={TONES[status]}>{RESERVATION_STATUS_LABELS[status]}</StatusBadge>;
}

export function ReservationCard({ reservation: r, late = false }: { reservation: Reservation; late?: boolean }) {
  const { can } = useSession();
  const cancel = useCancelReservation();
  const [asking, setAsking] = useState(false);
  const open = r.status === 'active';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="reservation-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{fullName(r.worker)}</p>
        <div className="flex items-center gap-2">
          {late ? <StatusBadge tone="danger">Teslim alınmadı</StatusBadge> : null}
          <ReservationStatusBadge status={r.status} />
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {reservationRangeLabel(r)} · {r.site} · {r.warehouse.name}
      </p>
      <ul className="text-sm text-slate-800">
        {r.lines.map((line) => (
          <li key={line.id}>
            {reservationLineLabel(line)}
            {line.handed > 0 ? <span className="text-green-700"> — {line.handed} teslim edildi</span> : null}
          </li>
        ))}
      </ul>
      {r.status === 'lapsed' ? (
        <p className="text-sm text-amber-800">{formatLocalDay(r.lapses_on)} itibarıyla teslim alınmadığı için süresi geçti.</p>
      ) : null}
      {r.note ? <p className="text-sm text-slate-600">{r.note}</p> : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {can('view_field_equipment') ? (
            <Link to="/field-equipment/issue" search={{ rezervasyon: r.id }} className={buttonClasses('primary')}>
              Teslim Et
            </Link>
          ) : null}
          {can('manage_reservations') ? (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              İptal Et
            </Button>
          ) : null}
        </div>
      ) : null}
      <CancelDialog
        open={asking}
        onClose={() => setAsking(false)}
        id={r.id}
        cancel={cancel}
        title="Rezervasyonu iptal et"
        message={`${fullName(r.worker)} adına ${reservationRangeLabel(r)} rezervasyonu iptal edilsin mi?`}
        done="Rezervasyon iptal edildi."
        failed="Rezervasyon iptal edilemedi."
      />
    </li>
  );
}

/** An item's or a warehouse's reservations still ahead, as an agenda list. */
export function ReservationList({ rows, empty }: { rows: readonly Reservation[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((r) => (
        <ReservationCard key={r.id} reservation={r} />
      ))}
    </ul>
  );
}
