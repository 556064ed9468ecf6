import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { DepartmentInput } from '@shared/schemas/workers';
import { DEPARTMENTS_QUERY_ROOT, type DepartmentRow } from './get-departments';

export const createDepartment = (input: DepartmentInput) => api.post<DepartmentRow>('/departments', input);

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPARTMENTS_QUERY_ROOT }),
  });
}
