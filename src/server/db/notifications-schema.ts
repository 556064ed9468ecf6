// Reminders and notifications (docs/notifications.md): the outbox the sender delivers, the in-app
// inbox, each user's choices, push subscriptions, the server's VAPID keys, per-warehouse digest
// times and the record of scheduled runs that makes each of them happen once.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, warehouses, workers } from './schema';
import { createdAt, id, keyRef, optionalRef, requiredRef, stamp, ts, updatedAt } from './columns';

/**
 * One message to one recipient on one channel. `key` is the idempotency key: the event, its
 * subject and recipient and channel; a second enqueue of the same key changes nothing (or, while
 * the row still waits, adds its subjects to the same message).
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: id(),
    key: text('key').notNull(),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    user_id: optionalRef('user_id', () => users.id, 'cascade'),
    worker_id: optionalRef('worker_id', () => workers.id, 'cascade'),
    /** Where the message leads ('/field-equipment/…'). */
    link: text('link'),
    /** The facts the message is written from at send time (subject ids, counts, days). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** waiting | sending | sent | failed */
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    not_before: stamp('not_before'),
    lease_until: ts('lease_until'),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: ts('sent_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('notification_outbox_key').on(t.key),
    index('notification_outbox_due_idx')
      .on(t.not_before)
      .where(sql`status = 'waiting'`),
    index('notification_outbox_lease_idx')
      .on(t.lease_until)
      .where(sql`status = 'sending'`),
    index('notification_outbox_created_idx').on(t.created_at),
  ],
);

/** The bell's list: one row per user and event key, written in the event's transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    key: text('key').notNull(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** What the text was written from (its subjects grow while the same key is notified again). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
    read_at: ts('read_at'),
  },
  (t) => [uniqueIndex('notifications_key').on(t.key), index('notifications_user_idx').on(t.user_id, t.created_at)],
);

/** A user's choices; no row = the defaults (src/shared/notifications.ts). Minutes of the Istanbul day. */
export const notificationPreferences = pgTable('notification_preferences', {
  user_id: keyRef('user_id', () => users.id, 'cascade'),
  /** { event: [channel, …] } for the user's events. */
  channels: jsonb('channels').$type<Record<string, string[]>>().notNull(),
  quiet_start: smallint('quiet_start').notNull(),
  quiet_end: smallint('quiet_end').notNull(),
  updated_at: updatedAt(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_user_idx').on(t.user_id)],
);

/** Server-wide values made once and kept (the VAPID key pair). */
export const notificationKeys = pgTable('notification_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** A warehouse's digest time in minutes of the Istanbul day; no row = 08:00. */
export const warehouseDigestTimes = pgTable('warehouse_digest_times', {
  warehouse_id: keyRef('warehouse_id', () => warehouses.id, 'cascade'),
  minute: smallint('minute').notNull(),
});

/** Scheduled work done: ('scan' | 'digest@480', Istanbul day). Claimed in the work's own transaction. */
export const notificationRuns = pgTable(
  'notification_runs',
  {
    name: text('name').notNull(),
    day: text('day').notNull(),
    finished_at: stamp('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
