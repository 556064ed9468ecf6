import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { PermissionRow } from '@shared/api-types';
import { USERS_LOAD_FAILED } from './get-users';

export type { PermissionRow };

export const PERMISSIONS_QUERY_KEY = ['users', 'permissions'] as const;

export const getPermissions = () => api.get<PermissionRow[]>('/permissions');

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: PERMISSIONS_QUERY_KEY,
    queryFn: getPermissions,
    staleTime: 10 * 60_000,
    meta: { errorMessage: USERS_LOAD_FAILED },
  });

export const usePermissions = () => useQuery(permissionsQueryOptions());
