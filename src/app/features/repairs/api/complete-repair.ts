import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { CompleteRepairInput } from '@shared/schemas/operations';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRow } from './types';

export function completeRepair({ id, ...body }: CompleteRepairInput & { id: string }): Promise<BrokenRow> {
  return api.put<BrokenRow>(`/broken-equipment/${encodeURIComponent(id)}/complete`, body);
}

export function useCompleteRepair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeRepair, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
