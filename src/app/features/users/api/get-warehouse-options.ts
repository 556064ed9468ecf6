// The warehouses offered in the authorized-warehouses checklist (only id and name are used): the
// warehouses reference list.
import type { UserWarehouse } from '@shared/api-types';
import { useReference } from '@app/lib/reference-data';

export const useWarehouseOptions = (enabled = true) => useReference<UserWarehouse>('warehouses', { enabled });
