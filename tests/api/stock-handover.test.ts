// Stock lines in the serial hand-over (docs/stock.md "In the hand-over"): signed once with a serial
// item, they land as a stock issue of the item's warehouse on the same worker with the same signature
// in the same transaction, print on the hand-over's paper, are refused in place beyond the stock
// online (nothing of the request lands) and land offline with the shortfall flagged.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function stocked(warehouseId: string, quantity: number, extra: Row = {}) {
  const item = await t.request<Row>('POST', '/stock/items', {
    token: t.adminToken,
    body: { name: `Baret ${randomUUID().slice(0, 6)}`, kind: 'ppe', unit: 'adet', standard: 'EN 397', replacement_months: 12, ...extra },
  });
  expect(item.status).toBe(201);
  const receipt = await t.request('POST', '/stock/receipts', {
    token: t.adminToken,
    body: { warehouse_id: warehouseId, supplier: 'Güven İSG', lines: [{ item_id: item.body.id, quantity, unit_price: 10 }] },
  });
  expect(receipt.status).toBe(201);
  return item.body;
}
async function onHand(warehouseId: string, itemId: string): Promise<number> {
  const levels = await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${warehouseId}`, { token: t.adminToken });
  return levels.body.find((l) => l.id === itemId)!.on_hand;
}
const handOver = (body: Row, options: { token?: string; key?: string; immediate?: boolean } = {}) =>
  t.request<Row>('POST', '/field-equipment', {
    token: options.token ?? t.adminToken,
    body: { team_leader_id: null, signature: PNG_DATA_URL, ...body },
    headers: {
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
      ...(options.immediate ? { 'X-Outbox-Send': 'immediate' } : {}),
    },
  });

describe('stock lines in the hand-over', () => {
  it('land as a stock issue on the same worker and signature, and print on the paper', async () => {
    const wh = await createWarehouse(t);
    const drill = await createEquipment(t, { warehouse_id: wh.id });
    const worker = await createWorker(t);
    const [helmet, gloves] = [
      await stocked(wh.id, 5),
      await stocked(wh.id, 10, { name: `Eldiven ${randomUUID().slice(0, 6)}`, unit: 'çift' }),
    ];
    const stockId = randomUUID();
    const res = await handOver({
      equipment_id: drill.id,
      worker_id: worker.id,
      batch_id: randomUUID(),
      stock: {
        id: stockId,
        ppe_briefed: true,
        lines: [
          { item_id: helmet.id, quantity: 1 },
          { item_id: gloves.id, quantity: 2 },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.stock_issue).toMatchObject({ id: stockId, shortfalls: [] });
    expect(res.body.stock_issue.document.number).toMatch(/^KKD-\d{4}-\d{6}$/);
    expect(await onHand(wh.id, helmet.id)).toBe(4);
    expect(await onHand(wh.id, gloves.id)).toBe(8);

    const [issue] = await queryRows<Row>(
      t.database.db,
      sql`select si.worker_id, si.warehouse_id, si.signature, si.handover_batch_id, f.batch_id, f.signature as handover_signature
          from stock_issues si join field_equipment f on f.id = ${res.body.id}::uuid where si.id = ${stockId}::uuid`,
    );
    expect(issue).toMatchObject({ worker_id: worker.id, warehouse_id: wh.id, handover_batch_id: res.body.batch_id });
    expect(issue!.signature).toBe(issue!.handover_signature);

    // The hand-over's paper reads them (and the PPE card shows them).
    const detail = await t.request<Row>('GET', `/field-equipment/${res.body.id}`, { token: t.adminToken });
    expect(detail.body.stock_issue).toMatchObject({ id: stockId, ppe_briefed: true });
    expect(detail.body.stock_issue.lines.map((l: Row) => [l.name, l.quantity, l.standard])).toEqual(
      expect.arrayContaining([
        [helmet.name, 1, 'EN 397'],
        [gloves.name, 2, 'EN 397'],
      ]),
    );
    const card = await t.request<Row[]>('GET', `/stock/workers/${worker.id}/ppe`, { token: t.adminToken });
    expect(card.body.map((l) => l.item_id ?? l.id)).toEqual(expect.arrayContaining([helmet.id, gloves.id]));
    // A hand-over without stock lines has none.
    const plain = await handOver({ equipment_id: (await createEquipment(t, { warehouse_id: wh.id })).id, worker_id: worker.id });
    expect((await t.request<Row>('GET', `/field-equipment/${plain.body.id}`, { token: t.adminToken })).body.stock_issue).toBeNull();
  });

  it('online, beyond the stock is refused with the reason and nothing of the request lands', async () => {
    const wh = await createWarehouse(t);
    const drill = await createEquipment(t, { warehouse_id: wh.id });
    const worker = await createWorker(t);
    const helmet = await stocked(wh.id, 1);
    const res = await handOver({
      equipment_id: drill.id,
      worker_id: worker.id,
      stock: { id: randomUUID(), lines: [{ item_id: helmet.id, quantity: 3 }] },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('Yetersiz stok');
    // The outbox's immediate send of the open form is refused in place too.
    const immediate = await handOver(
      { equipment_id: drill.id, worker_id: worker.id, stock: { id: randomUUID(), lines: [{ item_id: helmet.id, quantity: 3 }] } },
      { key: randomUUID(), immediate: true },
    );
    expect(immediate.status).toBe(409);
    expect(await onHand(wh.id, helmet.id)).toBe(1);
    const [item] = await queryRows<Row>(t.database.db, sql`select status from equipment where id = ${drill.id}::uuid`);
    expect(item!.status).toBe('available');
  });

  it('offline, lands beyond the stock once, the shortfall flagged for the storekeeper', async () => {
    const wh = await createWarehouse(t);
    const drill = await createEquipment(t, { warehouse_id: wh.id });
    const worker = await createWorker(t);
    const helmet = await stocked(wh.id, 1);
    const body = {
      equipment_id: drill.id,
      worker_id: worker.id,
      stock: { id: randomUUID(), offline: true, lines: [{ item_id: helmet.id, quantity: 3 }] },
    };
    // Offline needs its Idempotency-Key (it is sent once through the outbox).
    expect((await handOver(body)).status).toBe(400);
    const key = randomUUID();
    const res = await handOver(body, { key });
    expect(res.status).toBe(201);
    expect(res.body.stock_issue.shortfalls).toEqual([expect.objectContaining({ item_id: helmet.id, shortfall: 2 })]);
    expect((await handOver(body, { key })).status).toBe(201); // the replay answers what was stored
    expect(await onHand(wh.id, helmet.id)).toBe(-2);
    // A queued entry replayed (keyed, without the immediate mark) lands the same way, offline or not said.
    const replayed = await handOver(
      {
        equipment_id: (await createEquipment(t, { warehouse_id: wh.id })).id,
        worker_id: worker.id,
        stock: { id: randomUUID(), lines: [{ item_id: helmet.id, quantity: 1 }] },
      },
      { key: randomUUID() },
    );
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(201);
    expect(replayed.body.stock_issue.shortfalls).toEqual([expect.objectContaining({ shortfall: 1 })]);
    expect(await onHand(wh.id, helmet.id)).toBe(-3);
    const open = await t.request<Row[]>('GET', `/stock/shortfalls?open=true&warehouse_id=${wh.id}`, { token: t.adminToken });
    expect(open.body.map((s) => s.item_id ?? s.item?.id)).toEqual([helmet.id, helmet.id]);
  });

  it('needs issue_stock for stock lines; without them the hand-over is as before', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const helmet = await stocked(wh.id, 5);
    const supervisor = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [wh.id] });
    const refused = await handOver(
      {
        equipment_id: (await createEquipment(t, { warehouse_id: wh.id })).id,
        worker_id: worker.id,
        stock: { id: randomUUID(), lines: [{ item_id: helmet.id, quantity: 1 }] },
      },
      { token: supervisor.token },
    );
    expect(refused.status).toBe(403);
    const bad = await handOver({
      equipment_id: (await createEquipment(t, { warehouse_id: wh.id })).id,
      worker_id: worker.id,
      stock: { id: randomUUID(), lines: [] },
    });
    expect(bad.status).toBe(400);
    expect(await onHand(wh.id, helmet.id)).toBe(5);
  });
});
