// Simple table for lists: columns with a header and a cell renderer, horizontal scroll on narrow
// screens, optional whole-row click (the row also stays reachable by keyboard through its links).
// Paging and filtering stay with the page (pageSlice + <Paginator>, searchRows).
//   <DataTable caption="İşçiler" rows={pageRows} rowKey={(w) => w.id} onRowClick={(w) => open(w.id)}
//     columns={[{ header: 'Ad Soyad', cell: (w) => fullName(w) }, { header: 'Telefon', cell: (w) => formatPhone(w.phone) }]}
//     empty={<EmptyState title="Sonuç bulunamadı" />} />
import type { ReactNode } from 'react';

export interface DataTableColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for header and cells of this column (e.g. 'text-right', 'hidden md:table-cell'). */
  className?: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** Read by screen readers only. */
  caption: string;
  onRowClick?: (row: T) => void;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

export function DataTable<T>({ rows, columns, rowKey, caption, onRowClick, empty }: DataTableProps<T>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={`px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide whitespace-nowrap text-slate-600 ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              onClick={
                onRowClick
                  ? (e) => {
                      // Buttons and links inside the row do their own thing.
                      if ((e.target as HTMLElement).closest('a, button, input, select, label')) return;
                      onRowClick(row);
                    }
                  : undefined
              }
              className={onRowClick ? 'cursor-pointer hover:bg-slate-50' : undefined}
            >
              {columns.map((c, i) => (
                <td key={i} className={`px-4 py-3 align-middle text-slate-800 ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
