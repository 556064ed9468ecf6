import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRow } from './types';

export function updateRepairCost({ id, repair_cost }: { id: string; repair_cost: number }): Promise<BrokenRow> {
  return api.put<BrokenRow>(`/broken-equipment/${encodeURIComponent(id)}/repair-cost`, { repair_cost });
}

export function useUpdateRepairCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRepairCost, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
