import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';

export const deleteWarehouse = (id: string) => api.delete<{ message: string }>(`/warehouses/${id}`);

export function useDeleteWarehouse() {
  return useRefreshingMutation(deleteWarehouse, [WAREHOUSES_QUERY_ROOT]);
}
