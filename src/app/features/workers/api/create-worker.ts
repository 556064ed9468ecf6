import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WorkerInput } from '@shared/schemas/workers';
import { WORKERS_QUERY_ROOT, type WorkerRow } from './get-workers';

export const createWorker = (input: WorkerInput) => api.post<WorkerRow>('/workers', input);

export function useCreateWorker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWorker, onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKERS_QUERY_ROOT }) });
}
