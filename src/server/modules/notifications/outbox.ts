// Writing notifications inside the event's transaction: outbox rows (one per recipient and
// channel, keyed for idempotency) and the bell's row. Nothing here talks to the outside world:
// the sender does that after the commit (sender.ts).
import { sql } from 'drizzle-orm';
import type { Channel, NotificationEvent } from '@shared/notifications';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { composeMessage } from './compose';
import type { Notifier } from './settings';

export type Recipient = { userId: string } | { workerId: string };

export interface Delivery {
  /** Event, subject and recipient, without the channel: 'fault_assigned:<report>:<time>:u:<user>'. */
  key: string;
  event: NotificationEvent;
  to: Recipient;
  channels: readonly Channel[];
  link: string | null;
  /** The facts the message is written from; `subjects` (ids) are gathered when the same key is enqueued again. */
  payload: Record<string, unknown> & { subjects?: string[] };
  /** Earliest sending time (a hand-over receipt waits for the rest of its batch). */
  notBefore?: Date;
}

const recipientKey = (to: Recipient) => ('userId' in to ? `u:${to.userId}` : `w:${to.workerId}`);

/** The key of a delivery to `to`: `<base>:u:<id>` or `<base>:w:<id>`. */
export const deliveryKey = (base: string, to: Recipient): string => `${base}:${recipientKey(to)}`;

/** The bell's row: written now (no outside party), rewritten while its subjects grow, unread again when it changes. */
async function writeInApp(tx: Db | Tx, delivery: Delivery, userId: string): Promise<void> {
  const [current] = await queryRows<{ payload: { subjects?: string[] } }>(
    tx,
    sql`select payload from notifications where key = ${delivery.key}`,
  );
  const subjects = [...new Set([...(current?.payload.subjects ?? []), ...(delivery.payload.subjects ?? [])])];
  const payload = { ...delivery.payload, subjects };
  const message = await composeMessage(tx, { event: delivery.event, payload, link: delivery.link });
  await tx.execute(sql`insert into notifications (key, user_id, event, title, body, link, payload)
    values (${delivery.key}, ${userId}::uuid, ${delivery.event}, ${message.title}, ${message.body}, ${message.link}, ${JSON.stringify(payload)}::jsonb)
    on conflict (key) do update set title = excluded.title, body = excluded.body, link = excluded.link, payload = excluded.payload,
      read_at = case when notifications.body = excluded.body then notifications.read_at else null end`);
}

const MERGED_SUBJECTS = sql`(select coalesce(jsonb_agg(distinct x), '[]'::jsonb)
  from jsonb_array_elements(coalesce(notification_outbox.payload->'subjects', '[]'::jsonb) || coalesce(excluded.payload->'subjects', '[]'::jsonb)) x)`;

/**
 * One row per channel. Enqueued again with the same key: while the row still waits, its subjects
 * grow into the same message (a 20-item hand-over is one receipt); once it has left, new subjects
 * get a row of their own and the same subjects get nothing (a replay is no second receipt).
 */
export async function enqueue(n: Notifier, tx: Db | Tx, delivery: Delivery): Promise<void> {
  const userId = 'userId' in delivery.to ? delivery.to.userId : null;
  const workerId = 'workerId' in delivery.to ? delivery.to.workerId : null;
  const notBefore = delivery.notBefore ?? n.now();
  const subjects = delivery.payload.subjects ?? [];
  let queued = false;
  for (const channel of delivery.channels) {
    if (channel === 'in_app') {
      if (userId) await writeInApp(tx, delivery, userId);
      continue;
    }
    const key = `${delivery.key}:${channel}`;
    const payload = JSON.stringify(delivery.payload);
    const merged = await queryRows<{ id: string }>(
      tx,
      sql`insert into notification_outbox (key, event, channel, user_id, worker_id, link, payload, not_before)
          values (${key}, ${delivery.event}, ${channel}, ${userId}::uuid, ${workerId}::uuid, ${delivery.link}, ${payload}::jsonb, ${notBefore.toISOString()}::timestamptz)
          on conflict (key) do update set
            payload = notification_outbox.payload || jsonb_build_object('subjects', ${MERGED_SUBJECTS}),
            not_before = greatest(notification_outbox.not_before, excluded.not_before), updated_at = now()
          where notification_outbox.status = 'waiting'
          returning id`,
    );
    queued = true;
    if (merged.length > 0 || subjects.length === 0) continue;
    // The row has left already: subjects it did not carry go in a message of their own.
    const [sent] = await queryRows<{ subjects: string[] | null }>(
      tx,
      sql`select payload->'subjects' as subjects from notification_outbox where key = ${key}`,
    );
    const carried = new Set(sent?.subjects ?? []);
    const fresh = subjects.filter((s) => !carried.has(s));
    if (fresh.length === 0) continue;
    await tx.execute(sql`insert into notification_outbox (key, event, channel, user_id, worker_id, link, payload, not_before)
      values (${`${key}+${fresh[0]}`}, ${delivery.event}, ${channel}, ${userId}::uuid, ${workerId}::uuid, ${delivery.link},
        ${JSON.stringify({ ...delivery.payload, subjects: fresh })}::jsonb, ${notBefore.toISOString()}::timestamptz)
      on conflict (key) do nothing`);
  }
  if (queued) n.wake(notBefore);
}
