// Role create and edit share one dialog: POST /roles or PUT /roles/{id} with name and permissionIds.
import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { RoleInput } from '@shared/schemas/users';
import { ROLES_QUERY_KEY, type RoleRow } from './get-roles';
import { USERS_QUERY_KEY } from './get-users';

export const createRole = (input: RoleInput) => api.post<RoleRow>('/roles', input);
export const updateRole = (id: string, input: RoleInput) => api.put<RoleRow>(`/roles/${id}`, input);

export function useSaveRole() {
  return useRefreshingMutation(
    ({ id, input }: { id: string | null; input: RoleInput }) => (id ? updateRole(id, input) : createRole(input)),
    [ROLES_QUERY_KEY, USERS_QUERY_KEY],
  );
}
