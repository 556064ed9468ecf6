// The one call each service makes inside its transaction when something happens that someone
// should hear about: who hears, on which channels, under which idempotency key. Nobody is told
// about what they did themselves.
import { sql } from 'drizzle-orm';
import { DIFFERENCE_OUTCOMES } from '@shared/schemas/stocktake';
import type { Channel, NotificationEvent } from '@shared/notifications';
import type { Db, Tx } from '@server/db/client';
import { queryRows, uuidList } from '@server/db/sql';
import { deliveryKey, enqueue } from './outbox';
import { channelsFor, prefsFor } from './preferences';
import { lowStockRecipients, warehouseStaff } from './recipients';
import { requestNotice } from './request-notices';
import type { Notifier } from './settings';
import { emitForEvent } from '../webhooks/emit';

export type NotifyEvent =
  | { kind: 'handover'; recordId: string; by: string }
  | { kind: 'returned'; returnBatchId: string; by: string }
  | { kind: 'fault_assigned'; reportId: string; by: string }
  | { kind: 'fault_repaired'; reportId: string; by: string }
  | { kind: 'transfer_sent'; transferId: string; by: string }
  | { kind: 'transfer_arrived'; transferId: string; by: string }
  | { kind: 'stocktake_closed'; sessionId: string; by: string }
  | { kind: 'stock_low'; warehouseId: string; itemId: string; since: Date; by: string }
  | { kind: 'request_new' | 'request_decided'; requestId: string; by: string };

/** Transfers made within the same two minutes by one person on one route are one notice. */
const TRANSFER_WINDOW_MS = 120_000;

async function hasPushDevice(tx: Db | Tx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`select distinct user_id from push_subscriptions where user_id in (${uuidList(userIds)})`,
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Staff notices: each user's chosen channels (push only with a device that allowed it). */
export async function notifyUsers(
  n: Notifier,
  tx: Db | Tx,
  userIds: readonly string[],
  base: {
    key: string;
    event: NotificationEvent;
    link: string | null;
    payload: Record<string, unknown> & { subjects?: string[] };
    notBefore?: Date;
  },
): Promise<void> {
  const unique = [...new Set(userIds)];
  const prefs = await prefsFor(tx, unique);
  const devices = await hasPushDevice(tx, unique);
  for (const userId of unique) {
    const channels: Channel[] = channelsFor(prefs.get(userId), base.event).filter((c) => c !== 'push' || devices.has(userId));
    if (channels.length === 0) continue;
    const to = { userId };
    await enqueue(n, tx, { ...base, key: deliveryKey(base.key, to), to, channels });
  }
}

/** A worker's SMS, while a gateway is configured. */
export async function notifyWorker(
  n: Notifier,
  tx: Db | Tx,
  workerId: string,
  base: { key: string; event: NotificationEvent; payload: Record<string, unknown> & { subjects?: string[] }; notBefore?: Date },
): Promise<void> {
  if (!n.settings.smsEnabled) return;
  const to = { workerId };
  await enqueue(n, tx, { ...base, key: deliveryKey(base.key, to), to, channels: ['sms'], link: null });
}

const others = (ids: ReadonlyArray<string | null>, by: string) => ids.filter((id): id is string => id !== null && id !== by);

export async function notify(n: Notifier, tx: Db | Tx, event: NotifyEvent): Promise<void> {
  const now = n.now();
  // Other systems' webhooks (docs/integration.md), delivered after the commit like the rest.
  if ((await emitForEvent(tx, event, now)) > 0) n.wake(now);
  switch (event.kind) {
    case 'handover': {
      const [r] = await queryRows<{ batch_id: string; worker_id: string }>(
        tx,
        sql`select batch_id, worker_id from field_equipment where id = ${event.recordId}::uuid`,
      );
      if (!r) return;
      const notBefore = new Date(now.getTime() + n.settings.batchWaitMs);
      await notifyWorker(n, tx, r.worker_id, {
        key: `handover_receipt:${r.batch_id}`,
        event: 'handover_receipt',
        payload: { batch_id: r.batch_id, worker_id: r.worker_id, subjects: [event.recordId] },
        notBefore,
      });
      return;
    }
    case 'returned': {
      const rows = await queryRows<{ id: string; worker_id: string; issued_by: string }>(
        tx,
        sql`select id, worker_id, issued_by from field_equipment where return_batch_id = ${event.returnBatchId}::uuid`,
      );
      const workerId = rows[0]?.worker_id;
      if (!workerId) return;
      // Items returned one by one under one return batch are one message, like a hand-over.
      const base = {
        key: `returned:${event.returnBatchId}`,
        event: 'returned' as const,
        payload: { return_batch_id: event.returnBatchId, worker_id: workerId, subjects: rows.map((r) => r.id) },
        notBefore: new Date(now.getTime() + n.settings.batchWaitMs),
      };
      await notifyWorker(n, tx, workerId, base);
      await notifyUsers(
        n,
        tx,
        others(
          rows.map((r) => r.issued_by),
          event.by,
        ),
        { ...base, link: '/field-equipment' },
      );
      return;
    }
    case 'fault_assigned':
    case 'fault_repaired': {
      const [r] = await queryRows<{ assigned_to: string | null; reported_by: string | null; at: string }>(
        tx,
        sql`select assigned_to, reported_by, extract(epoch from coalesce(${event.kind === 'fault_assigned' ? sql`assigned_at` : sql`resolved_at`}, now()))::bigint::text as at
            from broken_equipment where id = ${event.reportId}::uuid`,
      );
      if (!r) return;
      const assigned = event.kind === 'fault_assigned';
      const to = others([assigned ? r.assigned_to : r.reported_by], event.by);
      await notifyUsers(n, tx, to, {
        key: `${event.kind}:${event.reportId}:${r.at}`,
        event: event.kind,
        link: `/broken-equipment/${event.reportId}`,
        payload: { subjects: [event.reportId] },
      });
      return;
    }
    case 'transfer_sent':
    case 'transfer_arrived': {
      const [t] = await queryRows<{
        from_warehouse_id: string;
        to_warehouse_id: string;
        issuer_id: string;
        assigned_to: string;
        receiver_id: string | null;
      }>(
        tx,
        sql`select from_warehouse_id, to_warehouse_id, issuer_id, assigned_to, receiver_id from transfers where id = ${event.transferId}::uuid`,
      );
      if (!t) return;
      const window = Math.floor(now.getTime() / TRANSFER_WINDOW_MS);
      const sent = event.kind === 'transfer_sent';
      const to = others([sent ? t.assigned_to : t.issuer_id], event.by);
      await notifyUsers(n, tx, to, {
        key: `${event.kind}:${t.from_warehouse_id}:${t.to_warehouse_id}:${event.by}:${window}`,
        event: event.kind,
        link: `/transfers/${event.transferId}`,
        payload: { subjects: [event.transferId] },
        notBefore: new Date(now.getTime() + n.settings.batchWaitMs),
      });
      return;
    }
    case 'stocktake_closed': {
      const [session] = await queryRows<{ warehouse_id: string; counters: Record<string, number> | null }>(
        tx,
        sql`select warehouse_id, counters from stocktake_sessions where id = ${event.sessionId}::uuid`,
      );
      if (!session || !DIFFERENCE_OUTCOMES.some((o) => (session.counters?.[o] ?? 0) > 0)) return;
      const staff = await warehouseStaff(tx, [session.warehouse_id], 'manage_stocktake');
      await notifyUsers(
        n,
        tx,
        others(
          staff.map((s) => s.user_id),
          event.by,
        ),
        {
          key: `stocktake_differences:${event.sessionId}`,
          event: 'stocktake_differences',
          link: `/stocktakes/${event.sessionId}`,
          payload: { session_id: event.sessionId },
        },
      );
      return;
    }
    case 'stock_low': {
      // Once per crossing (docs/stock.md): the key names the moment the level fell to its minimum.
      // To the warehouse's chosen recipients, or its stock readers when none is chosen.
      const recipients = await lowStockRecipients(tx, [event.warehouseId]);
      await notifyUsers(n, tx, others(recipients.get(event.warehouseId) ?? [], event.by), {
        key: `stock_low:${event.warehouseId}:${event.itemId}:${event.since.getTime()}`,
        event: 'stock_low',
        link: `/stock?depo=${event.warehouseId}&azalan=1`,
        payload: { warehouse_id: event.warehouseId, item_id: event.itemId },
      });
      return;
    }
    case 'request_new':
    case 'request_decided': {
      const notice = await requestNotice(tx, event.kind, event.requestId);
      if (notice) await notifyUsers(n, tx, others(notice.to, event.by), notice);
      return;
    }
  }
}
