// The lists the issue form picks from: reference data (the device's mirror, refreshed from the
// server), under the owning lists' keys. PICKERS_KEY stays for this area's own invalidations.
import { useReference } from '@app/lib/reference-data';
import type { FieldWorker, PickerDepartment, PickerEquipment, PickerWarehouse } from './types';

export const PICKERS_KEY = ['field-pickers'] as const;

export const usePickerWarehouses = () => useReference<PickerWarehouse>('warehouses');
export const usePickerEquipment = () => useReference<PickerEquipment>('equipment');
export const usePickerWorkers = () => useReference<FieldWorker>('workers');
export const usePickerDepartments = (enabled = true) => useReference<PickerDepartment>('departments', { enabled });
