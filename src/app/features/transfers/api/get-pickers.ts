// The New Transfer modal's pickers: source warehouses (the user's), equipment and the person who
// carries the transfer are reference data (the device's mirror); destinations (every warehouse,
// GET /warehouses?forTransfer=true) are asked of the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { useReference } from '@app/lib/reference-data';
import type { EquipmentOption, UserOption, WarehouseOption } from './types';

export const getDestinationWarehouses = () => api.get<WarehouseOption[]>('/warehouses?forTransfer=true');

// Under the owning area's key, so its writes refresh this picker too.
export const destinationWarehousesQueryOptions = () =>
  queryOptions({
    queryKey: ['warehouses', 'transfer-destination'],
    queryFn: getDestinationWarehouses,
    meta: { errorMessage: LOAD_FAILED.warehouses },
  });

export const useSourceWarehouses = (enabled: boolean) =>
  useReference<WarehouseOption>('warehouses', { enabled, errorMessage: LOAD_FAILED.warehouses });
export const useDestinationWarehouses = (enabled: boolean) => useQuery({ ...destinationWarehousesQueryOptions(), enabled });
export const useEquipmentOptions = (enabled: boolean) =>
  useReference<EquipmentOption>('equipment', { enabled, errorMessage: LOAD_FAILED.equipment });
export const useUserOptions = (enabled: boolean) => useReference<UserOption>('users', { enabled, errorMessage: LOAD_FAILED.users });
