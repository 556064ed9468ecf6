import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { DepartmentInput } from '@shared/schemas/workers';
import { DEPARTMENTS_QUERY_ROOT, type DepartmentRow } from './get-departments';
import { WORKERS_QUERY_ROOT } from './get-workers';

export const updateDepartment = ({ id, input }: { id: string; input: DepartmentInput }) =>
  api.put<DepartmentRow>(`/departments/${id}`, input);

export function useUpdateDepartment() {
  // Worker rows show the department's name.
  return useRefreshingMutation(updateDepartment, [DEPARTMENTS_QUERY_ROOT, WORKERS_QUERY_ROOT]);
}
