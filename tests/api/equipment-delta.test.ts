// `GET /equipment?since=`: the changed rows' JSON is kept by row version, so devices asking after
// the same changes, each with its own `since`, share it; the answer stays what a fresh build gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { listEquipmentJson } from '@server/modules/equipment/equipment.service';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Reader = Parameters<typeof listEquipmentJson>[1];
const EVERYONE = { warehouseIds: [] as string[] } as unknown as Reader;

async function delta(
  since: string,
  token = t.adminToken,
): Promise<{ items: Array<{ id: string; model: string; brand: { name: string } }>; deleted: string[]; text: string }> {
  const res = await fetch(`${t.url}/api/equipment?since=${encodeURIComponent(since)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  const body = JSON.parse(text) as { items: Array<{ id: string; model: string; brand: { name: string } }>; deleted: string[] };
  return { ...body, text };
}

/** The same rows built now in one query: the list's own builder. */
async function fresh(since: string, reader: Reader = EVERYONE): Promise<unknown[]> {
  return JSON.parse(await listEquipmentJson(t.database.db, reader, { since })) as unknown[];
}

describe('equipment deltas kept by row version', () => {
  let wh: Awaited<ReturnType<typeof fx.createWarehouse>>;
  let brand: Awaited<ReturnType<typeof fx.createBrand>>;
  let category: Awaited<ReturnType<typeof fx.createCategory>>;
  const start = new Date(Date.now() - 60_000).toISOString();
  let middle: string;

  beforeAll(async () => {
    wh = await fx.createWarehouse(t);
    brand = await fx.createBrand(t, 'Çelik Işık');
    category = await fx.createCategory(t);
    // Ten items created in one instant (an import): the list orders them by id.
    const together = new Date(Date.now() - 30_000);
    await t.database.db.insert(s.equipment).values(
      Array.from({ length: 10 }, (_, i) => ({
        serial_number: `AYNI-${i}`,
        model: 'İkiz',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: wh.id,
        created_at: together,
        updated_at: new Date(Date.now() - 20_000),
      })),
    );
    middle = new Date(Date.now() - 10_000).toISOString();
    await t.database.db.insert(s.equipment).values(
      Array.from({ length: 15 }, (_, i) => ({
        serial_number: `SONRA-${i}`,
        model: `Şok ${i}`,
        brand_id: brand.id,
        category_id: i % 3 ? category.id : null,
        warehouse_id: wh.id,
      })),
    );
  });

  it('answers what a fresh build answers, newest first, rows created together in id order', async () => {
    const answer = await delta(start);
    expect(answer.items.length).toBeGreaterThanOrEqual(25);
    expect(JSON.stringify(answer.items)).toBe(JSON.stringify(await fresh(start)));
    // Asked again: the same rows, byte for byte (the answer's own server time moves on).
    const again = await delta(start);
    expect(again.text.slice(0, again.text.indexOf(',"server_time"'))).toBe(answer.text.slice(0, answer.text.indexOf(',"server_time"')));
  });

  it('builds a row once per version: a device asking with its own since reuses the kept rows', async () => {
    await delta(start);
    const before = { ...t.server.caches.deltaRows.stats };
    const later = await delta(middle);
    expect(later.items.map((i) => i.id)).toEqual((await fresh(middle)).map((i) => (i as { id: string }).id));
    expect(t.server.caches.deltaRows.stats.built).toBe(before.built);
    expect(t.server.caches.deltaRows.stats.reused - before.reused).toBe(later.items.length);

    // An edit: that row alone is built again, with its new state.
    const target = later.items[3]!;
    const edited = await t.request('PUT', `/equipment/${target.id}`, {
      token: t.adminToken,
      body: {
        serial_number: `DÜZELTİLDİ-${Date.now()}`,
        model: 'Yeni Model',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: wh.id,
      },
    });
    expect(edited.status).toBe(200);
    const afterEdit = { ...t.server.caches.deltaRows.stats };
    const again = await delta(start);
    expect(t.server.caches.deltaRows.stats.built - afterEdit.built).toBe(1);
    expect(again.items.find((i) => i.id === target.id)?.model).toBe('Yeni Model');
    expect(JSON.stringify(again.items)).toBe(JSON.stringify(await fresh(start)));
  });

  it('a renamed brand is in every changed row at once', async () => {
    await delta(start);
    const renamed = await t.request('PUT', `/brands/${brand.id}`, { token: t.adminToken, body: { name: 'Çelik Işık Yeni' } });
    expect(renamed.status).toBe(200);
    const answer = await delta(start);
    expect(new Set(answer.items.filter((i) => i.brand.name.startsWith('Çelik')).map((i) => i.brand.name))).toEqual(
      new Set(['Çelik Işık Yeni']),
    );
    expect(JSON.stringify(answer.items)).toBe(JSON.stringify(await fresh(start)));
  });

  it("a depot-scoped reader gets its depots' rows only, and the ids deleted since", async () => {
    const other = await fx.createWarehouse(t);
    const outside = await fx.createEquipment(t, { warehouse_id: other.id, brand_id: brand.id, category_id: category.id });
    const gone = await fx.createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, category_id: category.id });
    const reader = await fx.createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [wh.id] });
    // Everyone's delta first: the rows of both depots are kept.
    await delta(start);
    expect((await t.request('DELETE', `/equipment/${gone.id}`, { token: t.adminToken })).status).toBe(200);
    const scoped = await delta(start, reader.token);
    const readerRow = { warehouseIds: [wh.id] } as unknown as Reader;
    expect(scoped.items.map((i) => i.id)).not.toContain(outside.id);
    expect(JSON.stringify(scoped.items)).toBe(JSON.stringify(await fresh(start, readerRow)));
    expect(scoped.deleted).toContain(gone.id);
  });
});
