import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { DepartmentInput } from '@shared/schemas/workers';
import { DEPARTMENTS_QUERY_ROOT, type DepartmentRow } from './get-departments';

export const createDepartment = (input: DepartmentInput) => api.post<DepartmentRow>('/departments', input);

export function useCreateDepartment() {
  return useRefreshingMutation(createDepartment, [DEPARTMENTS_QUERY_ROOT]);
}
