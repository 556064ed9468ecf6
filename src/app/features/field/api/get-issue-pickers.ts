// The lists the issue form picks from. Own query keys under 'field-pickers' (a feature does not
// reach into another feature); writes here also invalidate the owning areas' usual keys.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { withMirror } from '@app/lib/offline/mirror';
import type { FieldWorker, PickerDepartment, PickerEquipment, PickerWarehouse } from './types';

export const PICKERS_KEY = ['field-pickers'] as const;

export const getPickerWarehouses = () => api.get<PickerWarehouse[]>('/warehouses');
export const getPickerEquipment = () => api.get<PickerEquipment[]>('/equipment');
export const getPickerWorkers = () => api.get<FieldWorker[]>('/workers');
export const getPickerDepartments = () => api.get<PickerDepartment[]>('/departments');

export const pickerWarehousesQueryOptions = () => queryOptions({ queryKey: [...PICKERS_KEY, 'warehouses'], queryFn: withMirror('warehouses', getPickerWarehouses), meta: { errorMessage: LOAD_FAILED.warehouses } });
export const pickerEquipmentQueryOptions = () => queryOptions({ queryKey: [...PICKERS_KEY, 'equipment'], queryFn: withMirror('equipment', getPickerEquipment), meta: { errorMessage: LOAD_FAILED.equipment } });
export const pickerWorkersQueryOptions = () => queryOptions({ queryKey: [...PICKERS_KEY, 'workers'], queryFn: withMirror('workers', getPickerWorkers), meta: { errorMessage: 'İşçiler yüklenirken bir hata oluştu.' } });
export const pickerDepartmentsQueryOptions = () => queryOptions({ queryKey: [...PICKERS_KEY, 'departments'], queryFn: withMirror('departments', getPickerDepartments), meta: { errorMessage: 'Departmanlar yüklenirken bir hata oluştu.' } });

export const usePickerWarehouses = () => useQuery(pickerWarehousesQueryOptions());
export const usePickerEquipment = () => useQuery(pickerEquipmentQueryOptions());
export const usePickerWorkers = () => useQuery(pickerWorkersQueryOptions());
export const usePickerDepartments = (enabled = true) => useQuery({ ...pickerDepartmentsQueryOptions(), enabled });
