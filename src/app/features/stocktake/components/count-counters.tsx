// The counters of a count: the four that matter while counting in large figures, the differences
// below them (only those that occurred). While the count is open an expected item not read yet is
// 'Kalan' in a neutral colour: nothing is missing before the count is over.
import { OUTCOME_LABELS, REMAINING_LABEL, type StocktakeCounters, type StocktakeOutcome } from '@shared/schemas/stocktake';

const DIFFERENCES: Array<{ key: StocktakeOutcome; tone: string }> = [
  { key: 'elsewhere', tone: 'text-amber-800' },
  { key: 'not_on_shelf', tone: 'text-violet-800' },
  { key: 'out_of_scope', tone: 'text-blue-800' },
  { key: 'unknown', tone: 'text-slate-800' },
];

export function CountCounters({
  counters,
  open,
  label = 'Sayım sayaçları',
}: {
  counters: StocktakeCounters;
  open: boolean;
  label?: string;
}) {
  const main: Array<{ key: keyof StocktakeCounters; label: string; tone: string }> = [
    { key: 'expected', label: 'Beklenen', tone: 'text-slate-900' },
    { key: 'found', label: OUTCOME_LABELS.found, tone: 'text-green-800' },
    {
      key: 'missing',
      label: open ? REMAINING_LABEL : OUTCOME_LABELS.missing,
      tone: open || counters.missing === 0 ? 'text-slate-900' : 'text-red-700',
    },
    { key: 'reads', label: 'Okuma', tone: 'text-slate-900' },
  ];
  const differences = DIFFERENCES.filter((d) => counters[d.key] > 0);
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {main.map((c) => (
          <div
            key={c.key}
            className="flex min-w-0 items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5 shadow-sm sm:block sm:py-2"
            data-testid={`counter-${c.key}`}
          >
            <dt className="text-xs font-medium text-slate-600">{c.label}</dt>
            <dd className={`text-xl font-semibold tabular-nums sm:text-2xl ${c.tone}`}>{counters[c.key].toLocaleString('tr-TR')}</dd>
          </div>
        ))}
      </dl>
      {differences.length ? (
        <dl className="mt-2 flex flex-wrap gap-2">
          {differences.map((d) => (
            <div
              key={d.key}
              className="flex items-baseline gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm"
              data-testid={`counter-${d.key}`}
            >
              <dt className="text-slate-600">{OUTCOME_LABELS[d.key]}</dt>
              <dd className={`font-semibold tabular-nums ${d.tone}`}>{counters[d.key].toLocaleString('tr-TR')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
