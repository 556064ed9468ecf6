// Subscriptions (manage_webhooks): list, create (the secret answered once), change, pause and
// resume, delete, each delivery's log and resend. Every change is audited; the secret never is.
import { sql } from 'drizzle-orm';
import type { WebhookCreateInput, WebhookCreated, WebhookDeliveryRow, WebhookRow, WebhookUpdateInput } from '@shared/webhooks';
import { audit, auditStatusChange } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { isoTextRaw, personJson, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict, HttpError, notFound } from '@server/http/errors';
import { warehouseScope } from '@server/http/guard';
import { checkWebhookUrl, type AddressPolicy } from './address-guard';
import { newSecret } from './signature';

export const WEBHOOK_NOT_FOUND = 'Webhook bulunamadı.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Webhook gönderimi bulunamadı.';
export const WEBHOOK_RESEND_BUSY = 'Bu gönderim zaten sırada; sonucunu bekleyin.';
export const WEBHOOK_EVERY_WAREHOUSE = "Webhook'lar tüm depoların olaylarını taşır; yalnızca tüm depolara erişen kullanıcılar yönetebilir.";
const LOG_SIZE = 100;

/**
 * Subscriptions carry every warehouse's events: a user limited to some warehouses may not manage
 * them. 409, not 403: the app ends a session on 403 (a refused token), and this user's token is fine.
 */
export function mustSeeEveryWarehouse(user: AuthUser): void {
  if (warehouseScope(user) !== null) throw conflict(WEBHOOK_EVERY_WAREHOUSE);
}

const ROW = sql.raw(`h.id, h.url, h.description, h.events, h.status, h.paused_reason,
  ${isoTextRaw('h.failing_since')} as failing_since, ${personJson('u')} as created_by, ${isoTextRaw('h.created_at')} as created_at`);

async function readRows(db: Db, id?: string): Promise<WebhookRow[]> {
  return queryRows<WebhookRow>(
    db,
    sql`select ${ROW} from webhooks h left join users u on u.id = h.created_by
        ${id ? sql`where h.id = ${id}::uuid` : sql``} order by h.created_at, h.id`,
  );
}

export const listWebhooks = (db: Db): Promise<WebhookRow[]> => readRows(db);

async function readOne(db: Db, id: string): Promise<WebhookRow> {
  const [row] = await readRows(db, id);
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

/** A text[] of event names (each already one of WEBHOOK_EVENTS, checked by the schema). */
const eventsArray = (events: readonly string[]) =>
  sql`array[${sql.join(
    events.map((e) => sql`${e}`),
    sql`, `,
  )}]::text[]`;

async function allowedUrl(url: string, policy: AddressPolicy): Promise<string> {
  const check = await checkWebhookUrl(url, policy);
  if (!check.ok) throw new HttpError(check.transient ? 503 : 400, check.message);
  return check.url.toString();
}

export async function createWebhook(db: Db, user: AuthUser, input: WebhookCreateInput, policy: AddressPolicy): Promise<WebhookCreated> {
  const url = await allowedUrl(input.url, policy);
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhooks (url, description, events, secret, created_by)
          values (${url}, ${input.description || null}, ${eventsArray(input.events)},
            ${secret}, ${user.id}::uuid) returning id`,
    );
    await audit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'webhooks',
      entityId: row!.id,
      after: { url, description: input.description || null, events: input.events },
    });
    return row!.id;
  });
  return { ...(await readOne(db, id)), secret };
}

/** What the audit keeps of a subscription (never its secret). */
const audited = (row: WebhookRow) => ({ url: row.url, description: row.description, events: row.events, status: row.status });

export async function updateWebhook(
  db: Db,
  user: AuthUser,
  id: string,
  input: WebhookUpdateInput,
  policy: AddressPolicy,
): Promise<WebhookRow> {
  const before = await readOne(db, id);
  const url = input.url === undefined ? before.url : await allowedUrl(input.url, policy);
  const events = input.events ?? before.events;
  const description = input.description === undefined ? before.description : input.description || null;
  const status = input.status ?? before.status;
  const resumed = before.status === 'paused' && status === 'active';
  await db.transaction(async (tx) => {
    await tx.execute(sql`update webhooks set url = ${url}, description = ${description},
      events = ${eventsArray(events)}, status = ${status},
      paused_reason = case when ${status} = 'paused' then coalesce(paused_reason, 'Yönetici tarafından duraklatıldı.') end,
      failing_since = case when ${resumed} then null else failing_since end, updated_at = now()
      where id = ${id}::uuid`);
    await audit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'webhooks',
      entityId: id,
      before: audited(before),
      after: { url, description, events, status },
    });
  });
  return readOne(db, id);
}

export async function deleteWebhook(db: Db, user: AuthUser, id: string): Promise<void> {
  const before = await readOne(db, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from webhooks where id = ${id}::uuid`);
    await audit(tx, {
      userId: user.id,
      action: 'delete',
      entity: 'webhooks',
      entityId: id,
      before: audited(before),
    });
  });
}

export async function webhookDeliveries(db: Db, id: string): Promise<WebhookDeliveryRow[]> {
  await readOne(db, id);
  return queryRows<WebhookDeliveryRow>(
    db,
    sql`select id, event, status, attempts, response_code, last_error, ${sql.raw(isoTextRaw('created_at'))} as created_at,
          ${sql.raw(isoTextRaw('last_attempt_at'))} as last_attempt_at, ${sql.raw(isoTextRaw('delivered_at'))} as delivered_at,
          ${sql.raw(isoTextRaw('not_before'))} as not_before
        from webhook_deliveries where webhook_id = ${id}::uuid order by created_at desc, id desc limit ${LOG_SIZE}`,
  );
}

/**
 * A delivery sent again, now, with its attempts counted afresh: the same row and `webhook-id`, so a
 * receiver that did get it can tell the copy. A row already waiting or on its way is left alone.
 */
export async function resendDelivery(db: Db, user: AuthUser, deliveryId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string; webhook_id: string }>(
      tx,
      sql`select status, webhook_id from webhook_deliveries where id = ${deliveryId}::uuid for update`,
    );
    if (!row) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND);
    if (row.status === 'waiting' || row.status === 'sending') throw conflict(WEBHOOK_RESEND_BUSY);
    await tx.execute(sql`update webhook_deliveries set status = 'waiting', attempts = 0, not_before = ${now.toISOString()}::timestamptz,
      lease_until = null where id = ${deliveryId}::uuid`);
    const after = { status: 'waiting', webhook_id: row.webhook_id };
    await auditStatusChange(tx, user.id, 'resend', { entity: 'webhook_deliveries', id: deliveryId, status: row.status }, after);
  });
}
