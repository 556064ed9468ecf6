import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { WORKERS_QUERY_KEY } from './get-workers';

export const deleteWorker = (id: string) => api.delete<{ ok: true }>(`/workers/${id}`);

export function useDeleteWorker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWorker, onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKERS_QUERY_KEY }) });
}
