// The five status counters of a warehouse (card and detail).
import { STATUS_COUNTERS, type StatusCounts } from '@app/components/status-counters';
import type { WarehouseRow } from '../api/get-warehouses';

/** A warehouse's counters under the names the status summaries read. */
function statusCounts(w: WarehouseRow): StatusCounts {
  return {
    total: w.equipment_count,
    available: w.available_count,
    in_field: w.in_field_count,
    broken: w.broken_count,
    scrapped: w.scrapped_count,
  };
}

export function WarehouseCounters({ warehouse, large = false }: { warehouse: WarehouseRow; large?: boolean }) {
  const counts = statusCounts(warehouse);
  return (
    <dl className={`grid grid-cols-5 gap-2 ${large ? 'sm:gap-3' : ''}`}>
      {STATUS_COUNTERS.map((c) => (
        <div
          key={c.key}
          className={`rounded-lg bg-slate-50 text-center ${large ? 'border border-slate-200 bg-white p-4 shadow-sm' : 'p-2'}`}
        >
          <dt className="text-xs text-slate-600">{c.label}</dt>
          <dd className={`font-semibold tabular-nums ${c.text} ${large ? 'mt-1 text-2xl' : 'text-lg'}`}>
            {Number(counts[c.key] ?? 0).toLocaleString('tr-TR')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
