// The user's own side: the bell's list and count, read marks, preferences, push devices.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationItem, NotificationList, PreferencesAnswer, PushSubscriptionInput } from '@shared/notifications';
import type { Db } from '@server/db/client';
import { notifications, pushSubscriptions } from '@server/db/notifications-schema';
import type { ServerConfig } from '@server/env';
import { prefsAnswer, prefsFor } from './preferences';
import { readVapidKeys } from './vapid';

export const LIST_SIZE = 50;

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(LIST_SIZE);
  const items: NotificationItem[] = rows.map((r) => ({
    id: r.id,
    event: r.event as NotificationItem['event'],
    title: r.title,
    body: r.body,
    link: r.link,
    created_at: r.created_at.toISOString(),
    read_at: r.read_at?.toISOString() ?? null,
  }));
  return { items, unread: await unreadCount(db, userId) };
}

/** Marks one (or, without an id, every) notification of the user read. Another user's id changes nothing. */
export async function markRead(db: Db, now: Date, userId: string, id?: string): Promise<number> {
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), id ? eq(notifications.id, id) : undefined));
  return unreadCount(db, userId);
}

export async function preferencesAnswer(db: Db, config: ServerConfig, userId: string): Promise<PreferencesAnswer> {
  const prefs = (await prefsFor(db, [userId])).get(userId);
  const [devices] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
  return {
    ...prefsAnswer(prefs),
    available: { email: config.notifications.email.url !== undefined, push: true, sms: config.notifications.sms !== undefined },
    vapid_public_key: (await readVapidKeys(db)).publicKey,
    push_devices: devices?.n ?? 0,
  };
}

/** A device that allowed push; the same endpoint again (another user signing in on it) moves to this user. */
export async function savePushSubscription(db: Db, userId: string, input: PushSubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth } });
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
