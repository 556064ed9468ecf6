// One request (docs/planning.md "Requests"): what was asked, for which site and days, its state,
// the decision and its reason; the warehouse decides an open one here, the requester may cancel it.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@app/components/button';
import { CancelDialog } from '@app/components/cancel-dialog';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { errorMessage } from '@app/lib/api-client';
import { useReservation } from '@app/lib/reservations/reservation-queries';
import { useSession } from '@app/lib/session';
import { formatDateTime, fullName } from '@shared/format';
import { reservationRangeLabel } from '@shared/reservations';
import { approvedLabel, requestLineLabel, type FieldRequest } from '@shared/requests';
import { useCancelRequest, useFieldRequest } from '../api/requests-api';
import { DecisionPanel } from './decision-panel';
import { RequestStatusBadge } from './request-card';

export function RequestDetailPage({ id }: { id: string }) {
  const request = useFieldRequest(id);
  const { can, user } = useSession();
  const r = request.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader
        title={r ? `Talep: ${r.site}` : 'Talep'}
        back={
          <Link to={can('create_request') ? '/requests' : '/incoming-requests'} className="text-sm text-slate-600 underline">
            {can('create_request') ? 'Taleplerim' : 'Gelen Talepler'}
          </Link>
        }
      />
      {request.isPending ? <Spinner /> : null}
      {request.isError && !r ? <p className="text-sm text-red-700">{errorMessage(request.error, 'Talep okunamadı.')}</p> : null}
      {r ? (
        <>
          <Summary request={r} />
          {r.status === 'open' && can('approve_request') ? <DecisionPanel request={r} /> : null}
          {r.status === 'open' && r.requested_by.id === user?.id ? <CancelButton request={r} /> : null}
        </>
      ) : null}
    </div>
  );
}

function Summary({ request: r }: { request: FieldRequest }) {
  return (
    <section
      aria-label="Talep"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="request-summary"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{reservationRangeLabel(r)}</p>
        <RequestStatusBadge status={r.status} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">Depo</dt>
        <dd>{r.warehouse.name}</dd>
        <dt className="text-slate-500">Talep eden</dt>
        <dd>
          {fullName(r.requested_by)} · {formatDateTime(r.created_at, { zone: true })}
        </dd>
        <dt className="text-slate-500">Teslim alacak</dt>
        <dd>{r.worker ? fullName(r.worker) : 'Depo belirleyecek'}</dd>
        {r.note ? (
          <>
            <dt className="text-slate-500">Not</dt>
            <dd>{r.note}</dd>
          </>
        ) : null}
        {r.decided_by ? (
          <>
            <dt className="text-slate-500">Karar</dt>
            <dd>
              {fullName(r.decided_by)} · {formatDateTime(r.decided_at, { zone: true })}
            </dd>
          </>
        ) : null}
        {r.decision_note ? (
          <>
            <dt className="text-slate-500">{r.status === 'refused' ? 'Ret gerekçesi' : 'Depo notu'}</dt>
            <dd>{r.decision_note}</dd>
          </>
        ) : null}
      </dl>
      <ul className="flex flex-col gap-1 text-sm text-slate-800" aria-label="Talep edilenler">
        {r.lines.map((l) => (
          <li key={l.id} className="rounded-lg bg-slate-50 px-3 py-2">
            {requestLineLabel(l)}
            {approvedLabel(l) ? <span className="text-slate-600"> — {approvedLabel(l)}</span> : null}
          </li>
        ))}
      </ul>
      {r.reservation_id ? (
        <p className="text-sm text-green-800">Onaylanan ekipmanlar için rezervasyon yapıldı; depo teslim gününde hazırlayacak.</p>
      ) : null}
      {r.reservation_id ? <HandOverLink reservationId={r.reservation_id} /> : null}
    </section>
  );
}

/**
 * The approval's reservation, one tap from its hand-over (docs/planning.md "Requests"): the form
 * opens with its warehouse, worker and items, read from the device copy when offline.
 */
function HandOverLink({ reservationId }: { reservationId: string }) {
  const { can } = useSession();
  const allowed = can('view_field_equipment') && can('view_reservations');
  const reservation = useReservation(allowed ? reservationId : undefined);
  if (!allowed || reservation.data?.status !== 'active') return null;
  return (
    <div>
      <Link to="/field-equipment/issue" search={{ rezervasyon: reservationId }} className={buttonClasses('primary')}>
        Teslim Et
      </Link>
    </div>
  );
}

function CancelButton({ request: r }: { request: FieldRequest }) {
  const cancel = useCancelRequest();
  const [asking, setAsking] = useState(false);
  return (
    <div>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Talebi İptal Et
      </Button>
      <CancelDialog
        open={asking}
        onClose={() => setAsking(false)}
        id={r.id}
        cancel={cancel}
        title="Talebi iptal et"
        message={`${r.site} için ${reservationRangeLabel(r)} talebi iptal edilsin mi?`}
        done="Talep iptal edildi."
        failed="Talep iptal edilemedi."
      />
    </div>
  );
}
