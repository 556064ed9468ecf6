// The webhook sender, run by the notification runtime's loop and its job-queue tick (runtime.ts):
// takes due deliveries of active subscriptions (FOR UPDATE SKIP LOCKED, with a lease, like the
// notification outbox), signs and posts each, records the outcome. A transient failure waits with
// exponential back-off; a refusal (4xx other than 408/429, an address the guard refuses) fails at
// once. A subscription whose deliveries have failed for a day is paused and its creator told.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import type { AddressPolicy } from './address-guard';
import { postWebhook, type PostResult } from './post';
import { signedHeaders } from './signature';

/** Attempts in all (the first and eight retries): 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 14 h apart: just over a day, so the last one pauses a dead subscription. */
export const WEBHOOK_MAX_ATTEMPTS = 9;
const BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 14 * 3_600_000];
export const WEBHOOK_LEASE_MS = 120_000;
/** A subscription failing this long (no delivery since its first failure) is paused. */
export const PAUSE_AFTER_MS = 24 * 3_600_000;
const SEND_CONCURRENCY = 4;

export function webhookBackoffMs(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1]!;
}

interface DueDelivery {
  id: string;
  webhook_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

export interface WebhookSenderContext {
  policy: AddressPolicy;
  /** Told when a subscription is paused (the creator's notification, runtime.ts). */
  onPaused: (webhookId: string, now: Date) => Promise<void>;
  timeoutMs?: number;
}

async function claim(db: Db, now: Date, limit: number): Promise<DueDelivery[]> {
  const at = now.toISOString();
  await db.execute(sql`update webhook_deliveries set status = 'waiting', lease_until = null
    where status = 'sending' and lease_until < ${at}::timestamptz`);
  const lease = new Date(now.getTime() + WEBHOOK_LEASE_MS).toISOString();
  return queryRows<DueDelivery>(
    db,
    sql`with taken as (
          update webhook_deliveries d set status = 'sending', lease_until = ${lease}::timestamptz, attempts = d.attempts + 1
          where d.id in (
            select x.id from webhook_deliveries x join webhooks h on h.id = x.webhook_id
            where x.status = 'waiting' and x.not_before <= ${at}::timestamptz and h.status = 'active'
            order by x.not_before, x.id limit ${limit} for update of x skip locked)
          returning d.id, d.webhook_id, d.body, d.attempts)
        select t.id, t.webhook_id, t.body, t.attempts, h.url, h.secret from taken t join webhooks h on h.id = t.webhook_id`,
  );
}

async function record(db: Db, ctx: WebhookSenderContext, row: DueDelivery, result: PostResult, now: Date): Promise<void> {
  const at = now.toISOString();
  if (result.ok) {
    await db.execute(sql`update webhook_deliveries set status = 'delivered', lease_until = null, response_code = ${result.status},
      last_error = null, last_attempt_at = ${at}::timestamptz, delivered_at = ${at}::timestamptz where id = ${row.id}::uuid`);
    await db.execute(sql`update webhooks set failing_since = null where id = ${row.webhook_id}::uuid and failing_since is not null`);
    return;
  }
  const retry = result.transient && row.attempts < WEBHOOK_MAX_ATTEMPTS;
  const reason = result.transient && !retry ? `${row.attempts} denemeden sonra vazgeçildi: ${result.reason}` : result.reason;
  const next = retry ? new Date(now.getTime() + webhookBackoffMs(row.attempts)).toISOString() : null;
  await db.execute(sql`update webhook_deliveries set status = ${retry ? 'waiting' : 'failed'}, lease_until = null,
    response_code = ${result.status}, last_error = ${reason}, last_attempt_at = ${at}::timestamptz,
    not_before = coalesce(${next}::timestamptz, not_before) where id = ${row.id}::uuid`);
  const [paused] = await queryRows<{ id: string }>(
    db,
    sql`update webhooks set failing_since = coalesce(failing_since, ${at}::timestamptz),
          status = case when failing_since <= ${new Date(now.getTime() - PAUSE_AFTER_MS).toISOString()}::timestamptz then 'paused' else status end,
          paused_reason = case when failing_since <= ${new Date(now.getTime() - PAUSE_AFTER_MS).toISOString()}::timestamptz
            then 'Bir gündür gönderilemediği için otomatik olarak duraklatıldı.' else paused_reason end,
          updated_at = now()
        where id = ${row.webhook_id}::uuid and status = 'active'
        returning case when status = 'paused' then id end as id`,
  );
  if (paused?.id) await ctx.onPaused(paused.id, now);
}

async function deliver(db: Db, ctx: WebhookSenderContext, row: DueDelivery, now: Date): Promise<void> {
  const headers = signedHeaders(row.secret, row.id, now, row.body);
  const result = await postWebhook(row.url, ctx.policy, headers, row.body, ctx.timeoutMs);
  await record(db, ctx, row, result, now);
}

/** One pass: up to `limit` due deliveries, a few side by side. Returns how many were taken. */
export async function sendDueWebhooks(db: Db, ctx: WebhookSenderContext, now: Date, limit = 25): Promise<number> {
  const rows = await claim(db, now, limit);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) await deliver(db, ctx, rows[next++]!, now);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane));
  return rows.length;
}
