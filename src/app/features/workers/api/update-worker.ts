import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { WorkerInput } from '@shared/schemas/workers';
import { WORKERS_QUERY_ROOT, type WorkerRow } from './get-workers';

export const updateWorker = ({ id, input }: { id: string; input: WorkerInput }) => api.put<WorkerRow>(`/workers/${id}`, input);

export function useUpdateWorker() {
  return useRefreshingMutation(updateWorker, [WORKERS_QUERY_ROOT]);
}
