// Warehouses for the equipment forms and filters (same list and key as the warehouses screen).
import type { WarehouseOption } from '@shared/api-types';
export type { WarehouseOption } from '@shared/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { withMirror } from '@app/lib/offline/mirror';


export const getWarehouseOptions = () => api.get<WarehouseOption[]>('/warehouses');

export const warehouseOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['warehouses', 'list'], queryFn: withMirror('warehouses', getWarehouseOptions), meta: { errorMessage: LOAD_FAILED.warehouses } });

export const useWarehouseOptions = () => useQuery(warehouseOptionsQueryOptions());
