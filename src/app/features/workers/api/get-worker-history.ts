// A worker's equipment history, one page at a time from the server (overdue first, then newest
// first). Offline: the worker's active hand-overs the device mirrors.
import { readMirror } from '@app/lib/offline/mirror';
import { usePagedHistory } from '@app/lib/paged-history';
import { daysOverdue, warehouseToday } from '@shared/local-day';

export interface WorkerHistoryItem {
  id: string;
  worker_id?: string;
  created_at?: string;
  equipment_id: string;
  equipment: {
    id: string;
    serial_number: string;
    model: string;
    brand: { name: string };
    /** null when the item has no category. */
    category: { name: string } | null;
  };
  issued_at: string;
  returned_at: string | null;
  /** Expected return day 'YYYY-MM-DD' (Europe/Istanbul) or null. */
  due_date?: string | null;
  return_condition?: string | null;
  status: string;
}

export const WORKER_HISTORY_PAGE_SIZE = 10;

export const workerHistoryQueryKey = (id: string) => ['workers', 'history', id] as const;

/** The server's order on the device: the most overdue first, then the newest. */
export function overdueThenNewest<T extends WorkerHistoryItem>(rows: readonly T[], today: string): T[] {
  return [...rows].sort((a, b) => daysOverdue(b, today) - daysOverdue(a, today) || Date.parse(b.issued_at) - Date.parse(a.issued_at));
}

async function activeOnDevice(workerId: string): Promise<WorkerHistoryItem[]> {
  const rows = (await readMirror('field_equipment')) as unknown as WorkerHistoryItem[];
  return overdueThenNewest(
    rows.filter((r) => r.worker_id === workerId && r.status === 'active'),
    warehouseToday(),
  );
}

/** One page of the history; `status: 'active'` with page size 1 gives the count of what the worker holds. */
export function useWorkerHistoryPage(workerId: string, page: number, { status = '', pageSize = WORKER_HISTORY_PAGE_SIZE }: { status?: '' | 'active'; pageSize?: number } = {}) {
  return usePagedHistory<WorkerHistoryItem>({
    queryKey: workerHistoryQueryKey(workerId),
    path: `/workers/${encodeURIComponent(workerId)}/equipment-history`,
    params: { status },
    page,
    pageSize,
    offlineRows: () => activeOnDevice(workerId),
  });
}
