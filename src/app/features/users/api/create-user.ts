import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { UserCreateInput } from '@shared/schemas/users';
import { ROLES_QUERY_KEY } from './get-roles';
import { USERS_QUERY_KEY, type UserRow } from './get-users';

export const createUser = (input: UserCreateInput) => api.post<UserRow>('/users', input);

export function useCreateUser() {
  return useRefreshingMutation(createUser, [USERS_QUERY_KEY, ROLES_QUERY_KEY]);
}
