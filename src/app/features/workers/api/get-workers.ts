import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WorkerRow } from '@shared/api-types';

export type { WorkerRow };

/** Every worker query starts with this, so one invalidation refreshes lists and details. */
export const WORKERS_QUERY_ROOT = ['workers'] as const;
export const WORKERS_QUERY_KEY = ['workers', 'list'] as const;

export const getWorkers = () => api.get<WorkerRow[]>('/workers');

export const workersQueryOptions = () => queryOptions({ queryKey: WORKERS_QUERY_KEY, queryFn: getWorkers, staleTime: 0, meta: { errorMessage: 'İşçiler yüklenirken bir hata oluştu' } });

export const useWorkers = () => useQuery(workersQueryOptions());
