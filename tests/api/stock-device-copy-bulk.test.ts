// The device-ready bench's stock (`seed.ts medium --stock=N`, src/server/cli/seed-stock-bulk.ts):
// every item gets a level in the first warehouses only, each level the ledger's sum of its
// receipt, and the device copy's call hands a storekeeper of the first warehouse exactly its
// levels, whole, in one answer (what mirror-sync.ts stores on a new device).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { seedBulkStock } from '@server/cli/seed-stock-bulk';
import type { StockLevelCopyRow } from '@shared/stock-device-copy';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse } from '../helpers/fixtures';

const ITEMS = 300;

let t: TestServer;
let warehouses: string[];
beforeAll(async () => {
  t = await startTestServer();
  warehouses = [(await createWarehouse(t)).id, (await createWarehouse(t)).id, (await createWarehouse(t)).id];
  const [admin] = await queryRows<{ id: string }>(t.database.db, sql`select id::text as id from users order by created_at limit 1`);
  await seedBulkStock(t.database, admin!.id, warehouses, { items: ITEMS, warehouses: 2 });
});
afterAll(async () => {
  await t?.close();
});

describe('bulk stock for the device-ready bench', () => {
  it('puts a level of every item in the first warehouses only, each the sum of its ledger', async () => {
    const [counts] = await queryRows<{ levels: number; third: number; unequal: number; unset: number }>(
      t.database.db,
      sql`select (select count(*)::int from stock_levels where warehouse_id = any(${`{${warehouses.join(',')}}`}::uuid[])) as levels,
                 (select count(*)::int from stock_levels where warehouse_id = ${warehouses[2]!}::uuid) as third,
                 (select count(*)::int from stock_levels l
                   where l.on_hand <> (select sum(delta) from stock_movements m where m.item_id = l.item_id and m.warehouse_id = l.warehouse_id)) as unequal,
                 (select count(*)::int from stock_levels where reorder_qty <= min_qty or avg_cost <= 0) as unset`,
    );
    expect(counts).toEqual({ levels: 2 * ITEMS, third: 0, unequal: 0, unset: 0 });
  });

  it("hands a storekeeper's new device every level of their warehouse, and no other", async () => {
    const keeper = await createUserWithPermissions(t, ['issue_stock'], { warehouseIds: [warehouses[0]!] });
    const res = await t.request<StockLevelCopyRow[]>('GET', '/stock/device/levels', { token: keeper.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(ITEMS);
    expect(new Set(res.body.map((r) => r.id)).size).toBe(ITEMS);
    expect(res.body.every((r) => r.warehouse_id === warehouses[0] && r.id === `${r.warehouse_id}:${r.item_id}` && r.on_hand >= 10)).toBe(
      true,
    );
    const all = await t.request<StockLevelCopyRow[]>('GET', '/stock/device/levels', { token: t.adminToken });
    expect(all.body.filter((r) => warehouses.includes(r.warehouse_id))).toHaveLength(2 * ITEMS);
  });
});
