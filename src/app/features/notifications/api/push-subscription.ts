// Allowing push on this device: the browser's permission, a subscription from the service
// worker's push manager with the server's VAPID key, and the server told where to send.
import { api } from '@app/lib/api-client';

export const PUSH_UNSUPPORTED = 'Bu tarayıcı anlık bildirimleri desteklemiyor.';
export const PUSH_DENIED = 'Bildirim izni verilmedi. Tarayıcı ayarlarından bu site için bildirimlere izin verin.';
export const PUSH_FAILED = 'Anlık bildirimler açılamadı. Lütfen tekrar deneyin.';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Throws an Error with a Turkish message the screen shows. */
export async function allowPush(vapidPublicKey: string): Promise<void> {
  if (!pushSupported()) throw new Error(PUSH_UNSUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_DENIED);
  let subscription: PushSubscription;
  try {
    const registration = await navigator.serviceWorker.ready;
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
  } catch {
    throw new Error(PUSH_FAILED);
  }
  const json = subscription.toJSON();
  await api.post('/notifications/push-subscriptions', { endpoint: json.endpoint, keys: json.keys });
}

export async function stopPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/notifications/push-subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
