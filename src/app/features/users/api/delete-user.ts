import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { ROLES_QUERY_KEY } from './get-roles';
import { USERS_QUERY_KEY } from './get-users';

export const deleteUser = (id: string) => api.delete<{ ok: true }>(`/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      ]);
    },
  });
}
