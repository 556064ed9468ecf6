import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRow } from './types';

export function assignRepair({ id, assigned_to }: { id: string; assigned_to: string }): Promise<BrokenRow> {
  return api.put<BrokenRow>(`/broken-equipment/${encodeURIComponent(id)}/assign`, { assigned_to });
}

export function useAssignRepair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignRepair, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
