// Warehouses for the equipment forms and filters: the warehouses reference list.
import type { WarehouseOption } from '@shared/api-types';
export type { WarehouseOption } from '@shared/api-types';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { useReference } from '@app/lib/reference-data';

export const useWarehouseOptions = () => useReference<WarehouseOption>('warehouses', { errorMessage: LOAD_FAILED.warehouses });
