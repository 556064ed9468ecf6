import { useCallback } from 'react';
import { useReference } from '@app/lib/reference-data';

export interface EquipmentRow {
  id: string;
  serial_number: string;
  model: string;
  brand_id: string;
  brand: { id: string; name: string } | null;
  category_id: string | null;
  category: { id: string; name: string } | null;
  warehouse_id: string | null;
  warehouse: { id: string; name: string } | null;
  status: string;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
  updated_at?: string;
}

/** Every equipment query starts with this; other areas invalidate ['equipment'] after their writes. */
export const EQUIPMENT_QUERY_ROOT = ['equipment'] as const;

/** The equipment list (reference data: from the device's mirror, refreshed from the server). */
export const useEquipmentList = () => useReference<EquipmentRow>('equipment');

/** One warehouse's inventory: the mirrored list narrowed on the device. */
export function useWarehouseEquipment(warehouseId: string) {
  const select = useCallback((rows: EquipmentRow[]) => rows.filter((r) => r.warehouse_id === warehouseId), [warehouseId]);
  return useReference<EquipmentRow, EquipmentRow[]>('equipment', { select });
}
