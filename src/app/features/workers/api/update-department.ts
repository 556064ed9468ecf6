import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { DepartmentInput } from '@shared/schemas/workers';
import { DEPARTMENTS_QUERY_ROOT, type DepartmentRow } from './get-departments';
import { WORKERS_QUERY_ROOT } from './get-workers';

export const updateDepartment = ({ id, input }: { id: string; input: DepartmentInput }) => api.put<DepartmentRow>(`/departments/${id}`, input);

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepartment,
    // Worker rows show the department's name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DEPARTMENTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: WORKERS_QUERY_ROOT }),
      ]),
  });
}
