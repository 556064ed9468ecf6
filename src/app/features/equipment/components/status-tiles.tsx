// The five counters (Toplam, Müsait, Sahada, Arızalı, Hurda) of the equipment list and a warehouse.
import { STATUS_COUNTERS, type StatusCounts } from '@app/components/status-counters';

export type { StatusCounts };

export function StatusTiles({ counts, label }: { counts: StatusCounts; label: string }) {
  return (
    // One row of five on a phone too (small), so the list starts on the first screen.
    <dl aria-label={label} className="grid grid-cols-5 gap-1.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
      {STATUS_COUNTERS.map((t) => (
        <div
          key={t.key}
          className={`min-w-0 rounded-lg border bg-white px-1.5 py-2 text-center shadow-sm sm:rounded-xl sm:p-4 sm:text-left ${t.border} ${t.text}`}
        >
          <dt className="truncate text-xs font-medium text-slate-600 sm:text-sm">{t.label}</dt>
          <dd className="text-base font-semibold tabular-nums sm:mt-1 sm:text-2xl">{counts[t.key].toLocaleString('tr-TR')}</dd>
        </div>
      ))}
    </dl>
  );
}
