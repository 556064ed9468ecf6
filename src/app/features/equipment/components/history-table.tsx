// A history of the equipment detail on the list kit: one page of 10 from the server,
// '1-10 arası gösteriliyor, toplam 24 kayıt' and 'Sayfa p / n'; rows open their own record.
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListView, type ListColumn } from '@app/components/list-view';
import { OfflineHistoryNote } from '@app/components/offline-history-note';
import type { PagedHistory } from '@app/lib/paged-history';
import { EQUIPMENT_HISTORY_PAGE_SIZE } from '../api/get-equipment-history';
import { historyRangeText } from './history-range';

export interface HistoryTableProps<T extends { id: string }> {
  title: string;
  history: PagedHistory<T>;
  page: number;
  onPageChange: (page: number) => void;
  empty: string;
  columns: readonly ListColumn<T>[];
  /** Where a row click goes. */
  rowHref: (row: T) => string;
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
}

export function HistoryTable<T extends { id: string }>({
  title,
  history,
  page,
  onPageChange,
  empty,
  columns,
  rowHref,
  actions,
  actionsWidth,
}: HistoryTableProps<T>) {
  const navigate = useNavigate();
  return (
    <ListView
      title={title}
      caption={title}
      summary={history.offline ? <OfflineHistoryNote className="px-4 pt-3" /> : undefined}
      rows={history.rows}
      rowKey={(r) => r.id}
      columns={columns}
      loading={history.isPending && !history.isError}
      stale={history.isFetching && !history.isPending}
      onRowClick={(r) => void navigate({ to: rowHref(r) as '/' })}
      actions={actions}
      actionsWidth={actionsWidth}
      paging={{
        page,
        pageSize: EQUIPMENT_HISTORY_PAGE_SIZE,
        total: history.filtered,
        onPageChange,
        variant: 'steps',
        rangeText: historyRangeText,
      }}
      empty={<p className="px-4 py-8 text-center text-sm text-slate-600">{empty}</p>}
    />
  );
}
