import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { withMirror } from '@app/lib/offline/mirror';
import type { WarehouseRow } from '@shared/api-types';

export type { WarehouseRow };

/** Every warehouse query starts with this; other areas invalidate ['warehouses'] after their writes. */
export const WAREHOUSES_QUERY_ROOT = ['warehouses'] as const;
export const WAREHOUSES_QUERY_KEY = ['warehouses', 'list'] as const;

export const getWarehouses = () => api.get<WarehouseRow[]>('/warehouses');

export const warehousesQueryOptions = () => queryOptions({ queryKey: WAREHOUSES_QUERY_KEY, queryFn: withMirror('warehouses', getWarehouses), meta: { errorMessage: LOAD_FAILED.warehouses } });

export const useWarehouses = () => useQuery(warehousesQueryOptions());
