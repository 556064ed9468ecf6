// A horizontal (stacked) bar chart drawn with plain elements, and its numbers as a table
// (docs/reports.md "Charts"): each row a label with its total above a bar as wide as the screen,
// which reads at 390 px where a column chart's labels would not fit. The chart is one image with a
// text alternative naming every figure; the table under 'Tabloyu göster' holds the same numbers
// for screen readers, copying and checking. No chart library: the whole component weighs about
// 1 KB gzip, against ≈ 20 KB for the smallest library that would do (uplot).
import { useId } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
  /** A Tailwind background class for the bar part and the legend's swatch. */
  color: string;
}

export interface ChartRow {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

export interface BarChartProps {
  title: string;
  /** The table's first column header: what a row is ('Depo', 'Ay'). */
  rowHeader: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** Turkish formatting of a figure (counts by default). */
  format?: (value: number) => string;
  /** Said instead of the chart when every figure is 0. */
  emptyText?: string;
  testId?: string;
  /** Open the table from the start (a report page). */
  tableOpen?: boolean;
}

const count = (value: number) => value.toLocaleString('tr-TR');

export function BarChart({ title, rowHeader, series, rows, format = count, emptyText, testId, tableOpen }: BarChartProps) {
  const id = useId();
  const total = (row: ChartRow) => series.reduce((sum, s) => sum + (row.values[s.key] ?? 0), 0);
  const max = Math.max(0, ...rows.map(total));
  const stacked = series.length > 1;
  const describe = (row: ChartRow) =>
    stacked
      ? `${row.label}: ${series.map((s) => `${s.label} ${format(row.values[s.key] ?? 0)}`).join(', ')}`
      : `${row.label}: ${format(total(row))}`;
  return (
    <figure aria-labelledby={`${id}-t`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <figcaption id={`${id}-t`} className="mb-3 font-semibold text-slate-900">
        {title}
      </figcaption>
      {max === 0 ? (
        <p className="text-sm text-slate-600">{emptyText ?? 'Gösterilecek kayıt yok.'}</p>
      ) : (
        <div role="img" aria-label={`${title}. ${rows.map(describe).join('; ')}.`} className="space-y-2">
          {rows.map((row) => (
            <div key={row.key}>
              <div className="flex justify-between gap-2 text-sm text-slate-700">
                <span className="min-w-0 truncate">{row.label}</span>
                <span className="shrink-0 font-medium tabular-nums">{format(total(row))}</span>
              </div>
              <div className="mt-1 flex h-3 w-full overflow-hidden rounded-sm bg-slate-100">
                {series.map((s) => {
                  const value = row.values[s.key] ?? 0;
                  return value > 0 ? <div key={s.key} className={s.color} style={{ width: `${(value / max) * 100}%` }} /> : null;
                })}
              </div>
            </div>
          ))}
        </div>
      )}
      {stacked && max > 0 ? (
        <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${s.color}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3 text-sm" open={tableOpen}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-blue-800">Tabloyu göster</summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left" data-testid={testId ? `${testId}-table` : undefined}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {rowHeader}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {s.label}
                  </th>
                ))}
                {stacked ? (
                  <th scope="col" className="py-1 text-right font-medium">
                    Toplam
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {row.label}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums" data-series={s.key}>
                      {format(row.values[s.key] ?? 0)}
                    </td>
                  ))}
                  {stacked ? <td className="py-1 text-right tabular-nums">{format(total(row))}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
