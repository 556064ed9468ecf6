// Returns go as one POST /field-equipment/returns per dialog (one item or several of one worker),
// through submitOperation: one outbox entry, sent exactly once, all or nothing on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnBatchAnswer } from '@shared/api-types';
import type { ReturnCondition } from '@shared/schemas/operations';
import { newOperationId, submitOperation, type SubmitResult } from '@app/lib/offline/submit-operation';
import { invalidateAfterFieldWrite } from './invalidate';

export interface ReturnRequest {
  /** `photos`: the item's condition photos as reduced data URLs (queued with the return). */
  items: Array<{ id: string; condition: ReturnCondition; note: string | null; photos?: string[] | null }>;
  /** The returning worker's drawing. */
  signature: string;
  /** For the outbox panel: 'İade: SN-001, SN-002 ← Ali Yılmaz'. */
  label: string;
  /** The earlier return document (of the same worker) this one completes (docs/documents.md). */
  refersTo?: string | null;
  /** The receiving user's drawing, when none is saved in settings (else the server copies the saved one). */
  returnerSignature?: string | null;
}

export function returnEquipment(request: ReturnRequest): Promise<SubmitResult<ReturnBatchAnswer>> {
  return submitOperation<ReturnBatchAnswer>({
    id: newOperationId(),
    kind: 'return_equipment',
    label: request.label,
    // The group id is made here, so the document of a return sent later from the outbox is known.
    body: {
      items: request.items,
      signature: request.signature,
      return_batch_id: crypto.randomUUID(),
      refers_to: request.refersTo ?? null,
      ...(request.returnerSignature ? { returner_signature: request.returnerSignature } : {}),
    },
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
