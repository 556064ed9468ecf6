// The pickers of the fault modals: warehouses and equipment (report fault), users (assign). They are
// reference data (the device's mirror), so a fault can be reported without network.
import { LOAD_FAILED } from '@app/lib/load-errors';
import { useReference } from '@app/lib/reference-data';
import type { EquipmentOption, UserOption, WarehouseOption } from './types';

export const useWarehouseOptions = (enabled = true) =>
  useReference<WarehouseOption>('warehouses', { enabled, errorMessage: LOAD_FAILED.warehouses });
export const useEquipmentOptions = (enabled = true) =>
  useReference<EquipmentOption>('equipment', { enabled, errorMessage: LOAD_FAILED.equipment });
export const useUserOptions = (enabled = true) => useReference<UserOption>('users', { enabled, errorMessage: LOAD_FAILED.users });
