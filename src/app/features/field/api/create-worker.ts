// 'Yeni İşçi' on the issue form: POST /workers through submitOperation (it may be queued offline).
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
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
  return useRefreshingMutation(createWorker, [[...PICKERS_KEY, 'workers'], ['workers']]);
}
