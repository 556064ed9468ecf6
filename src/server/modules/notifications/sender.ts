// The sender: takes due outbox rows (FOR UPDATE SKIP LOCKED, so processes side by side never take
// the same row), marks them `sending` with a lease and commits, sends each, and records the
// outcome row by row. A process killed mid-batch leaves its rows `sending`; when the lease runs
// out they wait again and the next pass sends them. Quiet hours move SMS and push to their end.
import { sql } from 'drizzle-orm';
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START, inQuietHours, type Channel } from '@shared/notifications';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import type { ChannelSender, OutboxRow, Recipient, SendResult } from './channels/types';
import { reasonOf } from './channels/types';
import { composeMessage } from './compose';
import { prefsFor } from './preferences';
import { istanbulMinute } from './scheduled';

/** Attempts before a transiently failing row is given up (about two hours of back-off in all). */
export const MAX_ATTEMPTS = 8;
export const LEASE_MS = 120_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 2 * 3600_000;

/** 30 s, 1 min, 2 min … at most 2 h after the n-th failed attempt. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export type Channels = Partial<Record<Channel, ChannelSender>>;

/** Channels that can send now; rows of the others stay waiting (the log says why). */
export function readyChannels(channels: Channels): Channel[] {
  return (Object.entries(channels) as Array<[Channel, ChannelSender]>).filter(([, c]) => c.unavailable() === null).map(([name]) => name);
}

async function recipientOf(db: Db, row: OutboxRow): Promise<Recipient> {
  const [r] = row.user_id
    ? await queryRows<Recipient>(
        db,
        sql`select email, phone, first_name || ' ' || last_name as name from users where id = ${row.user_id}::uuid`,
      )
    : await queryRows<Recipient>(
        db,
        sql`select null as email, phone, first_name || ' ' || last_name as name from workers where id = ${row.worker_id}::uuid`,
      );
  return r ?? { email: null, phone: null, name: '' };
}

/** The end of the recipient's quiet hours when `now` falls inside them (SMS and push only). */
async function quietUntil(db: Db, row: OutboxRow, now: Date): Promise<Date | null> {
  if (row.channel !== 'sms' && row.channel !== 'push') return null;
  const prefs = row.user_id ? (await prefsFor(db, [row.user_id])).get(row.user_id) : undefined;
  const start = prefs?.quietStart ?? DEFAULT_QUIET_START;
  const end = prefs?.quietEnd ?? DEFAULT_QUIET_END;
  const minute = istanbulMinute(now);
  if (!inQuietHours(minute, start, end)) return null;
  const wait = (end - minute + 24 * 60) % (24 * 60);
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + wait * 60_000);
}

async function record(db: Db, row: OutboxRow, result: SendResult, now: Date): Promise<void> {
  if (result.ok) {
    await db.execute(
      sql`update notification_outbox set status = 'sent', sent_at = ${now.toISOString()}::timestamptz, lease_until = null, last_error = null, updated_at = now() where id = ${row.id}::uuid`,
    );
    return;
  }
  if (!result.transient || row.attempts >= MAX_ATTEMPTS) {
    const reason = result.transient ? `${row.attempts} denemeden sonra vazgeçildi: ${result.reason}` : result.reason;
    await db.execute(
      sql`update notification_outbox set status = 'failed', lease_until = null, last_error = ${reason}, updated_at = now() where id = ${row.id}::uuid`,
    );
    return;
  }
  const next = new Date(now.getTime() + backoffMs(row.attempts));
  await db.execute(sql`update notification_outbox set status = 'waiting', lease_until = null, last_error = ${result.reason},
    not_before = ${next.toISOString()}::timestamptz, updated_at = now() where id = ${row.id}::uuid`);
}

/** Rows whose sender died (lease over) wait again. */
export async function releaseExpired(db: Db, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update notification_outbox set status = 'waiting', lease_until = null, updated_at = now()
        where status = 'sending' and lease_until < ${now.toISOString()}::timestamptz returning id`,
  );
  return rows.length;
}

export async function claim(db: Db, channels: readonly Channel[], now: Date, limit: number): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  return queryRows<OutboxRow>(
    db,
    sql`update notification_outbox o set status = 'sending', lease_until = ${lease}::timestamptz, attempts = o.attempts + 1, updated_at = now()
        where o.id in (
          select id from notification_outbox
          where status = 'waiting' and not_before <= ${now.toISOString()}::timestamptz
            and channel in (${sql.join(
              channels.map((c) => sql`${c}`),
              sql`, `,
            )})
          order by not_before, id limit ${limit} for update skip locked)
        returning o.id, o.key, o.event, o.channel, o.user_id, o.worker_id, o.payload, o.attempts, o.link`,
  );
}

/** Rows sent side by side: SMTP connections of the pool, gateway and push requests in flight. */
export const SEND_CONCURRENCY = 4;

async function deliver(db: Db, channels: Channels, row: OutboxRow, now: Date): Promise<void> {
  const quiet = await quietUntil(db, row, now);
  if (quiet) {
    await db.execute(sql`update notification_outbox set status = 'waiting', attempts = attempts - 1, lease_until = null,
      not_before = ${quiet.toISOString()}::timestamptz, last_error = 'Sessiz saatler: sabah gönderilecek.', updated_at = now() where id = ${row.id}::uuid`);
    return;
  }
  let result: SendResult;
  try {
    const message = await composeMessage(db, { event: row.event, payload: row.payload, link: row.link });
    result = await channels[row.channel as Channel]!.send(row, await recipientOf(db, row), message);
  } catch (error) {
    result = { ok: false, transient: true, reason: reasonOf(error) };
  }
  await record(db, row, result, now);
}

/** One pass: release dead leases, take up to `limit` due rows, send them (a few side by side). Returns how many were taken. */
export async function sendDue(db: Db, channels: Channels, now: Date, limit = 25): Promise<number> {
  await releaseExpired(db, now);
  const rows = await claim(db, readyChannels(channels), now, limit);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) await deliver(db, channels, rows[next++]!, now);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane));
  return rows.length;
}
