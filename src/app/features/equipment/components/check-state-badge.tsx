// A due-list row's text beside its check state badge (the due list and the dashboard block); the
// badge itself is shared (src/app/components/check-state-badge.tsx).
import { CheckStateBadge } from '@app/components/check-state-badge';
import type { DueCheckRow } from '@shared/care-types';
import { formatCheckDay } from '@shared/equipment-checks';

export { CheckStateBadge };

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
