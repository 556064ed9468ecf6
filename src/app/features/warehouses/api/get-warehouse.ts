import { detailQuery } from '@app/lib/detail-query';
import { getOrMirrorRow } from '@app/lib/offline/get-or-mirror-row';
import type { WarehouseRow } from './get-warehouses';

/** The server's answer; without a network the mirrored row. */
export function getWarehouse(id: string): Promise<WarehouseRow> {
  return getOrMirrorRow<WarehouseRow>(`/warehouses/${id}`, 'warehouses', id);
}

export const WAREHOUSE_LOAD_FAILED = 'Depo detayları yüklenirken bir hata oluştu';

const warehouse = detailQuery<WarehouseRow>(['warehouses'], '/warehouses', WAREHOUSE_LOAD_FAILED, { retry: false, read: getWarehouse });
export const warehouseQueryOptions = warehouse.detailOptions;
export const useWarehouse = warehouse.useDetail;
