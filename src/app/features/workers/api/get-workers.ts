import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';

export interface WorkerRow {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  department_id: string | null;
  department: { id: string; name: string } | null;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
}

/** Every worker query starts with this, so one invalidation refreshes lists and details. */
export const WORKERS_QUERY_ROOT = ['workers'] as const;
export const WORKERS_QUERY_KEY = ['workers', 'list'] as const;

export const getWorkers = () => api.get<WorkerRow[]>('/workers');

export const workersQueryOptions = () => queryOptions({ queryKey: WORKERS_QUERY_KEY, queryFn: getWorkers, staleTime: 0, meta: { errorMessage: 'İşçiler yüklenirken bir hata oluştu' } });

export const useWorkers = () => useQuery(workersQueryOptions());
