import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { RepairerInput } from '@shared/schemas/operations';
import { REPAIRERS_KEY } from './get-repairers';
import type { RepairerRow } from './types';

export function createRepairer(input: RepairerInput): Promise<RepairerRow> {
  return api.post<RepairerRow>('/repairers', input);
}

export function updateRepairer({ id, ...input }: RepairerInput & { id: string }): Promise<RepairerRow> {
  return api.put<RepairerRow>(`/repairers/${encodeURIComponent(id)}`, input);
}

export function deleteRepairer(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/repairers/${encodeURIComponent(id)}`);
}

function useRepairerMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: REPAIRERS_KEY }) });
}

export const useCreateRepairer = () => useRepairerMutation(createRepairer);
export const useUpdateRepairer = () => useRepairerMutation(updateRepairer);
export const useDeleteRepairer = () => useRepairerMutation(deleteRepairer);
