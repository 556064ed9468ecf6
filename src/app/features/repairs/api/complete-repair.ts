import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { CompleteRepairInput } from '@shared/schemas/operations';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRecord } from './types';

export function completeRepair({ id, ...body }: CompleteRepairInput & { id: string }): Promise<BrokenRecord> {
  return api.put<BrokenRecord>(`/broken-equipment/${encodeURIComponent(id)}/complete`, body);
}

export function useCompleteRepair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeRepair, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
