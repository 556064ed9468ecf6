// Stock lines of a count with more than one counter and after the close (docs/stock.md "In the
// stocktake"): each counter's number is kept apart and the item's figure is their sum; a counter's
// number sent again replaces only their own; a number that reaches the server after the close is
// stored as late and, once the differences were settled, settles as a further correction without
// touching the movements already written.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
const admin = () => ({ token: t.adminToken });
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function stocked(warehouseId: string, quantity: number) {
  const item = await t.request<Row>('POST', '/stock/items', {
    ...admin(),
    body: { name: `İş Eldiveni ${randomUUID().slice(0, 6)}`, kind: 'ppe', unit: 'çift' },
  });
  expect(item.status).toBe(201);
  const receipt = await t.request('POST', '/stock/receipts', {
    ...admin(),
    body: { warehouse_id: warehouseId, supplier: 'Tedarikçi', lines: [{ item_id: item.body.id, quantity, unit_price: 4 }] },
  });
  expect(receipt.status).toBe(201);
  return item.body;
}
const count = (sessionId: string, itemId: string, counted: number, token: string) =>
  t.request<Row>('PUT', `/stocktakes/${sessionId}/stock-counts`, { token, body: { item_id: itemId, counted } });
const lines = async (sessionId: string, token = t.adminToken) =>
  (await t.request<Row[]>('GET', `/stocktakes/${sessionId}/stock-counts`, { token })).body;
const settle = (sessionId: string) => t.request<Row[]>('POST', `/stocktakes/${sessionId}/stock-counts/settle`, admin());
const onHand = async (warehouseId: string, itemId: string) =>
  (await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${warehouseId}`, admin())).body.find((l) => l.id === itemId)!.on_hand;
const corrections = async (warehouseId: string) =>
  (
    await queryRows<{ item_id: string; delta: number }>(
      t.database.db,
      sql`select item_id, delta::float8 as delta from stock_movements
          where warehouse_id = ${warehouseId}::uuid and kind = 'count_correction' order by created_at`,
    )
  ).map((m) => [m.item_id, m.delta]);
/** The count-correction movements' ids, oldest first: a line names the last one written for its item. */
const correctionIds = async (warehouseId: string) =>
  (
    await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from stock_movements where warehouse_id = ${warehouseId}::uuid and kind = 'count_correction' order by created_at`,
    )
  ).map((m) => m.id);

async function counters(warehouseId: string) {
  const ayse = await createUserWithPermissions(t, ['manage_stocktake'], {
    warehouseIds: [warehouseId],
    firstName: 'Ayşe',
    lastName: 'Kaya',
  });
  const mehmet = await createUserWithPermissions(t, ['manage_stocktake'], {
    warehouseIds: [warehouseId],
    firstName: 'Mehmet',
    lastName: 'Demir',
  });
  return { ayse, mehmet };
}

describe('stock lines of a count, per counter', () => {
  it("adds up two counters' numbers; each one sent again replaces only their own", async () => {
    const wh = await createWarehouse(t);
    const gloves = await stocked(wh.id, 10);
    const { ayse, mehmet } = await counters(wh.id);
    const session = (await t.request<Row>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } })).body;

    expect((await count(session.id, gloves.id, 3, ayse.token)).body).toMatchObject({ counted: 3, mine: 3, expected: 10 });
    const both = await count(session.id, gloves.id, 4, mehmet.token);
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ counted: 7, mine: 4, difference: -3, late: false });
    expect(both.body.counters.map((c: Row) => [c.counted_by.first_name, c.counted])).toEqual([
      ['Ayşe', 3],
      ['Mehmet', 4],
    ]);
    // Ayşe counts her shelf again: her number is replaced, Mehmet's stays.
    expect((await count(session.id, gloves.id, 5, ayse.token)).body).toMatchObject({ counted: 9, mine: 5 });
    const [line] = await lines(session.id, mehmet.token);
    expect(line).toMatchObject({ counted: 9, mine: 4, difference: -1 });
    expect(line!.counters.map((c: Row) => c.counted).sort()).toEqual([4, 5]);
    // The admin counted nothing of it.
    expect((await lines(session.id))[0]!.mine).toBeNull();

    expect((await t.request('POST', `/stocktakes/${session.id}/close`, { ...admin(), body: {} })).status).toBe(200);
    const settled = await settle(session.id);
    expect(settled.status).toBe(200);
    expect(settled.body[0]).toMatchObject({ counted: 9, corrected: -1 });
    expect(settled.body[0]!.settled_at).toBeTruthy();
    expect(await corrections(wh.id)).toEqual([[gloves.id, -1]]);
    expect(await onHand(wh.id, gloves.id)).toBe(9);
  });
});

describe('stock lines of a count that arrive after the close', () => {
  it('are stored as late and counted in when the differences are settled after them', async () => {
    const wh = await createWarehouse(t);
    const [boots, helmets] = [await stocked(wh.id, 8), await stocked(wh.id, 5)];
    const { ayse, mehmet } = await counters(wh.id);
    const session = (await t.request<Row>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } })).body;
    expect((await count(session.id, boots.id, 6, ayse.token)).status).toBe(200);
    expect((await t.request('POST', `/stocktakes/${session.id}/close`, { ...admin(), body: {} })).status).toBe(200);

    // Two helmets leave after the close; Mehmet's tablet, offline meanwhile, sends his count of them.
    const worker = await createWorker(t);
    const issue = {
      id: randomUUID(),
      warehouse_id: wh.id,
      worker_id: worker.id,
      signature: PNG_DATA_URL,
      lines: [{ item_id: helmets.id, quantity: 2 }],
    };
    expect((await t.request('POST', '/stock/issues', { ...admin(), body: issue })).status).toBe(201);
    const late = await count(session.id, helmets.id, 4, mehmet.token);
    expect(late.status).toBe(200);
    // The books at the close (5), not today's (3): the count's difference is −1.
    expect(late.body).toMatchObject({ counted: 4, expected: 5, difference: -1, late: true, settled_at: null });
    expect(late.body.counters).toEqual([expect.objectContaining({ counted: 4, late: true })]);

    expect((await settle(session.id)).status).toBe(200);
    expect((await corrections(wh.id)).sort()).toEqual(
      [
        [boots.id, -2],
        [helmets.id, -1],
      ].sort(),
    );
    expect(await onHand(wh.id, helmets.id)).toBe(2);
  });

  it('after the settling: kept, shown open, and settled again as a further correction only', async () => {
    const wh = await createWarehouse(t);
    const gloves = await stocked(wh.id, 10);
    const { ayse, mehmet } = await counters(wh.id);
    const session = (await t.request<Row>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } })).body;
    expect((await count(session.id, gloves.id, 7, ayse.token)).status).toBe(200);
    expect((await t.request('POST', `/stocktakes/${session.id}/close`, { ...admin(), body: {} })).status).toBe(200);
    expect((await settle(session.id)).status).toBe(200);
    expect(await onHand(wh.id, gloves.id)).toBe(7);
    const [first] = await corrections(wh.id);
    expect(first).toEqual([gloves.id, -3]);
    const [firstId] = await correctionIds(wh.id);
    expect((await lines(session.id))[0]).toMatchObject({ movement_id: firstId, corrected: -3 });

    // Ayşe's outbox sends her number again (its answer was lost): nothing changes.
    expect((await count(session.id, gloves.id, 7, ayse.token)).body).toMatchObject({ late: false, corrected: -3 });
    expect((await lines(session.id))[0]!.settled_at).toBeTruthy();

    // Mehmet counted a second shelf of 2 offline; it lands after the settling.
    const late = await count(session.id, gloves.id, 2, mehmet.token);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ counted: 9, expected: 10, difference: -1, corrected: -3, late: true, settled_at: null });
    // Open again, it still names the movement written so far.
    expect(late.body.movement_id).toBe(firstId);
    // Nothing moved by itself: the settled correction stands until the storekeeper settles again.
    expect(await corrections(wh.id)).toEqual([first]);
    expect(await onHand(wh.id, gloves.id)).toBe(7);

    const again = await settle(session.id);
    expect(again.body[0]).toMatchObject({ counted: 9, corrected: -1, late: true });
    expect(again.body[0]!.settled_at).toBeTruthy();
    expect(await corrections(wh.id)).toEqual([first, [gloves.id, 2]]);
    expect(again.body[0]!.movement_id).toBe((await correctionIds(wh.id))[1]);
    expect(await onHand(wh.id, gloves.id)).toBe(9);

    // Ayşe's own late number replaces hers only: 8 + 2 = 10, a further +1.
    expect((await count(session.id, gloves.id, 8, ayse.token)).body).toMatchObject({
      counted: 10,
      mine: 8,
      corrected: -1,
      settled_at: null,
    });
    await settle(session.id);
    expect(await onHand(wh.id, gloves.id)).toBe(10);
    expect((await corrections(wh.id)).length).toBe(3);
    // Settled once: settling again writes nothing.
    await settle(session.id);
    expect((await corrections(wh.id)).length).toBe(3);
  });
});
