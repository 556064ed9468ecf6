// Warehouses for the equipment forms and filters (same list and key as the warehouses screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withMirror } from '../../../lib/offline/mirror';

export interface WarehouseOption {
  id: string;
  name: string;
}

export const getWarehouseOptions = () => api.get<WarehouseOption[]>('/warehouses');

export const warehouseOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['warehouses', 'list'], queryFn: withMirror('warehouses', getWarehouseOptions) });

export const useWarehouseOptions = () => useQuery(warehouseOptionsQueryOptions());
