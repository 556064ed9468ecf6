// 'Yeni İşçi' on the issue form: POST /workers through submitOperation (it may be queued offline).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerInput } from '@shared/schemas/workers';
import { newOperationId, submitOperation, type SubmitResult } from '@app/lib/offline/submit-operation';
import { PICKERS_KEY } from './get-issue-pickers';
import type { FieldWorker } from './types';

export function createWorker(input: WorkerInput): Promise<SubmitResult<FieldWorker>> {
  return submitOperation<FieldWorker>({
    id: newOperationId(),
    kind: 'create_worker',
    label: `Yeni işçi: ${input.first_name} ${input.last_name}`,
    body: input,
  });
}

export function useCreateWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorker,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...PICKERS_KEY, 'workers'] }),
        queryClient.invalidateQueries({ queryKey: ['workers'] }),
      ]);
    },
  });
}
