import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WorkerInput } from '@shared/schemas/workers';
import { WORKERS_QUERY_ROOT, type WorkerRow } from './get-workers';

export const updateWorker = ({ id, input }: { id: string; input: WorkerInput }) => api.put<WorkerRow>(`/workers/${id}`, input);

export function useUpdateWorker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWorker, onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKERS_QUERY_ROOT }) });
}
