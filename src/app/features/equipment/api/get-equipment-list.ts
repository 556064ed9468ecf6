import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withMirror } from '../../../lib/offline/mirror';

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
export const EQUIPMENT_LIST_KEY = ['equipment', 'list'] as const;

export const getEquipmentList = () => api.get<EquipmentRow[]>('/equipment');

export const equipmentListQueryOptions = () =>
  queryOptions({ queryKey: EQUIPMENT_LIST_KEY, queryFn: withMirror('equipment', getEquipmentList) });

export const useEquipmentList = () => useQuery(equipmentListQueryOptions());

/** One warehouse's inventory, narrowed on the server. */
export const getWarehouseEquipment = (warehouseId: string) => api.get<EquipmentRow[]>(`/equipment?warehouse_id=${encodeURIComponent(warehouseId)}`);

export const warehouseEquipmentQueryOptions = (warehouseId: string) =>
  queryOptions({ queryKey: ['equipment', 'warehouse', warehouseId], queryFn: () => getWarehouseEquipment(warehouseId) });

export const useWarehouseEquipment = (warehouseId: string) => useQuery(warehouseEquipmentQueryOptions(warehouseId));
