/// <reference lib="webworker" />
// Web Push (docs/notifications.md): shows the server's message as a notification, tells open
// pages to refresh their bell, and opens (or focuses) the record when the notification is tapped.
import type { PushPayload } from '@shared/notifications';
import { PUSH_REFRESH_MESSAGE } from '@shared/push-refresh';

declare const self: ServiceWorkerGlobalScope;

/** What a push carries, read defensively: a payload that is not ours still shows something sensible. */
export function readPushPayload(text: string | null | undefined): PushPayload {
  try {
    const value = JSON.parse(text ?? '') as Partial<PushPayload>;
    return {
      title: typeof value.title === 'string' && value.title ? value.title : 'Depo Takip',
      body: typeof value.body === 'string' ? value.body : '',
      link: typeof value.link === 'string' && value.link.startsWith('/') && !value.link.startsWith('//') ? value.link : '/notifications',
      tag: typeof value.tag === 'string' ? value.tag : 'depo-takip',
    };
  } catch {
    return { title: 'Depo Takip', body: text ?? '', link: '/notifications', tag: 'depo-takip' };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data?.text());
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'tr',
        data: { link: payload.link },
      }),
      self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((c) => c.postMessage({ type: PUSH_REFRESH_MESSAGE }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/notifications';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const open = clients.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    }),
  );
});
