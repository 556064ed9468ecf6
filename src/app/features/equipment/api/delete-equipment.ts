import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { EQUIPMENT_QUERY_ROOT } from './get-equipment-list';

export const deleteEquipment = (id: string) => api.delete<{ message: string }>(`/equipment/${id}`);

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_ROOT }), queryClient.invalidateQueries({ queryKey: ['warehouses'] })]),
  });
}
