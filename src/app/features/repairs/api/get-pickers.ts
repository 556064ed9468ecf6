// The pickers of the fault modals: warehouses and equipment (report fault), users (assign). They are
// reference data (the device's mirror), so a fault can be reported without network.
import { useReference } from '@app/lib/reference-data';
import type { EquipmentOption, UserOption, WarehouseOption } from './types';

export const useWarehouseOptions = (enabled = true) => useReference<WarehouseOption>('warehouses', { enabled });
export const useEquipmentOptions = (enabled = true) => useReference<EquipmentOption>('equipment', { enabled });
export const useUserOptions = (enabled = true) => useReference<UserOption>('users', { enabled });
