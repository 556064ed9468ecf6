import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { BrokenStatus } from '@shared/status';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRow } from './types';

export function updateRepairStatus({ id, status }: { id: string; status: BrokenStatus }): Promise<BrokenRow> {
  return api.put<BrokenRow>(`/broken-equipment/${encodeURIComponent(id)}/status`, { status });
}

export function useUpdateRepairStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRepairStatus, onSuccess: () => invalidateAfterRepairWrite(queryClient) });
}
