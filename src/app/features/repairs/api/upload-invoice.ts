import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRow } from './types';

export function uploadInvoice({ id, repair_invoice }: { id: string; repair_invoice: string }): Promise<BrokenRow> {
  return api.put<BrokenRow>(`/broken-equipment/${encodeURIComponent(id)}/invoice`, { repair_invoice });
}

export function useUploadInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadInvoice, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
