// The bell's list (the user's latest 50) and its unread count: one query, polled while the app is
// open and kept in the persisted cache, so the list reads offline from the device's copy.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { NotificationList } from '@shared/notifications';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const POLL_MS = 60_000;

export const getNotifications = () => api.get<NotificationList>('/notifications');

/** The bell reads it quietly (a failed poll is no news); the list page says when loading failed. */
export function useNotifications(options: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    queryFn: getNotifications,
    refetchInterval: POLL_MS,
    meta: options.quiet ? {} : { errorMessage: 'Bildirimler yüklenirken bir hata oluştu.' },
  });
}
