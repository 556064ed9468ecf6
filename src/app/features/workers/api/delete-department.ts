import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { DEPARTMENTS_QUERY_ROOT } from './get-departments';

export const deleteDepartment = (id: string) => api.delete<{ ok: true }>(`/departments/${id}`);

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPARTMENTS_QUERY_ROOT }),
  });
}
