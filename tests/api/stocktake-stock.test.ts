// Stock lines in the stocktake (docs/stock.md "In the stocktake"): while the count is open a counted
// quantity is typed per stock item (again: it replaces the last), with the books of that moment;
// once closed, settling writes each difference as one count-correction movement, once, movements
// after the count left alone; refusals in Turkish, scope and permissions.
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
    body: { name: `Kablo Bağı ${randomUUID().slice(0, 6)}`, kind: 'consumable', unit: 'paket' },
  });
  expect(item.status).toBe(201);
  if (quantity > 0)
    expect(
      (
        await t.request('POST', '/stock/receipts', {
          ...admin(),
          body: { warehouse_id: warehouseId, supplier: 'Tedarikçi', lines: [{ item_id: item.body.id, quantity, unit_price: 4 }] },
        })
      ).status,
    ).toBe(201);
  return item.body;
}
const count = (sessionId: string, itemId: string, counted: unknown, token = t.adminToken) =>
  t.request<Row>('PUT', `/stocktakes/${sessionId}/stock-counts`, { token, body: { item_id: itemId, counted } });
const onHand = async (warehouseId: string, itemId: string) =>
  (await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${warehouseId}`, admin())).body.find((l) => l.id === itemId)!.on_hand;

describe('stock lines in the stocktake', () => {
  it('counts per item and settles each difference as one count correction, once', async () => {
    const wh = await createWarehouse(t);
    const [ties, gloves, bits] = [await stocked(wh.id, 10), await stocked(wh.id, 4), await stocked(wh.id, 6)];
    const session = (await t.request<Row>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } })).body;

    expect((await count(session.id, ties.id, 7)).body).toMatchObject({ item_id: ties.id, counted: 7, expected: 10, difference: -3 });
    expect((await count(session.id, gloves.id, 2)).status).toBe(200);
    expect((await count(session.id, gloves.id, 5)).body).toMatchObject({ counted: 5, expected: 4, difference: 1 }); // typed again: replaced
    expect((await count(session.id, bits.id, 6)).body.difference).toBe(0);
    // Bad input in Turkish, nothing stored.
    expect((await count(session.id, ties.id, -1)).body.error).toContain('Sayılan miktar');
    expect((await count(session.id, randomUUID(), 1)).status).toBe(404);

    // Two discs leave after the count: the correction is the count's difference, not today's.
    const worker = await createWorker(t);
    const issued = await t.request('POST', '/stock/issues', {
      ...admin(),
      body: {
        id: randomUUID(),
        warehouse_id: wh.id,
        worker_id: worker.id,
        signature: PNG_DATA_URL,
        lines: [{ item_id: ties.id, quantity: 2 }],
      },
    });
    expect(issued.status).toBe(201);

    // Settling waits for the close.
    expect((await t.request<Row>('POST', `/stocktakes/${session.id}/stock-counts/settle`, admin())).body.error).toBe(
      'Farklar sayım kapatıldıktan sonra giderilebilir.',
    );
    expect((await t.request('POST', `/stocktakes/${session.id}/close`, { ...admin(), body: {} })).status).toBe(200);

    const settled = await t.request<Row[]>('POST', `/stocktakes/${session.id}/stock-counts/settle`, admin());
    expect(settled.status).toBe(200);
    expect(settled.body.every((l) => l.settled_at)).toBe(true);
    expect(settled.body.find((l) => l.item_id === bits.id)!.movement_id).toBeNull();
    expect(await onHand(wh.id, ties.id)).toBe(5); // 10 − 2 issued − 3 missing at the count
    expect(await onHand(wh.id, gloves.id)).toBe(5);
    expect(await onHand(wh.id, bits.id)).toBe(6);
    const moves = await queryRows<Row>(
      t.database.db,
      sql`select item_id, delta::float8 as delta from stock_movements where warehouse_id = ${wh.id}::uuid and kind = 'count_correction'`,
    );
    expect(moves.map((m) => [m.item_id, m.delta]).sort()).toEqual(
      [
        [ties.id, -3],
        [gloves.id, 1],
      ].sort(),
    );
    // Settled once: again writes nothing more.
    await t.request('POST', `/stocktakes/${session.id}/stock-counts/settle`, admin());
    const [again] = await queryRows<Row>(
      t.database.db,
      sql`select count(*)::int as n from stock_movements where warehouse_id = ${wh.id}::uuid and kind = 'count_correction'`,
    );
    expect(again!.n).toBe(2);
  });

  it("lists the warehouse's stock items for the count screen, without the books", async () => {
    const wh = await createWarehouse(t);
    const other = await createWarehouse(t);
    const [here, empty, elsewhere] = [await stocked(wh.id, 5), await stocked(wh.id, 0), await stocked(other.id, 2)];
    const barcoded = await t.request<Row>('POST', '/stock/items', {
      ...admin(),
      body: { name: `Baret ${randomUUID().slice(0, 6)}`, kind: 'ppe', unit: 'adet', barcode: `BRT-${randomUUID().slice(0, 6)}` },
    });
    const session = (await t.request<Row>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } })).body;
    const list = async (token = t.adminToken) => t.request<Row[]>('GET', `/stocktakes/${session.id}/stock-items`, { token });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.map((i) => i.id)).toEqual([here.id]); // an item never kept here is not listed
    expect(first.body[0]).toEqual({ id: here.id, name: here.name, variant: null, kind: 'consumable', unit: 'paket', barcode: null });
    // An item found on the shelf and counted joins the list; so does one whose level exists at 0.
    expect((await count(session.id, barcoded.body.id, 1)).status).toBe(200);
    expect((await list()).body.map((i) => i.id)).toEqual(expect.arrayContaining([here.id, barcoded.body.id]));
    expect((await list()).body.find((i) => i.id === barcoded.body.id)!.barcode).toBe(barcoded.body.barcode);
    expect((await list()).body.some((i) => i.id === elsewhere.id || i.id === empty.id)).toBe(false);
    const outsider = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [other.id] });
    expect((await list(outsider.token)).status).toBe(404);
  });

  it('keeps to the warehouse scope; settling needs adjust_stock', async () => {
    const wh = await createWarehouse(t);
    const other = await createWarehouse(t);
    const item = await stocked(wh.id, 3);
    const session = (await t.request<Row>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } })).body;
    const outsider = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [other.id] });
    expect((await count(session.id, item.id, 1, outsider.token)).status).toBe(404);
    expect((await t.request('GET', `/stocktakes/${session.id}/stock-counts`, { token: outsider.token })).status).toBe(404);
    const counter = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [wh.id] });
    expect((await count(session.id, item.id, 1, counter.token)).status).toBe(200);
    const lines = await t.request<Row[]>('GET', `/stocktakes/${session.id}/stock-counts`, { token: counter.token });
    expect(lines.body).toEqual([
      expect.objectContaining({ item_id: item.id, counted: 1, expected: 3, counted_by: expect.objectContaining({ id: counter.id }) }),
    ]);
    expect((await t.request('POST', `/stocktakes/${session.id}/close`, { token: counter.token, body: {} })).status).toBe(200);
    expect((await t.request('POST', `/stocktakes/${session.id}/stock-counts/settle`, { token: counter.token })).status).toBe(403);
    expect(await onHand(wh.id, item.id)).toBe(3);
  });
});
