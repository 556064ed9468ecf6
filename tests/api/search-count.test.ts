// The count of a searched hand-over list (`searchCountSql`): the rows of the matching items and
// workers found in the two covering indexes (migration 0021; at 300k hand-overs an index-only scan,
// docs/performance.md), always the same number as the page's own conditions counted row by row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { warehouseToday } from '@shared/local-day';
import * as s from '@server/db/schema';
import { ITEM_KEY_SEARCH, searchCountSql, searchRefsSql, WORKER_SEARCH } from '@server/db/search-sql';
import { readsMatchingIds } from '@server/db/paged-query';
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

describe('a searched page read from the matching ids or by walking the order', () => {
  it('is the same rows in the same order, page after page, whichever way it is read', async () => {
    // 30 hand-overs: a word matching a few of them is read from its ids (readsMatchingIds), one
    // matching all of them ('sc-') by walking the newest first; both must be the rows counted one by one.
    const cases: Array<[string, string]> = [
      ['ali', ''],
      ['kalın', ''],
      ['kalıp ali', '&status=active'],
      ['sc-', ''],
      ['sc-', `&warehouse_id=${depots[1]!.id}`],
      ['sc-2', '&status=returned'],
      ['yok böyle', ''],
    ];
    const paths = new Set<string>();
    for (const [text, filter] of cases) {
      const words = searchWords(text);
      const conditions = [
        filter.includes('status=active') ? sql`f.status = 'active'` : undefined,
        filter.includes('status=returned') ? sql`f.status = 'returned'` : undefined,
        filter.includes('warehouse_id') ? sql`f.warehouse_id = ${depots[1]!.id}::uuid` : undefined,
        searchRefsSql(words, refs),
      ];
      const expected = (
        await queryRows<{ id: string }>(
          t.database.db,
          sql`select f.id ${from} ${whereSql(conditions)} order by f.created_at desc, f.id desc`,
        )
      ).map((r) => r.id);
      const shown: string[] = [];
      let cursor: string | null = null;
      let filtered = -1;
      do {
        const after: string = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
        const res = await t.request<{ items: Array<{ id: string }>; filtered: number; total: number; next_cursor: string | null }>(
          'GET',
          `/field-equipment?limit=4&q=${encodeURIComponent(text)}${filter}${after}`,
          { token: t.adminToken },
        );
        expect(res.status).toBe(200);
        shown.push(...res.body.items.map((r) => r.id));
        filtered = res.body.filtered;
        paths.add(readsMatchingIds(filtered, res.body.total, 5) ? 'ids' : 'walk');
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(shown, `${text}${filter}`).toEqual(expected);
      expect(filtered).toBe(expected.length);
      // Page 2 by offset agrees with the cursor's.
      const second = await t.request<{ items: Array<{ id: string }> }>(
        'GET',
        `/field-equipment?limit=4&page=2&q=${encodeURIComponent(text)}${filter}`,
        { token: t.adminToken },
      );
      expect(second.body.items.map((r) => r.id)).toEqual(expected.slice(4, 8));
    }
    // Both ways were taken.
    expect([...paths].sort()).toEqual(['ids', 'walk']);
  });

  it('takes the ids while they are few against the rows a walk would read', () => {
    // 300k hand-overs, a first page of 10 (11 asked).
    expect(readsMatchingIds(0, 300_000, 11)).toBe(true);
    expect(readsMatchingIds(120, 300_000, 11)).toBe(true);
    expect(readsMatchingIds(3_600, 300_000, 11)).toBe(true);
    expect(readsMatchingIds(15_000, 300_000, 11)).toBe(false);
    // Deeper pages walk further: the ids win longer.
    expect(readsMatchingIds(15_000, 300_000, 501)).toBe(true);
  });
});
