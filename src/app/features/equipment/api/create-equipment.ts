import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { EquipmentInput } from '@shared/schemas/inventory';
import { EQUIPMENT_QUERY_ROOT, type EquipmentRow } from './get-equipment-list';

export const createEquipment = (input: EquipmentInput) => api.post<EquipmentRow>('/equipment', input);

export function useCreateEquipment() {
  // Warehouse counters change with it.
  return useRefreshingMutation(createEquipment, [EQUIPMENT_QUERY_ROOT, ['warehouses']]);
}
