// The five counters (Toplam, Müsait, Sahada, Arızalı, Hurda) of the equipment list and a warehouse.
export interface StatusCounts {
  total: number;
  available: number;
  in_field: number;
  broken: number;
  scrapped: number;
}

const TILES: Array<{ key: keyof StatusCounts; label: string; tone: string }> = [
  { key: 'total', label: 'Toplam', tone: 'border-slate-200 text-slate-900' },
  { key: 'available', label: 'Müsait', tone: 'border-green-200 text-green-800' },
  { key: 'in_field', label: 'Sahada', tone: 'border-blue-200 text-blue-800' },
  { key: 'broken', label: 'Arızalı', tone: 'border-red-200 text-red-800' },
  { key: 'scrapped', label: 'Hurda', tone: 'border-slate-300 text-slate-700' },
];

export function StatusTiles({ counts, label }: { counts: StatusCounts; label: string }) {
  return (
    // One row of five on a phone too (small), so the list starts on the first screen.
    <dl aria-label={label} className="grid grid-cols-5 gap-1.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
      {TILES.map((t) => (
        <div
          key={t.key}
          className={`min-w-0 rounded-lg border bg-white px-1.5 py-2 text-center shadow-sm sm:rounded-xl sm:p-4 sm:text-left ${t.tone}`}
        >
          <dt className="truncate text-xs font-medium text-slate-600 sm:text-sm">{t.label}</dt>
          <dd className="text-base font-semibold tabular-nums sm:mt-1 sm:text-2xl">{counts[t.key].toLocaleString('tr-TR')}</dd>
        </div>
      ))}
    </dl>
  );
}
