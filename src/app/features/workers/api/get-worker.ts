import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WorkerRow } from './get-workers';

export const workerQueryKey = (id: string) => ['workers', 'detail', id] as const;

export const getWorker = (id: string) => api.get<WorkerRow>(`/workers/${id}`);

export const workerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workerQueryKey(id),
    queryFn: () => getWorker(id),
    staleTime: 0,
    meta: { errorMessage: 'İşçi detayları yüklenirken bir hata oluştu' },
  });

export const useWorker = (id: string) => useQuery(workerQueryOptions(id));
