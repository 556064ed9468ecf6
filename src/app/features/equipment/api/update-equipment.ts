import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { EquipmentInput } from '@shared/schemas/inventory';
import { EQUIPMENT_QUERY_ROOT, type EquipmentRow } from './get-equipment-list';

export const updateEquipment = ({ id, input }: { id: string; input: EquipmentInput }) => api.put<EquipmentRow>(`/equipment/${id}`, input);

export function useUpdateEquipment() {
  return useRefreshingMutation(updateEquipment, [EQUIPMENT_QUERY_ROOT, ['warehouses']]);
}
