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
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {TILES.map((t) => (
        <div key={t.key} className={`rounded-xl border bg-white p-4 shadow-sm ${t.tone}`}>
          <dt className="text-sm font-medium text-slate-600">{t.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{counts[t.key].toLocaleString('tr-TR')}</dd>
        </div>
      ))}
    </dl>
  );
}
