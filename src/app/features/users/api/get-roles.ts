import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RoleRow {
  id: string;
  name: string;
  created_at: string;
  user_count: number;
  permission_count: number;
  rolePermissions: Array<{ permissionId: string }>;
}

export const ROLES_QUERY_KEY = ['users', 'roles'] as const;

export const getRoles = () => api.get<RoleRow[]>('/roles');

export const rolesQueryOptions = () => queryOptions({ queryKey: ROLES_QUERY_KEY, queryFn: getRoles, staleTime: 0 });

export const useRoles = () => useQuery(rolesQueryOptions());
