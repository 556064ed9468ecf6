import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newOperationId, submitOperation, type SubmitResult } from '../../../lib/offline/submit-operation';
import { invalidateAfterFieldWrite } from './invalidate';

export interface ReturnRequest {
  id: string;
  /** For the outbox panel: 'İade: SN-001 ← Ali Yılmaz'. */
  label: string;
}

export interface ReturnedRecord {
  id: string;
  status: string;
  returned_at: string;
  equipment_status: string;
}

export function returnEquipment(request: ReturnRequest): Promise<SubmitResult<ReturnedRecord>> {
  return submitOperation<ReturnedRecord>({
    id: newOperationId(),
    kind: 'return_equipment',
    method: 'PUT',
    path: `/field-equipment/${encodeURIComponent(request.id)}/return`,
    label: request.label,
  });
}

export function useReturnEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnEquipment,
    // A refusal (e.g. someone else took the return first) also means the list is out of date.
    onSettled: () => invalidateAfterFieldWrite(queryClient),
  });
}
