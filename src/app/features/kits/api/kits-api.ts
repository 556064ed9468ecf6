// The kits' calls (docs/planning.md "Kits"). Reading goes through the reference data (the device
// copy keeps every kit of the user's warehouses, so a kit's code scanned offline expands); the
// writes need the network and refresh the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { referenceKey } from '@app/lib/reference-data';
import type { CreateKitInput, Kit, UpdateKitInput } from '@shared/kits';

export { useKits } from '@app/lib/kits/kits-query';

const path = (id: string, rest = '') => `/kits/${encodeURIComponent(id)}${rest}`;

function useKitMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKey('kits') }) });
}

export const useCreateKit = () => useKitMutation((input: CreateKitInput) => api.post<Kit>('/kits', input));
export const useUpdateKit = (id: string) => useKitMutation((input: UpdateKitInput) => api.put<Kit>(path(id), input));
export const useAddKitMember = (id: string) =>
  useKitMutation((equipmentId: string) => api.post<Kit>(path(id, '/members'), { equipment_id: equipmentId }));
export const useRemoveKitMember = (id: string) =>
  useKitMutation((equipmentId: string) => api.delete<Kit>(path(id, `/members/${encodeURIComponent(equipmentId)}`)));
export const useDeleteKit = () => useKitMutation((id: string) => api.delete<null>(path(id)));
