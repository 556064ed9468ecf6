import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { USERS_LOAD_FAILED } from './get-users';
import type { RoleRow } from '@shared/api-types';

export type { RoleRow };

export const ROLES_QUERY_KEY = ['users', 'roles'] as const;

export const getRoles = () => api.get<RoleRow[]>('/roles');

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ROLES_QUERY_KEY, queryFn: getRoles, staleTime: 0, meta: { errorMessage: USERS_LOAD_FAILED } });

export const useRoles = () => useQuery(rolesQueryOptions());
