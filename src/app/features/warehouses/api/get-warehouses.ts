import { LOAD_FAILED } from '@app/lib/load-errors';
import { useReference } from '@app/lib/reference-data';
import type { WarehouseRow } from '@shared/api-types';

export type { WarehouseRow };

/** Every warehouse query starts with this; other areas invalidate ['warehouses'] after their writes. */
export const WAREHOUSES_QUERY_ROOT = ['warehouses'] as const;

/** The warehouses list (reference data: from the device's mirror, refreshed from the server). */
export const useWarehouses = () => useReference<WarehouseRow>('warehouses', { errorMessage: LOAD_FAILED.warehouses });
