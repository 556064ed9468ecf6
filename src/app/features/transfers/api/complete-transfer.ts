import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { invalidateAfterTransferWrite } from './invalidate';
import type { TransferDetail } from './types';

export function completeTransfer(id: string): Promise<TransferDetail> {
  return api.put<TransferDetail>(`/transfers/${encodeURIComponent(id)}/complete`);
}

export function useCompleteTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeTransfer, onSuccess: () => invalidateAfterTransferWrite(queryClient) });
}
