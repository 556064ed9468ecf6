// The five status counters of a warehouse (card and detail).
import type { WarehouseRow } from '../api/get-warehouses';

const COUNTERS: Array<{ key: keyof WarehouseRow; label: string; tone: string }> = [
  { key: 'equipment_count', label: 'Toplam', tone: 'text-slate-900' },
  { key: 'available_count', label: 'Müsait', tone: 'text-green-800' },
  { key: 'in_field_count', label: 'Sahada', tone: 'text-blue-800' },
  { key: 'broken_count', label: 'Arızalı', tone: 'text-red-800' },
  { key: 'scrapped_count', label: 'Hurda', tone: 'text-slate-700' },
];

export function WarehouseCounters({ warehouse, large = false }: { warehouse: WarehouseRow; large?: boolean }) {
  return (
    <dl className={`grid grid-cols-5 gap-2 ${large ? 'sm:gap-3' : ''}`}>
      {COUNTERS.map((c) => (
        <div
          key={c.key}
          className={`rounded-lg bg-slate-50 text-center ${large ? 'border border-slate-200 bg-white p-4 shadow-sm' : 'p-2'}`}
        >
          <dt className="text-xs text-slate-600">{c.label}</dt>
          <dd className={`font-semibold tabular-nums ${c.tone} ${large ? 'mt-1 text-2xl' : 'text-lg'}`}>
            {Number(warehouse[c.key] ?? 0).toLocaleString('tr-TR')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
