// A history of the equipment detail on the list kit: 10 per page, '1-10 arası gösteriliyor,
// toplam 24 kayıt' and 'Sayfa p / n'; rows open their own record.
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListView, useListPage, type ListColumn } from '../../../components/list-view';
import { historyRangeText } from './history-range';

const PAGE_SIZE = 10;

export interface HistoryTableProps<T extends { id: string }> {
  title: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  empty: string;
  columns: readonly ListColumn<T>[];
  /** Where a row click goes. */
  rowHref: (row: T) => string;
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
}

export function HistoryTable<T extends { id: string }>({ title, rows, loading, empty, columns, rowHref, actions, actionsWidth }: HistoryTableProps<T>) {
  const navigate = useNavigate();
  const { pageRows, paging } = useListPage(rows ?? [], PAGE_SIZE);
  return (
    <ListView
      title={title}
      caption={title}
      rows={pageRows}
      rowKey={(r) => r.id}
      columns={columns}
      loading={loading}
      onRowClick={(r) => void navigate({ to: rowHref(r) as '/' })}
      actions={actions}
      actionsWidth={actionsWidth}
      paging={{ ...paging, variant: 'steps', rangeText: historyRangeText }}
      empty={<p className="px-4 py-8 text-center text-sm text-slate-600">{empty}</p>}
    />
  );
}
