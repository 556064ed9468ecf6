import { useCallback } from 'react';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { useReference } from '@app/lib/reference-data/query';
import type { EquipmentRow } from '@shared/api-types';

export type { EquipmentRow };

/** Rows per page of the equipment list (its first page is read ahead by the route). */
export const EQUIPMENT_PAGE_SIZE = 10;

/** Every equipment query starts with this; other areas invalidate ['equipment'] after their writes. */
export const EQUIPMENT_QUERY_ROOT = ['equipment'] as const;

/** The equipment list (reference data: from the device's mirror, refreshed from the server). */
export const useEquipmentList = (enabled = true) =>
  useReference<EquipmentRow>('equipment', { enabled, errorMessage: LOAD_FAILED.equipment });

/** One warehouse's inventory: the mirrored list narrowed on the device. */
export function useWarehouseEquipment(warehouseId: string) {
  const select = useCallback((rows: EquipmentRow[]) => rows.filter((r) => r.warehouse_id === warehouseId), [warehouseId]);
  return useReference<EquipmentRow, EquipmentRow[]>('equipment', { select, errorMessage: LOAD_FAILED.equipment });
}
