import { referenceKey, useReference } from '@app/lib/reference-data';

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

export const USERS_QUERY_KEY = referenceKey('users');

/** The users list (reference data: from the device's mirror, refreshed from the server). */
export const useUsers = () => useReference<UserRow>('users', { errorMessage: USERS_LOAD_FAILED });
