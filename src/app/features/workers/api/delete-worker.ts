import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { WORKERS_QUERY_KEY } from './get-workers';

export const deleteWorker = (id: string) => api.delete<{ ok: true }>(`/workers/${id}`);

export function useDeleteWorker() {
  return useRefreshingMutation(deleteWorker, [WORKERS_QUERY_KEY]);
}
