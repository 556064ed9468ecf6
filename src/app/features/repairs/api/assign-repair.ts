import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRecord } from './types';

export function assignRepair({ id, assigned_to }: { id: string; assigned_to: string }): Promise<BrokenRecord> {
  return api.put<BrokenRecord>(`/broken-equipment/${encodeURIComponent(id)}/assign`, { assigned_to });
}

export function useAssignRepair() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignRepair, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
