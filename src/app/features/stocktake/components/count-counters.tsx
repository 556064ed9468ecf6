import type { StocktakeCounters } from '@shared/schemas/stocktake';

const CELLS: Array<{ key: keyof StocktakeCounters; label: string; tone: string }> = [
  { key: 'expected', label: 'Beklenen', tone: 'text-slate-900' },
  { key: 'found', label: 'Bulundu', tone: 'text-green-700' },
  { key: 'missing', label: 'Bulunamadı', tone: 'text-red-700' },
  { key: 'elsewhere', label: 'Başka depoda kayıtlı', tone: 'text-amber-700' },
  { key: 'not_on_shelf', label: 'Sahada / Transferde / Hurda', tone: 'text-violet-700' },
  { key: 'out_of_scope', label: 'Sayım kapsamı dışında', tone: 'text-blue-700' },
  { key: 'unknown', label: 'Sistemde kayıtlı değil', tone: 'text-slate-700' },
  { key: 'reads', label: 'Okuma', tone: 'text-slate-700' },
];

export function CountCounters({ counters, label = 'Sayım sayaçları' }: { counters: StocktakeCounters; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {CELLS.map((c) => (
        <div key={c.key} className="rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm" data-testid={`counter-${c.key}`}>
          <dt className="text-xs font-medium text-slate-600">{c.label}</dt>
          <dd className={`text-2xl font-semibold tabular-nums ${c.tone}`}>{counters[c.key].toLocaleString('tr-TR')}</dd>
        </div>
      ))}
    </dl>
  );
}
