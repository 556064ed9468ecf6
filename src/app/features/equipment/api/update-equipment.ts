import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { EquipmentInput } from '@shared/schemas/inventory';
import { EQUIPMENT_QUERY_ROOT, type EquipmentRow } from './get-equipment-list';

export const updateEquipment = ({ id, input }: { id: string; input: EquipmentInput }) => api.put<EquipmentRow>(`/equipment/${id}`, input);

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEquipment,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_ROOT }), queryClient.invalidateQueries({ queryKey: ['warehouses'] })]),
  });
}
