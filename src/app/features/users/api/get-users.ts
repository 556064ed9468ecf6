import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  email: string;
  phone: string;
  role_id: string | null;
  role: { id: string; name: string | null } | null;
  created_at: string;
  /** A sign-in lock in force (ISO time it ends), or null. */
  locked_until?: string | null;
}

/** Spec 01: the user screen says this when its users, roles or permissions fail to load. */
export const USERS_LOAD_FAILED = 'Veriler yüklenirken bir hata oluştu';

export const USERS_QUERY_KEY = ['users', 'list'] as const;

export const getUsers = () => api.get<UserRow[]>('/users');

// Lists reload on every visit: cached rows show at once and the server's answer replaces them.
export const usersQueryOptions = () => queryOptions({ queryKey: USERS_QUERY_KEY, queryFn: getUsers, staleTime: 0 , meta: { errorMessage: USERS_LOAD_FAILED } });

export const useUsers = () => useQuery(usersQueryOptions());
