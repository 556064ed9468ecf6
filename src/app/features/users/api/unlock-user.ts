import { api } from '@app/lib/api-client';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import { USERS_QUERY_KEY } from './get-users';

/** 'Kilidi Kaldır': lifts the user's sign-in lock (edit_user). */
export const unlockUser = (id: string) => api.post<{ ok: true; locked_until: null }>(`/users/${id}/unlock`);

export function useUnlockUser() {
  return useRefreshingMutation(unlockUser, [USERS_QUERY_KEY]);
}
