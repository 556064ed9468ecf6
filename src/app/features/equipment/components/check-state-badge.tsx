// A required check's state as a badge with its Turkish label (colour is never the only signal),
// and a due-list row's text beside it (the due list and the dashboard block).
import { StatusBadge, type BadgeTone } from '@app/components/status-badge';
import type { DueCheckRow } from '@shared/care-types';
import { CHECK_STATE_LABELS, formatCheckDay, type CheckState } from '@shared/equipment-checks';

const TONE: Record<CheckState, BadgeTone> = {
  missing: 'danger',
  failed: 'danger',
  overdue: 'danger',
  due_soon: 'warning',
  valid: 'success',
};

export function CheckStateBadge({ state }: { state: CheckState }) {
  return <StatusBadge tone={TONE[state]}>{CHECK_STATE_LABELS[state]}</StatusBadge>;
}

export function DueCheckText({ row }: { row: DueCheckRow }) {
  return (
    <>
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">
          {row.brand} {row.model} · <span className="font-mono">{row.serial_number}</span>
        </span>
        <span className="block text-xs text-slate-600">
          {row.name} · {row.warehouse ?? '-'}
          {row.due_on ? ` · son gün ${formatCheckDay(row.due_on)}` : ''}
        </span>
      </span>
      <CheckStateBadge state={row.state} />
    </>
  );
}
