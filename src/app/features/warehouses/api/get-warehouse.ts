import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WarehouseRow } from './get-warehouses';

export const getWarehouse = (id: string) => api.get<WarehouseRow>(`/warehouses/${id}`);

export const warehouseQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['warehouses', 'detail', id], queryFn: () => getWarehouse(id), retry: false });

export const useWarehouse = (id: string) => useQuery(warehouseQueryOptions(id));
