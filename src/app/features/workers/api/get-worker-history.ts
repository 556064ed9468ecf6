// A worker's equipment history, one page at a time from the server (overdue first, then newest
// first). Offline: the worker's active hand-overs the device mirrors.
import { readMirror } from '@app/lib/offline/mirror';
import { usePagedHistory } from '@app/lib/paged-history';
import type { FieldEquipmentListItem } from '@shared/api-types';
import { daysOverdue, warehouseToday } from '@shared/local-day';

/** The fields the worker's page reads of a hand-over row (the server's page, or the mirror offline). */
export type WorkerHistoryItem = Pick<
  FieldEquipmentListItem,
  | 'id'
  | 'worker_id'
  | 'created_at'
  | 'equipment_id'
  | 'equipment'
  | 'issued_at'
  | 'returned_at'
  | 'due_date'
  | 'return_condition'
  | 'status'
>;

export const WORKER_HISTORY_PAGE_SIZE = 10;

export const workerHistoryQueryKey = (id: string) => ['workers', 'history', id] as const;

/** The server's order on the device: the most overdue first, then the newest. */
export function overdueThenNewest<T extends WorkerHistoryItem>(rows: readonly T[], today: string): T[] {
  return [...rows].sort((a, b) => daysOverdue(b, today) - daysOverdue(a, today) || Date.parse(b.issued_at) - Date.parse(a.issued_at));
}

async function activeOnDevice(workerId: string): Promise<WorkerHistoryItem[]> {
  const rows = await readMirror<WorkerHistoryItem>('field_equipment');
  return overdueThenNewest(
    rows.filter((r) => r.worker_id === workerId && r.status === 'active'),
    warehouseToday(),
  );
}

/** One page of the history; `status: 'active'` with page size 1 gives the count of what the worker holds. */
export function useWorkerHistoryPage(
  workerId: string,
  page: number,
  { status = '', pageSize = WORKER_HISTORY_PAGE_SIZE }: { status?: '' | 'active'; pageSize?: number } = {},
) {
  return usePagedHistory<WorkerHistoryItem>({
    queryKey: workerHistoryQueryKey(workerId),
    path: `/workers/${encodeURIComponent(workerId)}/equipment-history`,
    params: { status },
    page,
    pageSize,
    offlineRows: () => activeOnDevice(workerId),
  });
}
