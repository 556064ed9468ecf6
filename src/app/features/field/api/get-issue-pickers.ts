// The lists the issue form picks from: reference data (the device's mirror, refreshed from the
// server), under the owning lists' keys. PICKERS_KEY stays for this area's own invalidations.
import { LOAD_FAILED } from '@app/lib/load-errors';
import { useReference } from '@app/lib/reference-data';
import type { FieldWorker, PickerDepartment, PickerEquipment, PickerWarehouse } from './types';

export const PICKERS_KEY = ['field-pickers'] as const;

export const usePickerWarehouses = () => useReference<PickerWarehouse>('warehouses', { errorMessage: LOAD_FAILED.warehouses });
export const usePickerEquipment = () => useReference<PickerEquipment>('equipment', { errorMessage: LOAD_FAILED.equipment });
export const usePickerWorkers = () => useReference<FieldWorker>('workers', { errorMessage: 'İşçiler yüklenirken bir hata oluştu.' });
export const usePickerDepartments = (enabled = true) =>
  useReference<PickerDepartment>('departments', { enabled, errorMessage: 'Departmanlar yüklenirken bir hata oluştu.' });
