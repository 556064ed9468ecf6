import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { ROLES_QUERY_KEY } from './get-roles';
import { USERS_QUERY_KEY } from './get-users';

export const deleteUser = (id: string) => api.delete<{ ok: true }>(`/users/${id}`);

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, [USERS_QUERY_KEY, ROLES_QUERY_KEY]);
}
