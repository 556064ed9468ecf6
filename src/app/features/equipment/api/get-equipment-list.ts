import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNetworkError } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { offlineDb } from '@app/lib/offline/db';
import { withMirror } from '@app/lib/offline/mirror';
import type { EquipmentRow } from '@shared/api-types';

export type { EquipmentRow };

/** Every equipment query starts with this; other areas invalidate ['equipment'] after their writes. */
export const EQUIPMENT_QUERY_ROOT = ['equipment'] as const;
export const EQUIPMENT_LIST_KEY = ['equipment', 'list'] as const;

export const getEquipmentList = () => api.get<EquipmentRow[]>('/equipment');

export const equipmentListQueryOptions = () =>
  queryOptions({ queryKey: EQUIPMENT_LIST_KEY, queryFn: withMirror('equipment', getEquipmentList), meta: { errorMessage: LOAD_FAILED.equipment } });

export const useEquipmentList = () => useQuery(equipmentListQueryOptions());

/** One warehouse's inventory, narrowed on the server; without a network from the mirror. */
export async function getWarehouseEquipment(warehouseId: string): Promise<EquipmentRow[]> {
  try {
    return await api.get<EquipmentRow[]>(`/equipment?warehouse_id=${encodeURIComponent(warehouseId)}`);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const rows = await offlineDb().mirror('equipment').where('warehouse_id').equals(warehouseId).toArray().catch(() => undefined);
    if (!rows) throw error;
    return (rows as unknown as EquipmentRow[]).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }
}

export const warehouseEquipmentQueryOptions = (warehouseId: string) =>
  queryOptions({ queryKey: ['equipment', 'warehouse', warehouseId], queryFn: () => getWarehouseEquipment(warehouseId), meta: { errorMessage: LOAD_FAILED.equipment } });

export const useWarehouseEquipment = (warehouseId: string) => useQuery(warehouseEquipmentQueryOptions(warehouseId));
