import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';

export const deleteWarehouse = (id: string) => api.delete<{ message: string }>(`/warehouses/${id}`);

export function useDeleteWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWarehouse, onSuccess: () => queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_ROOT }) });
}
