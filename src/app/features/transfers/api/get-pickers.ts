// The New Transfer modal's pickers: source warehouses (the user's), destinations (every warehouse,
// GET /warehouses?forTransfer=true), equipment, and the person who carries the transfer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import type { EquipmentOption, UserOption, WarehouseOption } from './types';

export const getSourceWarehouses = () => api.get<WarehouseOption[]>('/warehouses');
export const getDestinationWarehouses = () => api.get<WarehouseOption[]>('/warehouses?forTransfer=true');
export const getEquipmentOptions = () => api.get<EquipmentOption[]>('/equipment');
export const getUserOptions = () => api.get<UserOption[]>('/users');

// Under the owning areas' keys, so their writes refresh these pickers too.
export const sourceWarehousesQueryOptions = () => queryOptions({ queryKey: ['warehouses', 'transfer-source'], queryFn: getSourceWarehouses, meta: { errorMessage: LOAD_FAILED.warehouses } });
export const destinationWarehousesQueryOptions = () => queryOptions({ queryKey: ['warehouses', 'transfer-destination'], queryFn: getDestinationWarehouses, meta: { errorMessage: LOAD_FAILED.warehouses } });
export const equipmentOptionsQueryOptions = () => queryOptions({ queryKey: ['equipment', 'transfer-picker'], queryFn: getEquipmentOptions, meta: { errorMessage: LOAD_FAILED.equipment } });
export const userOptionsQueryOptions = () => queryOptions({ queryKey: ['users', 'transfer-picker'], queryFn: getUserOptions, meta: { errorMessage: LOAD_FAILED.users } });

export const useSourceWarehouses = (enabled: boolean) => useQuery({ ...sourceWarehousesQueryOptions(), enabled });
export const useDestinationWarehouses = (enabled: boolean) => useQuery({ ...destinationWarehousesQueryOptions(), enabled });
export const useEquipmentOptions = (enabled: boolean) => useQuery({ ...equipmentOptionsQueryOptions(), enabled });
export const useUserOptions = (enabled: boolean) => useQuery({ ...userOptionsQueryOptions(), enabled });
