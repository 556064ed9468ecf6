import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { WarehouseInput } from '@shared/schemas/inventory';
import { WAREHOUSES_QUERY_ROOT, type WarehouseRow } from './get-warehouses';

export const createWarehouse = (input: WarehouseInput) => api.post<WarehouseRow>('/warehouses', input);

export function useCreateWarehouse() {
  return useRefreshingMutation(createWarehouse, [WAREHOUSES_QUERY_ROOT]);
}
