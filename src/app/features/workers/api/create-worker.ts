import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { WorkerInput } from '@shared/schemas/workers';
import { WORKERS_QUERY_ROOT, type WorkerRow } from './get-workers';

export const createWorker = (input: WorkerInput) => api.post<WorkerRow>('/workers', input);

export function useCreateWorker() {
  return useRefreshingMutation(createWorker, [WORKERS_QUERY_ROOT]);
}
