import type { DepartmentRow } from '@shared/api-types';
import { referenceKey, useReference } from '@app/lib/reference-data';

export type { DepartmentRow };

export const DEPARTMENTS_QUERY_ROOT = ['departments'] as const;
export const DEPARTMENTS_QUERY_KEY = referenceKey('departments');

/** The departments list (reference data: from the device's mirror, refreshed from the server). */
export const useDepartments = () =>
  useReference<DepartmentRow>('departments', { errorMessage: 'Departmanlar yüklenirken bir hata oluştu' });
