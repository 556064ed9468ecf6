// Each subscribed event reaches the receiver once, as its own type, with the facts a receiving
// system needs: a fault repaired, a transfer sent and received, a stock level at its minimum, a
// required check that ran out (the daily run, once however often it ticks). A subscription gets
// only the events it chose; an event nobody subscribed to writes nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { addDays, warehouseToday } from '@shared/local-day';
import type { WebhookCreated } from '@shared/webhooks';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, createEquipment, createUserWithPermissions, createWarehouse, createWorker } from '../helpers/fixtures';
import { startReceiver, verifyStandardWebhook, type WebhookReceiver } from '../helpers/webhook-receiver';

let t: TestServer;
let receiver: WebhookReceiver;
let hook: WebhookCreated;

beforeAll(async () => {
  receiver = await startReceiver('127.0.0.2');
  t = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.2' } });
  const res = await t.request<WebhookCreated>('POST', '/webhooks', {
    token: t.adminToken,
    body: {
      url: receiver.url,
      events: ['fault.repaired', 'transfer.sent', 'transfer.received', 'stock.low', 'check.expired', 'stocktake.closed'],
    },
  });
  expect(res.status).toBe(201);
  hook = res.body;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

type Body = { type: string; data: Record<string, unknown> };
/** What reached the receiver since `from`, each checked against the secret. */
async function sentSince(from: number, at = new Date()): Promise<Body[]> {
  await t.server.notifications.drain(at);
  const hits = receiver.hits.slice(from);
  for (const hit of hits) expect(verifyStandardWebhook(hook.secret, hit)).toBe(true);
  return hits.map((h) => JSON.parse(h.body) as Body);
}
const waitingRows = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from webhook_deliveries where status = 'waiting'`))[0]!.n;

describe('events', () => {
  it('a fault repaired is sent; the fault opened, not subscribed, writes nothing', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const from = receiver.hits.length;
    const report = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: t.adminToken,
      body: { warehouse_id: warehouse.id, equipment_id: item.id, issue: 'Kablo ezik' },
    });
    expect(report.status).toBe(201);
    expect(await waitingRows()).toBe(0);
    const repairer = await createUserWithPermissions(t, ['view_malfunctions', 'resolve_malfunction']);
    const assigned = await t.request('PUT', `/broken-equipment/${report.body.id}/assign`, {
      token: t.adminToken,
      body: { assigned_to: repairer.id },
    });
    expect(assigned.status).toBe(200);
    const completed = await t.request('PUT', `/broken-equipment/${report.body.id}/complete`, {
      token: t.adminToken,
      body: { status: 'repaired', repair_cost: 1250.5 },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const sent = await sentSince(from);
    expect(sent).toEqual([
      {
        type: 'fault.repaired',
        timestamp: expect.any(String),
        data: expect.objectContaining({ id: report.body.id, status: 'repaired', repair_cost: 1250.5 }),
      },
    ]);
  });

  it('a transfer sent and received are two events', async () => {
    const source = await createWarehouse(t);
    const target = await createWarehouse(t);
    const carrier = await createUserWithPermissions(t, ['view_transfers', 'complete_transfer']);
    const item = await createEquipment(t, { warehouse_id: source.id });
    const from = receiver.hits.length;
    const created = await t.request<{ id: string }>('POST', '/transfers', {
      token: t.adminToken,
      body: { equipment_id: item.id, from_warehouse_id: source.id, to_warehouse_id: target.id, assigned_to: carrier.id },
    });
    expect(created.status).toBe(201);
    expect((await t.request('PUT', `/transfers/${created.body.id}/complete`, { token: t.adminToken })).status).toBe(200);
    // Deliveries are independent (sent side by side): their order is not promised.
    const sent = (await sentSince(from)).sort((a, b) => a.type.localeCompare(b.type));
    expect(sent.map((b) => b.type)).toEqual(['transfer.received', 'transfer.sent']);
    expect(sent[0]!.data).toMatchObject({
      id: created.body.id,
      from_warehouse_id: source.id,
      to_warehouse_id: target.id,
      status: 'completed',
    });
  });

  it('a stock level falling to its minimum is sent once', async () => {
    const warehouse = await createWarehouse(t);
    const item = await t.request<{ id: string }>('POST', '/stock/items', {
      token: t.adminToken,
      body: { name: `Baret ${randomUUID().slice(0, 6)}`, kind: 'ppe', unit: 'adet', standard: 'EN 397', replacement_months: 24 },
    });
    expect(item.status).toBe(201);
    const level = { warehouse_id: warehouse.id, item_id: item.body.id, min_qty: 5, reorder_qty: 20 };
    expect((await t.request('PUT', '/stock/levels', { token: t.adminToken, body: level })).status).toBe(200);
    const receipt = await t.request('POST', '/stock/receipts', {
      token: t.adminToken,
      body: { warehouse_id: warehouse.id, supplier: 'Güven İSG Ltd.', lines: [{ item_id: item.body.id, quantity: 10, unit_price: 150 }] },
    });
    expect(receipt.status).toBe(201);
    const from = receiver.hits.length;
    for (const quantity of [6, 1]) {
      const issued = await t.request('POST', '/stock/issues', {
        token: t.adminToken,
        body: {
          id: randomUUID(),
          warehouse_id: warehouse.id,
          worker_id: (await createWorker(t)).id,
          signature: PNG_DATA_URL,
          lines: [{ item_id: item.body.id, quantity }],
        },
      });
      expect(issued.status).toBe(201);
    }
    const sent = await sentSince(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'stock.low',
      data: { warehouse_id: warehouse.id, item_id: item.body.id, on_hand: 4, min_qty: 5 },
    });
  });

  it('a required check that ran out yesterday is sent by the daily run, once', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const now = new Date();
    const yesterday = addDays(warehouseToday(now), -1);
    await t.database.db.execute(
      sql`update equipment set check_due = ${JSON.stringify([{ name: 'Yıllık muayene', due_on: yesterday, checked_on: null, failed: false }])}::jsonb
          where id = ${item.id}::uuid`,
    );
    const from = receiver.hits.length;
    await t.server.notifications.tick(now);
    await t.server.notifications.tick(now);
    const sent = await sentSince(from);
    expect(sent.filter((b) => b.type === 'check.expired' && b.data.equipment_id === item.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ name: 'Yıllık muayene', due_on: yesterday, warehouse_id: warehouse.id }) }),
    ]);
  });

  it('a count closed is sent with its counters, differences or none', async () => {
    const warehouse = await createWarehouse(t);
    await createEquipment(t, { warehouse_id: warehouse.id });
    const from = receiver.hits.length;
    const session = await t.request<{ id: string }>('POST', '/stocktakes', { token: t.adminToken, body: { warehouse_id: warehouse.id } });
    expect(session.status).toBe(201);
    expect((await t.request('POST', `/stocktakes/${session.body.id}/close`, { token: t.adminToken, body: {} })).status).toBe(200);
    const sent = await sentSince(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'stocktake.closed',
      data: { id: session.body.id, warehouse_id: warehouse.id, status: 'closed' },
    });
    expect(sent[0]!.data.counters).toEqual(expect.any(Object));
  });

  it('a webhook that cannot be written does not fail the event itself', async () => {
    const opened = await t.request<WebhookCreated>('POST', '/webhooks', {
      token: t.adminToken,
      body: { url: receiver.url, events: ['fault.opened'] },
    });
    expect(opened.status).toBe(201);
    const db = t.database.db;
    await db.execute(
      sql`create function refuse_delivery() returns trigger language plpgsql as $$ begin raise exception 'yazılamaz'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_delivery before insert on webhook_deliveries for each row execute function refuse_delivery()`,
    );
    try {
      const warehouse = await createWarehouse(t);
      const item = await createEquipment(t, { warehouse_id: warehouse.id });
      const report = await t.request<{ id: string }>('POST', '/broken-equipment', {
        token: t.adminToken,
        body: { warehouse_id: warehouse.id, equipment_id: item.id, issue: 'Tetik kırık' },
      });
      expect(report.status).toBe(201);
      const [row] = await queryRows<{ status: string }>(db, sql`select status from broken_equipment where id = ${report.body.id}::uuid`);
      expect(row?.status).toBe('pending');
    } finally {
      await db.execute(sql`drop trigger refuse_delivery on webhook_deliveries`);
      await db.execute(sql`drop function refuse_delivery()`);
      expect((await t.request('DELETE', `/webhooks/${opened.body.id}`, { token: t.adminToken })).status).toBe(200);
    }
  });
});
