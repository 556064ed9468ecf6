import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNetworkError } from '@app/lib/api-client';
import { readMirrorRow } from '@app/lib/offline/mirror';
import type { WarehouseRow } from './get-warehouses';

/** The server's answer; without a network the mirrored row. */
export async function getWarehouse(id: string): Promise<WarehouseRow> {
  try {
    return await api.get<WarehouseRow>(`/warehouses/${id}`);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const row = await readMirrorRow<WarehouseRow>('warehouses', id);
    if (!row) throw error;
    return row;
  }
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
