// One request as a list row (docs/planning.md "Requests"): site, days, warehouse, what was asked and
// its state in words; the row opens the request.
import { Link } from '@tanstack/react-router';
import { StatusBadge, type BadgeTone } from '@app/components/status-badge';
import { formatDateTime, fullName } from '@shared/format';
import { reservationRangeLabel } from '@shared/reservations';
import { approvedLabel, REQUEST_STATUS_LABELS, requestLineLabel, type FieldRequest, type RequestStatus } from '@shared/requests';

const TONES: Record<RequestStatus, BadgeTone> = {
  open: 'info',
  approved: 'success',
  partly_approved: 'warning',
  refused: 'danger',
  cancelled: 'neutral',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <StatusBadge tone={TONES[status]}>{REQUEST_STATUS_LABELS[status]}</StatusBadge>;
}

export function RequestCard({ request: r, showRequester = false }: { request: FieldRequest; showRequester?: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white" data-testid="request-row">
      <Link to="/requests/$id" params={{ id: r.id }} className="flex flex-col gap-2 p-4 hover:bg-slate-50">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">{r.site}</p>
          <RequestStatusBadge status={r.status} />
        </div>
        <p className="text-sm text-slate-700">
          {reservationRangeLabel(r)} · {r.warehouse.name}
          {showRequester ? ` · ${fullName(r.requested_by)}` : ''}
        </p>
        <ul className="text-sm text-slate-800">
          {r.lines.map((line) => (
            <li key={line.id}>
              {requestLineLabel(line)}
              {approvedLabel(line) ? <span className="text-slate-600"> — {approvedLabel(line)}</span> : null}
            </li>
          ))}
        </ul>
        {r.status === 'refused' && r.decision_note ? <p className="text-sm text-red-800">Gerekçe: {r.decision_note}</p> : null}
        <p className="text-xs text-slate-500">{formatDateTime(r.created_at, { zone: true })}</p>
      </Link>
    </li>
  );
}

/** A refusal or a fault of the request forms, above their buttons. */
export function ProblemNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {text}
    </p>
  );
}
