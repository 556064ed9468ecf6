// A paginated history table of the equipment detail: 10 per page, '1-10 arası gösteriliyor,
// toplam 24 kayıt' and 'Sayfa p / n'; rows open their own record.
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { pageCount, pageSlice } from '../../../../shared/pagination';
import { historyRangeText } from './history-range';

const PAGE_SIZE = 10;

export interface HistoryColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface HistoryTableProps<T extends { id: string }> {
  title: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  empty: string;
  columns: readonly HistoryColumn<T>[];
  /** Where a row click goes. */
  rowHref: (row: T) => string;
}

export function HistoryTable<T extends { id: string }>({ title, rows, loading, empty, columns, rowHref }: HistoryTableProps<T>) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = rows ?? [];
  const pages = pageCount(list.length, PAGE_SIZE);
  const current = Math.min(page, pages);
  const visible = pageSlice(list, current, PAGE_SIZE);
  const headingId = `history-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={headingId} className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {loading ? (
        <Spinner block />
      ) : list.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className="px-4 py-3">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {visible.map((row) => (
                  <tr key={row.id} className="cursor-pointer hover:bg-slate-50" onClick={() => void navigate({ to: rowHref(row) as '/' })}>
                    {columns.map((c) => (
                      <td key={c.header} className="px-4 py-3 text-slate-700">
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-col items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:flex-row">
            <span>{historyRangeText(current, PAGE_SIZE, list.length)}</span>
            {pages > 1 ? (
              <div className="flex items-center gap-2">
                <Button variant="secondary" disabled={current <= 1} onClick={() => setPage(current - 1)}>
                  Önceki
                </Button>
                <span aria-live="polite">
                  Sayfa {current} / {pages}
                </span>
                <Button variant="secondary" disabled={current >= pages} onClick={() => setPage(current + 1)}>
                  Sonraki
                </Button>
              </div>
            ) : (
              <span>
                Sayfa {current} / {pages}
              </span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
