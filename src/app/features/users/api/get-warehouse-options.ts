// The warehouses offered in the authorized-warehouses checklist (only id and name are used).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';

export interface WarehouseOption {
  id: string;
  name: string;
  location?: string | null;
}

export const WAREHOUSE_OPTIONS_QUERY_KEY = ['users', 'warehouse-options'] as const;

export const getWarehouseOptions = () => api.get<WarehouseOption[]>('/warehouses');

export const warehouseOptionsQueryOptions = () =>
  queryOptions({ queryKey: WAREHOUSE_OPTIONS_QUERY_KEY, queryFn: getWarehouseOptions });

export const useWarehouseOptions = (enabled = true) => useQuery({ ...warehouseOptionsQueryOptions(), enabled });
