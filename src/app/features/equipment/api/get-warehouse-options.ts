// Warehouses for the equipment forms and filters: the warehouses reference list.
import type { WarehouseOption } from '@shared/api-types';
export type { WarehouseOption } from '@shared/api-types';
import { useReference } from '@app/lib/reference-data';

export const useWarehouseOptions = () => useReference<WarehouseOption>('warehouses');
