// The count of a searched hand-over list (`searchCountSql`): the rows of the matching items and
// workers found in the two covering indexes (migration 0021; at 300k hand-overs an index-only scan,
// docs/performance.md), always the same number as the page's own conditions counted row by row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { warehouseToday } from '@shared/local-day';
import * as s from '@server/db/schema';
import { ITEM_KEY_SEARCH, searchCountSql, searchRefsSql, WORKER_SEARCH } from '@server/db/search-sql';
import { queryRows, whereSql } from '@server/db/sql';
import { searchWords } from '@server/http/page-params';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, createEquipment, createUserWithPermissions, createWarehouse, createWorker, randomUUID } from '../helpers/fixtures';

let t: TestServer;
let depots: Array<{ id: string }>;
const refs = [ITEM_KEY_SEARCH(sql`f.equipment_id`), WORKER_SEARCH(sql`f.worker_id`)];
const from = sql`from ${s.fieldEquipment} f`;

beforeAll(async () => {
  t = await startTestServer();
  const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
  depots = [await createWarehouse(t, { name: 'Sayım Depo A' }), await createWarehouse(t, { name: 'Sayım Depo B' })];
  const workers = [
    await createWorker(t, { first_name: 'Ali', last_name: 'Işık' }),
    await createWorker(t, { first_name: 'Ayşe', last_name: 'Kalın' }),
    await createWorker(t, { first_name: 'Mehmet', last_name: 'Çelik' }),
  ];
  const models = ['Kalıp Ali-3', 'Matkap M1', 'Kırıcı ŞK-9'];
  const rows: Array<typeof s.fieldEquipment.$inferInsert> = [];
  for (let i = 0; i < 30; i++) {
    const depot = depots[i % 2]!;
    const item = await createEquipment(t, {
      warehouse_id: depot.id,
      serial_number: `SC-${i}`,
      model: models[i % 3]!,
      status: i % 4 === 0 ? 'available' : 'in_field',
    });
    const at = new Date(Date.UTC(2026, 0, 10, 9, i));
    rows.push({
      batch_id: randomUUID(),
      equipment_id: item.id,
      worker_id: workers[i % 3 === 0 ? 0 : (i % 5) % 3]!.id,
      warehouse_id: depot.id,
      status: i % 4 === 0 ? 'returned' : 'active',
      signature: PNG_DATA_URL,
      issuer_signature: PNG_DATA_URL,
      issued_by: admin!.id,
      issued_at: at,
      created_at: at,
      due_date: i % 6 === 1 ? '2026-01-11' : null,
      returned_at: i % 4 === 0 ? new Date(at.getTime() + 3600_000) : null,
      returned_by: i % 4 === 0 ? admin!.id : null,
    });
  }
  await t.database.db.insert(s.fieldEquipment).values(rows);
});
afterAll(async () => {
  await t?.close();
});

const count = async (query: SQL) => Number((await queryRows<{ n: number | string }>(t.database.db, query))[0]!.n);

describe('the searched hand-overs counted from the covering indexes', () => {
  it('gives the row-by-row count for one word, several words, every status filter and a depot', async () => {
    const today = warehouseToday(new Date());
    const filters: Array<SQL | undefined> = [
      undefined,
      sql`f.status = 'active'`,
      sql`f.status = 'returned'`,
      sql`f.status = 'active' and f.due_date < ${today}::date`,
      sql`f.warehouse_id = ${depots[1]!.id}::uuid`,
    ];
    const seen: number[] = [];
    for (const text of ['ali', 'ALİ', 'ali ışık', 'kalın', 'kalıp ali', 'sc-1', 'çelik sk-9', 'yok böyle']) {
      const words = searchWords(text);
      for (const filter of filters) {
        const byRows = await count(sql`select count(*) as n ${from} ${whereSql([filter, searchRefsSql(words, refs)])}`);
        expect(await count(searchCountSql(words, refs, from, sql`f.id`, [filter])), `${text} / ${filter ? 'filtered' : 'all'}`).toBe(
          byRows,
        );
        seen.push(byRows);
      }
    }
    // The cases are not all empty or all the same.
    expect(new Set(seen).size).toBeGreaterThan(5);
  });

  it('the list answers the same count as its rows counted one by one', async () => {
    const words = searchWords('ali');
    const res = await t.request<{ filtered: number }>('GET', `/field-equipment?limit=5&status=active&warehouse_id=${depots[0]!.id}&q=ali`, {
      token: t.adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.filtered).toBe(
      await count(
        sql`select count(*) as n ${from} ${whereSql([sql`f.status = 'active'`, sql`f.warehouse_id = ${depots[0]!.id}::uuid`, searchRefsSql(words, refs)])}`,
      ),
    );
    expect(res.body.filtered).toBeGreaterThan(0);
  });

  it('a depot user counts the searched hand-overs of their depots only', async () => {
    const user = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [depots[1]!.id] });
    const res = await t.request<{ filtered: number; total: number }>('GET', '/field-equipment?limit=5&q=ali', { token: user.token });
    expect(res.status).toBe(200);
    const words = searchWords('ali');
    expect(res.body.filtered).toBe(
      await count(
        sql`select count(*) as n ${from} ${whereSql([sql`f.warehouse_id = ${depots[1]!.id}::uuid`, searchRefsSql(words, refs)])}`,
      ),
    );
    expect(res.body.filtered).toBeGreaterThan(0);
    expect(res.body.filtered).toBeLessThan(res.body.total + 1);
  });
});
