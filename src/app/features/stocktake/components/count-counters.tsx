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
          <Counter key={c.key} name={c.key} label={c.label} value={counters[c.key]} tone={c.tone} large />
        ))}
      </dl>
      {differences.length ? (
        <dl className="mt-2 flex flex-wrap gap-2">
          {differences.map((d) => (
            <Counter key={d.key} name={d.key} label={OUTCOME_LABELS[d.key]} value={counters[d.key]} tone={d.tone} />
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** One counter: a tile of the main four (`large`), or a small chip of a difference. */
function Counter({
  name,
  label,
  value,
  tone,
  large = false,
}: {
  name: string;
  label: string;
  value: number;
  tone: string;
  large?: boolean;
}) {
  return (
    <div
      className={
        large
          ? 'flex min-w-0 items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5 shadow-sm sm:block sm:py-2'
          : 'flex items-baseline gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm'
      }
      data-testid={`counter-${name}`}
    >
      <dt className={large ? 'text-xs font-medium text-slate-600' : 'text-slate-600'}>{label}</dt>
      <dd className={large ? `text-xl font-semibold tabular-nums sm:text-2xl ${tone}` : `font-semibold tabular-nums ${tone}`}>
        {value.toLocaleString('tr-TR')}
      </dd>
    </div>
  );
}
