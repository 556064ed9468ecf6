import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { UserCreateInput } from '@shared/schemas/users';
import { ROLES_QUERY_KEY } from './get-roles';
import { USERS_QUERY_KEY, type UserRow } from './get-users';

export const createUser = (input: UserCreateInput) => api.post<UserRow>('/users', input);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      ]);
    },
  });
}
