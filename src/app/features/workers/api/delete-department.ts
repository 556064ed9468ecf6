import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { DEPARTMENTS_QUERY_ROOT } from './get-departments';

export const deleteDepartment = (id: string) => api.delete<{ ok: true }>(`/departments/${id}`);

export function useDeleteDepartment() {
  return useRefreshingMutation(deleteDepartment, [DEPARTMENTS_QUERY_ROOT]);
}
