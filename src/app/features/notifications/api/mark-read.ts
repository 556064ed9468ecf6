import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { NOTIFICATIONS_KEY } from '@app/lib/notifications-query';

/** One notification read (or, without an id, all of them); the list refreshes. */
export const markRead = (id?: string) => api.post<{ unread: number }>(id ? `/notifications/${id}/read` : '/notifications/read-all');

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
