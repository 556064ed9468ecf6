// Webhook events are written in the event's own transaction, one delivery row per subscription
// that wants the event (a transactional outbox): a rolled-back request sends nothing, and the
// request pays one indexed read when nobody subscribed, one insert per subscription otherwise.
// The sender (sender.ts) delivers the rows after the commit, from the notification runtime.
import { sql, type SQL } from 'drizzle-orm';
import type { WebhookEvent } from '@shared/webhooks';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import type { NotifyEvent } from '../notifications/events';

/** The body every delivery carries (Standard Webhooks' payload shape). */
export interface WebhookBody {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Writes one waiting delivery per active subscription to `type`. `key` names the event itself, so
 * the same event written twice (a replay) is delivered once. Returns how many rows were written.
 * The writing runs in a savepoint: should it fail, the user's request goes on without the webhook
 * (the event itself is never refused for the sake of a subscriber).
 */
export async function emitWebhook(
  tx: Db | Tx,
  type: WebhookEvent,
  key: string | (() => Promise<string>),
  data: () => Promise<Record<string, unknown> | null>,
  at: Date,
): Promise<number> {
  const subscribers = await queryRows<{ id: string }>(tx, sql`select id from webhooks where status = 'active' and ${type} = any(events)`);
  if (subscribers.length === 0) return 0;
  try {
    return await tx.transaction(async (sp) => {
      const facts = await data();
      if (!facts) return 0;
      const body: WebhookBody = { type, timestamp: at.toISOString(), data: facts };
      const eventKey = typeof key === 'string' ? key : await key();
      const rows = await queryRows<{ id: string }>(
        sp,
        sql`insert into webhook_deliveries (webhook_id, event_key, event, body, not_before)
            select id, ${eventKey}, ${type}, ${JSON.stringify(body)}, ${at.toISOString()}::timestamptz from webhooks
            where status = 'active' and ${type} = any(events)
            on conflict (webhook_id, event_key) do nothing returning id`,
      );
      return rows.length;
    });
  } catch (error) {
    console.error(`[webhook] ${type} olayı yazılamadı`, error);
    return 0;
  }
}

/** Items of a return batch so far: a batch returned over two requests is two events (the second with every item). */
async function returnedCount(tx: Db | Tx, returnBatchId: string): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from field_equipment where return_batch_id = ${returnBatchId}::uuid`,
  );
  return r?.n ?? 0;
}

/** A webhook whose data is the one row `query` reads (none: nothing is sent). */
const emitRow = (tx: Db | Tx, type: WebhookEvent, key: string, query: SQL, at: Date) =>
  emitWebhook(tx, type, key, async () => (await queryRows<Record<string, unknown>>(tx, query))[0] ?? null, at);

const HANDOVER = (id: string) => sql`select f.id, f.batch_id, f.equipment_id, e.serial_number, e.model, f.worker_id,
  w.first_name as worker_first_name, w.last_name as worker_last_name, f.warehouse_id, f.due_date, f.issued_at
  from field_equipment f join equipment e on e.id = f.equipment_id join workers w on w.id = f.worker_id where f.id = ${id}::uuid`;

const FAULT = (id: string) => sql`select b.id, b.equipment_id, e.serial_number, e.model, b.warehouse_id, b.issue, b.status,
  b.repair_cost::float8 as repair_cost, b.created_at, b.resolved_at from broken_equipment b join equipment e on e.id = b.equipment_id where b.id = ${id}::uuid`;

const TRANSFER = (id: string) => sql`select t.id, t.equipment_id, e.serial_number, e.model, t.from_warehouse_id, t.to_warehouse_id,
  t.status, t.created_at, t.completed_at from transfers t join equipment e on e.id = t.equipment_id where t.id = ${id}::uuid`;

const STOCKTAKE = (id: string) =>
  sql`select id, warehouse_id, warehouse_name, status, started_at, closed_at, counters from stocktake_sessions where id = ${id}::uuid`;

const STOCK_LOW = (level: { warehouseId: string; itemId: string }) => sql`select l.warehouse_id, l.item_id, i.name as item_name,
  i.unit, l.on_hand::float8 as on_hand, l.min_qty::float8 as min_qty, l.reorder_qty::float8 as reorder_qty, l.low_since
  from stock_levels l join stock_items i on i.id = l.item_id where l.warehouse_id = ${level.warehouseId}::uuid and l.item_id = ${level.itemId}::uuid`;

/** The webhook side of a notification event (events.ts calls it first, for every event). */
export async function emitForEvent(tx: Db | Tx, event: NotifyEvent, at: Date): Promise<number> {
  switch (event.kind) {
    case 'handover':
      return emitRow(tx, 'handover.created', `handover:${event.recordId}`, HANDOVER(event.recordId), at);
    case 'returned':
      return emitWebhook(
        tx,
        'handover.returned',
        `returned:${event.returnBatchId}:${await returnedCount(tx, event.returnBatchId)}`,
        async () => {
          const items = await queryRows<Record<string, unknown> & { worker_id: string }>(
            tx,
            sql`select f.id, f.equipment_id, e.serial_number, e.model, f.worker_id, f.warehouse_id, f.return_condition, f.returned_at
            from field_equipment f join equipment e on e.id = f.equipment_id where f.return_batch_id = ${event.returnBatchId}::uuid order by e.serial_number`,
          );
          return items.length === 0 ? null : { return_batch_id: event.returnBatchId, worker_id: items[0]!.worker_id, items };
        },
        at,
      );
    case 'fault_repaired':
      return emitRow(tx, 'fault.repaired', `fault_repaired:${event.reportId}:${at.getTime()}`, FAULT(event.reportId), at);
    case 'transfer_sent':
    case 'transfer_arrived': {
      const type = event.kind === 'transfer_sent' ? 'transfer.sent' : 'transfer.received';
      return emitRow(tx, type, `${type}:${event.transferId}`, TRANSFER(event.transferId), at);
    }
    case 'stocktake_closed':
      return emitRow(tx, 'stocktake.closed', `stocktake_closed:${event.sessionId}`, STOCKTAKE(event.sessionId), at);
    case 'stock_low':
      return emitRow(tx, 'stock.low', `stock_low:${event.warehouseId}:${event.itemId}:${event.since.getTime()}`, STOCK_LOW(event), at);
    case 'fault_assigned':
    case 'request_new':
    case 'request_decided':
      return 0;
  }
}

/** A fault just reported (broken-equipment.service.ts), inside its transaction. */
export async function emitFaultOpened(tx: Db | Tx, reportId: string, at: Date): Promise<void> {
  await emitRow(tx, 'fault.opened', `fault_opened:${reportId}`, FAULT(reportId), at);
}

/**
 * Checks that ran out on the days before `day` (within a week, so a server that was down a few days
 * still tells): one event per item, check and due day, written by the daily tick.
 */
export async function emitExpiredChecks(tx: Db | Tx, day: string, at: Date): Promise<number> {
  const subscribers = await queryRows<{ id: string }>(
    tx,
    sql`select id from webhooks where status = 'active' and 'check.expired' = any(events)`,
  );
  if (subscribers.length === 0) return 0;
  const rows = await queryRows<{ equipment_id: string; name: string; due_on: string } & Record<string, unknown>>(
    tx,
    sql`select e.id as equipment_id, e.serial_number, e.model, e.warehouse_id, d.name, d.due_on::text as due_on, d.checked_on::text as checked_on
        from equipment e cross join lateral jsonb_to_recordset(e.check_due) as d(name text, due_on date, checked_on date, failed boolean)
        where e.check_due is not null and e.status <> 'scrapped' and d.due_on < ${day}::date and d.due_on >= ${day}::date - 7`,
  );
  let written = 0;
  for (const r of rows) {
    written += await emitWebhook(tx, 'check.expired', `check_expired:${r.equipment_id}:${r.name}:${r.due_on}`, async () => r, at);
  }
  return written;
}
