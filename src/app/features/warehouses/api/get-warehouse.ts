import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrMirrorRow } from '@app/lib/offline/get-or-mirror-row';
import type { WarehouseRow } from './get-warehouses';

/** The server's answer; without a network the mirrored row. */
export function getWarehouse(id: string): Promise<WarehouseRow> {
  return getOrMirrorRow<WarehouseRow>(`/warehouses/${id}`, 'warehouses', id);
}

export const WAREHOUSE_LOAD_FAILED = 'Depo detayları yüklenirken bir hata oluştu';

export const warehouseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['warehouses', 'detail', id],
    queryFn: () => getWarehouse(id),
    retry: false,
    meta: { errorMessage: WAREHOUSE_LOAD_FAILED },
  });

export const useWarehouse = (id: string) => useQuery(warehouseQueryOptions(id));
