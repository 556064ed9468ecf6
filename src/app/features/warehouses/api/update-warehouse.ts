import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { WarehouseInput } from '@shared/schemas/inventory';
import { WAREHOUSES_QUERY_ROOT, type WarehouseRow } from './get-warehouses';

export const updateWarehouse = ({ id, input }: { id: string; input: WarehouseInput }) => api.put<WarehouseRow>(`/warehouses/${id}`, input);

export function useUpdateWarehouse() {
  // Equipment rows carry the warehouse name.
  return useRefreshingMutation(updateWarehouse, [WAREHOUSES_QUERY_ROOT, ['equipment']]);
}
