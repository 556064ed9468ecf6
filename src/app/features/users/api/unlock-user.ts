import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

/** 'Kilidi Kaldır': lifts the user's sign-in lock (edit_user). */
export const unlockUser = (id: string) => api.post<{ ok: true; locked_until: null }>(`/users/${id}/unlock`);

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
