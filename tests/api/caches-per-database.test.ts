// Two servers on two databases in one process keep their cached answers apart (src/server/caches.ts):
// both databases are copies of one template and are made to look alike to every cache (the same
// versions: every change time set to one moment), while holding different rows. A cache shared by
// the process would answer the second server with the first one's list and counts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, randomUUID, uniqueTcNo } from '../helpers/fixtures';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const LONG_AGO = new Date('2001-01-01T00:00:00Z');

/** `handovers` hand-overs of items named `${tag}-…` on `t`'s database, every row changed LONG_AGO. */
async function rowsOfLongAgo(t: TestServer, tag: string, handovers: number): Promise<void> {
  const db = t.database.db;
  const when = { created_at: LONG_AGO, updated_at: LONG_AGO };
  const [warehouse] = await db
    .insert(s.warehouses)
    .values({ name: `Depo ${tag}`, location: 'Ankara', ...when })
    .returning();
  const [brand] = await db
    .insert(s.brands)
    .values({ name: `Marka ${tag}`, ...when })
    .returning();
  const [worker] = await db
    .insert(s.workers)
    .values({ first_name: 'Ali', last_name: tag, tc_no: uniqueTcNo(), phone: '5321234567', ...when })
    .returning();
  const [admin] = await db.select({ id: s.users.id }).from(s.users).limit(1);
  for (let i = 0; i < handovers; i++) {
    const [item] = await db
      .insert(s.equipment)
      .values({ serial_number: `${tag}-${i}`, model: 'M-1', brand_id: brand!.id, warehouse_id: warehouse!.id, ...when })
      .returning();
    await db.insert(s.fieldEquipment).values({
      batch_id: randomUUID(),
      equipment_id: item!.id,
      worker_id: worker!.id,
      warehouse_id: warehouse!.id,
      issued_by: admin!.id,
      signature: PNG_DATA_URL,
      issued_at: LONG_AGO,
      ...when,
    });
  }
  // Everything the versions read looks the same on both databases.
  for (const table of ['equipment', 'brands', 'categories', 'warehouses', 'users', 'workers', 'field_equipment']) {
    await db.execute(sql`update ${sql.identifier(table)} set updated_at = ${LONG_AGO.toISOString()}::timestamptz`);
  }
}

async function serials(t: TestServer): Promise<string[]> {
  const res = await fetch(`${t.url}/api/equipment`, { headers: { authorization: `Bearer ${t.adminToken}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<{ serial_number: string }>).map((r) => r.serial_number).sort();
}

async function handoverCount(t: TestServer): Promise<number> {
  const res = await t.request<{ total: number }>('GET', '/field-equipment?limit=10', { token: t.adminToken });
  expect(res.status).toBe(200);
  return res.body.total;
}

describe('caches belong to their database', () => {
  it('the whole equipment list and the history counts of one server are never the other’s', async () => {
    await rowsOfLongAgo(a, 'BİR', 1);
    await rowsOfLongAgo(b, 'İKİ', 2);
    const etag = async (t: TestServer) =>
      (await fetch(`${t.url}/api/equipment`, { headers: { authorization: `Bearer ${t.adminToken}` } })).headers.get('etag');
    // The same version on both (settled, so both answers are kept): only the rows tell them apart.
    expect(await etag(a)).toBe(await etag(b));
    expect(await serials(a)).toEqual(['BİR-0']);
    expect(await serials(b)).toEqual(['İKİ-0', 'İKİ-1']);
    expect(await serials(a)).toEqual(['BİR-0']);
    expect(await handoverCount(a)).toBe(1);
    expect(await handoverCount(b)).toBe(2);
    expect(a.server.caches).not.toBe(b.server.caches);
    expect(a.server.caches.lists.stats.builds).toBe(1);
    expect(b.server.caches.lists.stats.builds).toBe(1);
  });
});
