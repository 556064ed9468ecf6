import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { EQUIPMENT_QUERY_ROOT } from './get-equipment-list';

export const deleteEquipment = (id: string) => api.delete<{ message: string }>(`/equipment/${id}`);

export function useDeleteEquipment() {
  return useRefreshingMutation(deleteEquipment, [EQUIPMENT_QUERY_ROOT, ['warehouses']]);
}
