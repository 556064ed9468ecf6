// The pickers of the fault modals: warehouses and equipment (report fault), users (assign). They read
// through the offline mirror, so a fault can be reported without network.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { withMirror } from '@app/lib/offline/mirror';
import type { EquipmentOption, UserOption, WarehouseOption } from './types';

export const getWarehouseOptions = () => api.get<WarehouseOption[]>('/warehouses');
export const getEquipmentOptions = () => api.get<EquipmentOption[]>('/equipment');
export const getUserOptions = () => api.get<UserOption[]>('/users');

// The owning areas' keys, so their writes refresh these pickers too.
export const warehouseOptionsQueryOptions = () => queryOptions({ queryKey: ['warehouses', 'repairs-picker'], queryFn: withMirror('warehouses', getWarehouseOptions), meta: { errorMessage: LOAD_FAILED.warehouses } });
export const equipmentOptionsQueryOptions = () => queryOptions({ queryKey: ['equipment', 'repairs-picker'], queryFn: withMirror('equipment', getEquipmentOptions), meta: { errorMessage: LOAD_FAILED.equipment } });
export const userOptionsQueryOptions = () => queryOptions({ queryKey: ['users', 'repairs-picker'], queryFn: withMirror('users', getUserOptions), meta: { errorMessage: LOAD_FAILED.users } });

export const useWarehouseOptions = (enabled = true) => useQuery({ ...warehouseOptionsQueryOptions(), enabled });
export const useEquipmentOptions = (enabled = true) => useQuery({ ...equipmentOptionsQueryOptions(), enabled });
export const useUserOptions = (enabled = true) => useQuery({ ...userOptionsQueryOptions(), enabled });
