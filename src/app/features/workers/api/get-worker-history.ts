import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface WorkerHistoryItem {
  id: string;
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

export const workerHistoryQueryKey = (id: string) => ['workers', 'history', id] as const;

export const getWorkerHistory = (id: string) => api.get<WorkerHistoryItem[]>(`/workers/${id}/equipment-history`);

export const workerHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: workerHistoryQueryKey(id), queryFn: () => getWorkerHistory(id), staleTime: 0 });

export const useWorkerHistory = (id: string) => useQuery(workerHistoryQueryOptions(id));
