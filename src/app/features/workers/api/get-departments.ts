import { referenceKey, useReference } from '@app/lib/reference-data';

export interface DepartmentRow {
  id: string;
  name: string;
  created_at: string;
}

export const DEPARTMENTS_QUERY_ROOT = ['departments'] as const;
export const DEPARTMENTS_QUERY_KEY = referenceKey('departments');

/** The departments list (reference data: from the device's mirror, refreshed from the server). */
export const useDepartments = () => useReference<DepartmentRow>('departments', { errorMessage: 'Departmanlar yüklenirken bir hata oluştu' });
