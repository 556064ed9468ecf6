// A table that stacks on a phone: each row becomes a card of wrapped cells, the header row hides
// (a cell that needs its name there says it itself, e.g. <span className="sm:hidden">Deneme: </span>).
//   <StackedTable caption="Gönderimler" headers={['Olay', 'Durum', '']} className="rounded-xl border ..." tableClassName="sm:min-w-[48rem]">
//     {rows.map((row) => <StackedRow key={row.id}>...</StackedRow>)}
//   </StackedTable>
import type { ReactNode } from 'react';

export function StackedTable({
  caption,
  headers,
  className,
  tableClassName,
  children,
}: {
  caption: string;
  headers: readonly string[];
  /** The scrolling box's frame (border, rounding, margin). */
  className: string;
  /** The table's least width on a wider screen (e.g. 'sm:min-w-[48rem]'). */
  tableClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className={`w-full text-sm max-sm:block ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-600 max-sm:hidden">
          <tr>
            {headers.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">{children}</tbody>
      </table>
    </div>
  );
}

/** One row: a table row on a wider screen, a card of wrapped cells on a phone. */
export function StackedRow({ children }: { children: ReactNode }) {
  return (
    <tr className="border-t border-slate-100 align-top max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3 max-sm:first:border-t-0">
      {children}
    </tr>
  );
}

/** A row's state as a coloured pill; `tone` is its background and text colour classes. */
export function StatePill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{children}</span>;
}

/** A delivery's attempt count, named on a phone where the header row is hidden. */
export function AttemptsCell({ attempts }: { attempts: number }) {
  return (
    <td className="px-3 py-2 max-sm:p-0 max-sm:text-slate-600">
      <span className="sm:hidden">Deneme: </span>
      {attempts}
    </td>
  );
}
