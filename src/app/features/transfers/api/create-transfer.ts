import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { CreateTransferInput } from '@shared/schemas/operations';
import { invalidateAfterTransferWrite } from './invalidate';
import type { TransferDetail } from './types';

export function createTransfer(input: CreateTransferInput): Promise<TransferDetail> {
  return api.post<TransferDetail>('/transfers', input);
}

export interface CreateTransfersRequest {
  equipment_ids: string[];
  from_warehouse_id: string;
  to_warehouse_id: string;
  assigned_to: string;
}

export interface CreateTransfersResult {
  created: TransferDetail[];
  failed: Array<{ equipment_id: string; error: unknown }>;
}

/**
 * One POST per item, in parallel (spec 02 §7); each item succeeds or fails on its own. They share a
 * batch id: the items sent together are one transfer document (docs/documents.md).
 */
export async function createTransfers({ equipment_ids, ...rest }: CreateTransfersRequest): Promise<CreateTransfersResult> {
  const batch_id = crypto.randomUUID();
  const settled = await Promise.allSettled(equipment_ids.map((equipment_id) => createTransfer({ equipment_id, ...rest, batch_id })));
  const result: CreateTransfersResult = { created: [], failed: [] };
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') result.created.push(s.value);
    else result.failed.push({ equipment_id: equipment_ids[i]!, error: s.reason });
  });
  return result;
}

export function useCreateTransfers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfers,
    onSettled: () => invalidateAfterTransferWrite(queryClient),
  });
}
