// The administrator's side: the delivery log (sent, failed and why, waiting and why), resend, and
// each warehouse's digest time.
import { sql, type SQL } from 'drizzle-orm';
import { NOT_FOUND } from '@shared/not-found';
import {
  DEFAULT_DIGEST_MINUTE,
  OUTBOX_STATUSES,
  minuteText,
  parseMinute,
  type Channel,
  type DeliveryLog,
  type DeliveryRow,
  type OutboxStatus,
} from '@shared/notifications';
import { sortByName } from '@shared/collation';
import type { Db } from '@server/db/client';
import { idsIn, isoTextRaw, queryRows } from '@server/db/sql';
import type { ServerConfig } from '@server/env';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';
import { inScope, warehouseScope } from '@server/http/guard';
import { emailChannel } from './channels/email';
import { smsChannel } from './channels/sms';
import type { Notifier } from './settings';

export const DELIVERY_NOT_FOUND = 'Gönderim kaydı bulunamadı.';
export const RESEND_ONLY_FAILED = 'Yalnızca başarısız gönderimler yeniden gönderilebilir.';
const LOG_SIZE = 200;

export function channelNotes(config: ServerConfig): DeliveryLog['channel_notes'] {
  const notes: DeliveryLog['channel_notes'] = {};
  const email = emailChannel(config.notifications).unavailable();
  if (email) notes.email = email;
  const sms = smsChannel(config.notifications.sms, '').unavailable();
  if (sms) notes.sms = `${sms} İşçilere SMS yazılmıyor.`;
  return notes;
}

/**
 * The outbox rows an administrator limited to some warehouses may see (issue 42): a user's only when
 * that user is limited to some of the same warehouses and to no other (the rule users.service.ts
 * keeps for managing users); a worker's only when a hand-over it is about lies in one of them.
 * Undefined for an administrator of every warehouse.
 */
function outboxScopeSql(user: AuthUser): SQL | undefined {
  const scope = warehouseScope(user);
  if (scope === null) return undefined;
  return sql`((o.user_id is not null
      and exists (select 1 from user_warehouses uw where uw.user_id = o.user_id)
      and not exists (select 1 from user_warehouses uw where uw.user_id = o.user_id and not ${idsIn(sql`uw.warehouse_id`, scope)}))
    or (o.worker_id is not null and exists (select 1 from field_equipment f
      where f.id::text in (select jsonb_array_elements_text(case when jsonb_typeof(o.payload->'subjects') = 'array' then o.payload->'subjects' else '[]'::jsonb end))
        and ${idsIn(sql`f.warehouse_id`, scope)})))`;
}

export async function deliveryLog(
  db: Db,
  config: ServerConfig,
  user: AuthUser,
  filter: { status?: OutboxStatus; channel?: Channel },
): Promise<DeliveryLog> {
  const scoped = outboxScopeSql(user);
  const where = [
    scoped,
    filter.status ? sql`o.status = ${filter.status}` : undefined,
    filter.channel ? sql`o.channel = ${filter.channel}` : undefined,
  ].filter((w) => w !== undefined);
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select o.id, o.event, o.channel, o.status, o.attempts, o.last_error,
          coalesce(u.first_name || ' ' || u.last_name, w.first_name || ' ' || w.last_name, '-') as recipient,
          case when u.id is not null then u.email when w.id is not null then '+90' || w.phone end as address,
          ${sql.raw(isoTextRaw('o.created_at'))} as created_at, ${sql.raw(isoTextRaw('o.sent_at'))} as sent_at, ${sql.raw(isoTextRaw('o.not_before'))} as not_before
        from notification_outbox o left join users u on u.id = o.user_id left join workers w on w.id = o.worker_id
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by o.created_at desc, o.id desc limit ${LOG_SIZE}`,
  );
  const countRows = await queryRows<{ status: OutboxStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from notification_outbox o ${scoped ? sql`where ${scoped}` : sql``} group by status`,
  );
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const r of countRows) counts[r.status] = r.n;
  return { rows, channel_notes: channelNotes(config), counts };
}

/**
 * A failed row waits again, now, with its attempts reset: the same row and key, so it is delivered
 * once more at most and never as a second copy beside the first.
 */
export async function resend(n: Notifier, db: Db, user: AuthUser, id: string): Promise<void> {
  const now = n.now();
  const scoped = outboxScopeSql(user);
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from notification_outbox o where id = ${id}::uuid ${scoped ? sql`and ${scoped}` : sql``}`,
  );
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  if (row.status !== 'failed') throw conflict(RESEND_ONLY_FAILED);
  await db.execute(sql`update notification_outbox set status = 'waiting', attempts = 0, not_before = ${now.toISOString()}::timestamptz,
    last_error = null, updated_at = now() where id = ${id}::uuid and status = 'failed'`);
  n.wake(now);
}

export interface DigestTimeRow {
  warehouse_id: string;
  name: string;
  time: string;
}

/** The digest times of the warehouses `user` may reach. */
export async function digestTimes(db: Db, user: AuthUser): Promise<DigestTimeRow[]> {
  const scope = warehouseScope(user);
  const rows = await queryRows<{ warehouse_id: string; name: string; minute: number | null }>(
    db,
    sql`select w.id as warehouse_id, w.name, t.minute from warehouses w left join warehouse_digest_times t on t.warehouse_id = w.id
      ${scope ? sql`where ${idsIn(sql`w.id`, scope)}` : sql``}`,
  );
  return sortByName(rows).map((r) => ({ warehouse_id: r.warehouse_id, name: r.name, time: minuteText(r.minute ?? DEFAULT_DIGEST_MINUTE) }));
}

export async function setDigestTime(db: Db, user: AuthUser, warehouseId: string, time: string): Promise<void> {
  const minute = parseMinute(time)!;
  const [w] = await queryRows<{ id: string }>(db, sql`select id from warehouses where id = ${warehouseId}::uuid`);
  // Another warehouse than the user's is as unknown as a missing one.
  if (!w || !inScope(user, w.id)) throw notFound(NOT_FOUND.warehouse);
  await db.execute(sql`insert into warehouse_digest_times (warehouse_id, minute) values (${warehouseId}::uuid, ${minute})
    on conflict (warehouse_id) do update set minute = excluded.minute`);
}
