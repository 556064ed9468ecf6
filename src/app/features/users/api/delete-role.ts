import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { ROLES_QUERY_KEY } from './get-roles';

export const deleteRole = (id: string) => api.delete<{ ok: true }>(`/roles/${id}`);

export function useDeleteRole() {
  return useRefreshingMutation(deleteRole, [ROLES_QUERY_KEY]);
}
