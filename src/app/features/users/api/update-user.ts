// Edit dialog save: PUT /users/{id}, then (for holders of view_all_warehouses) PUT /users/{id}/warehouses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { UserUpdateInput } from '@shared/schemas/users';
import { ROLES_QUERY_KEY } from './get-roles';
import { userWarehousesQueryKey } from './get-user-warehouses';
import { USERS_QUERY_KEY, type UserRow } from './get-users';

export interface UpdateUserVariables {
  id: string;
  input: UserUpdateInput;
  /** Undefined: the caller may not manage warehouse access, so it is left as it is. */
  warehouseIds?: string[];
}

export async function updateUser({ id, input, warehouseIds }: UpdateUserVariables): Promise<UserRow> {
  const user = await api.put<UserRow>(`/users/${id}`, input);
  if (warehouseIds) await api.put(`/users/${id}/warehouses`, { warehouseIds });
  return user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: async (_data, _error, variables) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userWarehousesQueryKey(variables.id) }),
      ]);
    },
  });
}
