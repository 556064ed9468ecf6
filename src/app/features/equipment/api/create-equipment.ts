import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { EquipmentInput } from '@shared/schemas/inventory';
import { EQUIPMENT_QUERY_ROOT, type EquipmentRow } from './get-equipment-list';

export const createEquipment = (input: EquipmentInput) => api.post<EquipmentRow>('/equipment', input);

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEquipment,
    // Warehouse counters change with it.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_ROOT }), queryClient.invalidateQueries({ queryKey: ['warehouses'] })]),
  });
}
