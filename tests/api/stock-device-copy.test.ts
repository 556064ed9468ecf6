// What the device copy holds of counted stock (docs/stock.md "Offline"): the levels of the caller's
// warehouses only, as slim rows, and the stock forms' pickers as rows; any stock permission reads
// them, nothing else does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse, createWorker } from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function item(name: string) {
  const res = await t.request<Row>('POST', '/stock/items', {
    token: t.adminToken,
    body: { name: `${name} ${randomUUID().slice(0, 6)}`, kind: 'consumable', unit: 'adet' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('stock in the device copy', () => {
  it("answers the levels of the caller's warehouses only, and the pickers as rows", async () => {
    const mine = await createWarehouse(t);
    const other = await createWarehouse(t);
    const worker = await createWorker(t);
    const [disc, ties] = [await item('Kesme Diski'), await item('Kablo Bağı')];
    const receipt = (warehouseId: string, itemId: string, quantity: number) =>
      t.request('POST', '/stock/receipts', {
        token: t.adminToken,
        body: { warehouse_id: warehouseId, supplier: 'Tedarikçi', lines: [{ item_id: itemId, quantity, unit_price: 2 }] },
      });
    expect((await receipt(mine.id, disc.id, 12)).status).toBe(201);
    expect((await receipt(other.id, ties.id, 40)).status).toBe(201);
    const levelSet = await t.request('PUT', '/stock/levels', {
      token: t.adminToken,
      body: { warehouse_id: mine.id, item_id: ties.id, min_qty: 5, reorder_qty: 20 },
    });
    expect(levelSet.status).toBe(200);

    const issuer = await createUserWithPermissions(t, ['issue_stock'], { warehouseIds: [mine.id] });
    const levels = await t.request<Row[]>('GET', '/stock/device/levels', { token: issuer.token });
    expect(levels.status).toBe(200);
    expect(levels.body.map((r) => r.warehouse_id)).toEqual([mine.id, mine.id]);
    expect(levels.body.find((r) => r.item_id === disc.id)).toEqual({
      id: `${mine.id}:${disc.id}`,
      warehouse_id: mine.id,
      item_id: disc.id,
      on_hand: 12,
      min_qty: 0,
      reorder_qty: 0,
      avg_cost: 2,
    });
    expect(levels.body.find((r) => r.item_id === ties.id)).toMatchObject({ on_hand: 0, min_qty: 5, reorder_qty: 20 });

    const pickers = await t.request<Row[]>('GET', '/stock/device/pickers', { token: issuer.token });
    expect(pickers.status).toBe(200);
    expect(pickers.body.filter((r) => r.kind === 'warehouse')).toEqual([{ id: mine.id, kind: 'warehouse', name: mine.name }]);
    expect(pickers.body).toContainEqual({ id: worker.id, kind: 'worker', first_name: worker.first_name, last_name: worker.last_name });

    // The catalogue (every item: items belong to no warehouse) is the list the copy takes too.
    const items = await t.request<Row[]>('GET', '/stock/items', { token: issuer.token });
    expect(items.body.map((r) => r.id)).toEqual(expect.arrayContaining([disc.id, ties.id]));
  });

  it('is read with any stock permission and refused without one', async () => {
    for (const p of ['view_stock', 'manage_stock_items', 'receive_stock', 'issue_stock', 'adjust_stock'] as const) {
      const user = await createUserWithPermissions(t, [p]);
      for (const path of ['/stock/device/levels', '/stock/device/pickers'])
        expect((await t.request('GET', path, { token: user.token })).status, `${path} with ${p}`).toBe(200);
    }
    const none = await createUserWithPermissions(t, ['view_equipment', 'view_workers']);
    for (const path of ['/stock/device/levels', '/stock/device/pickers'])
      expect((await t.request('GET', path, { token: none.token })).status).toBe(403);
  });
});
