// The bell in the shell: the unread count of the user's notifications, a link to their list.
// Small on purpose (it is part of the first screen); the list itself loads on demand.
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { PUSH_REFRESH_MESSAGE } from '@shared/push-refresh';
import { useNotifications } from '../lib/notifications-query';
import { OutlineIcon } from './outline-icon';

export function NotificationBell() {
  const { data, refetch } = useNotifications({ quiet: true });
  // A push that reached this device: the count is news now, not at the next poll.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PUSH_REFRESH_MESSAGE) void refetch();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [refetch]);
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';
  return (
    <Link
      to={'/notifications' as '/'}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <OutlineIcon
        d="M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.56 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0"
        strokeWidth={1.6}
        className="size-6"
      />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-unread"
          className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
