import type { UserListRow } from '@shared/api-types';
import { referenceKey, useReference } from '@app/lib/reference-data';

export type { UserListRow, UserRow } from '@shared/api-types';

/** Spec 01: the user screen says this when its users, roles or permissions fail to load. */
export const USERS_LOAD_FAILED = 'Veriler yüklenirken bir hata oluştu';

export const USERS_QUERY_KEY = referenceKey('users');

/** The users list (reference data: from the device's mirror, refreshed from the server). */
export const useUsers = () => useReference<UserListRow>('users', { errorMessage: USERS_LOAD_FAILED });
