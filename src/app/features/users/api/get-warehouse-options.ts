// The warehouses offered in the authorized-warehouses checklist (only id and name are used): the
// warehouses reference list.
import { useReference } from '@app/lib/reference-data';

export interface WarehouseOption {
  id: string;
  name: string;
  location?: string | null;
}

export const useWarehouseOptions = (enabled = true) => useReference<WarehouseOption>('warehouses', { enabled });
