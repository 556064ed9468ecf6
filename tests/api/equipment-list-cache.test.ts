// The full equipment list is answered from memory while nothing changed, and never stale after a change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function list(encoding = 'gzip'): Promise<{ text: string; encoding: string | null; etag: string | null }> {
  const res = await fetch(`${t.url}/api/equipment`, { headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': encoding } });
  return { text: await res.text(), encoding: res.headers.get('content-encoding'), etag: res.headers.get('etag') };
}

/** Moves every change a minute into the past, as if nothing had happened lately. */
async function settle(): Promise<void> {
  for (const table of ['equipment', 'brands', 'categories', 'warehouses', 'users']) {
    await t.database.db.execute(sql.raw(`update ${table} set updated_at = updated_at - interval '1 minute'`));
  }
}

describe('equipment list cache', () => {
  it('serves the same bytes while nothing changed and the new state right after a change', async () => {
    const wh = await fx.createWarehouse(t);
    const brand = await fx.createBrand(t);
    const category = await fx.createCategory(t);
    await t.database.db.insert(s.equipment).values(
      Array.from({ length: 300 }, (_, i) => ({
        serial_number: `CACHE-${i}-${Date.now()}`,
        model: 'XR-500',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: wh.id,
      })),
    );
    // Just changed: answered fresh, with no ETag to revalidate against.
    const fresh = await list();
    expect(fresh.etag).toBeNull();

    await settle();
    const first = await list();
    expect(first.encoding).toBe('gzip');
    expect(first.etag).toMatch(/^W\//);
    const second = await list();
    expect(second.etag).toBe(first.etag);
    expect(second.text).toBe(first.text);
    // A client without gzip gets the cached answer inflated: the same JSON.
    const plain = await list('identity');
    expect(plain.encoding).toBeNull();
    expect(plain.etag).toBe(first.etag);
    expect(plain.text).toBe(first.text);

    const rows = JSON.parse(first.text) as Array<{ id: string; serial_number: string; status: string }>;
    const target = rows.find((r) => r.serial_number.startsWith('CACHE-0-'))!;
    const put = await t.request('PUT', `/equipment/${target.id}`, {
      token: t.adminToken,
      body: {
        serial_number: target.serial_number,
        model: 'XR-500',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: wh.id,
        status: 'scrapped',
      },
    });
    expect(put.status).toBe(200);
    const third = await list();
    expect(third.etag).toBeNull();
    await settle();
    expect((await list()).etag).not.toBe(first.etag);
    const after = (JSON.parse(third.text) as Array<{ id: string; status: string }>).find((r) => r.id === target.id);
    expect(after?.status).toBe('scrapped');
  });
});

describe('equipment list single flight', () => {
  it('builds a settled version once for ten concurrent first fetches, all getting the same bytes', async () => {
    const listBuildStats = t.server.caches.lists.stats;
    const wh = await fx.createWarehouse(t);
    const brand = await fx.createBrand(t);
    await t.database.db.insert(s.equipment).values(
      Array.from({ length: 200 }, (_, i) => ({
        serial_number: `FLIGHT-${i}-${Date.now()}`,
        model: 'SF-1',
        brand_id: brand.id,
        warehouse_id: wh.id,
      })),
    );
    await settle();
    const before = listBuildStats.builds;
    const answers = await Promise.all(Array.from({ length: 10 }, () => list()));
    expect(listBuildStats.builds - before).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect((JSON.parse(answers[0]!.text) as unknown[]).length).toBeGreaterThanOrEqual(200);
    // A new version after a change is built once more, again shared.
    await t.database.db.execute(sql`update equipment set model = 'SF-2' where serial_number like 'FLIGHT-0-%'`);
    await settle();
    const again = await Promise.all(Array.from({ length: 10 }, () => list()));
    expect(listBuildStats.builds - before).toBe(2);
    expect(again[0]!.etag).not.toBe(answers[0]!.etag);
    expect(again[0]!.text).toContain('SF-2');
  });
});

describe('equipment list built in pieces', () => {
  it('holds the same rows as one query, each once, newest first', async () => {
    const { listEquipmentJson, listEquipmentJsonPieces } = await import('@server/modules/equipment/equipment.service');
    const everyone = { warehouseIds: [] as string[] } as unknown as Parameters<typeof listEquipmentJson>[1];
    const whole = JSON.parse(await listEquipmentJson(t.database.db, everyone)) as Array<{ id: string; created_at: string }>;
    const pieces: string[] = [];
    for await (const piece of listEquipmentJsonPieces(t.database.db, everyone, {}, 7)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    const joined = JSON.parse(`[${pieces.join(',')}]`) as Array<{ id: string; created_at: string }>;
    expect(joined.length).toBe(whole.length);
    expect(new Set(joined.map((r) => r.id))).toEqual(new Set(whole.map((r) => r.id)));
    const times = joined.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('equipment list kept up to date block by block', () => {
  /** Moves the last half minute's changes a minute into the past (older rows keep their times). */
  async function settleRecent(): Promise<void> {
    for (const table of ['equipment', 'brands', 'categories', 'warehouses', 'users']) {
      await t.database.db.execute(
        sql.raw(`update ${table} set updated_at = updated_at - interval '1 minute' where updated_at > now() - interval '30 seconds'`),
      );
    }
  }

  it('after each kind of change answers exactly what a fresh build answers, rebuilding only the blocks that changed', async () => {
    const lists = t.server.caches.lists;
    const { listEquipmentJson } = await import('@server/modules/equipment/equipment.service');
    const everyone = { warehouseIds: [] as string[] } as unknown as Parameters<typeof listEquipmentJson>[1];
    const blockRows = lists.settings.blockRows;
    lists.settings.blockRows = 7;
    try {
      lists.forget();
      const wh = await fx.createWarehouse(t);
      const brand = await fx.createBrand(t);
      const category = await fx.createCategory(t);
      // Two batches: rows sharing one creation time (ordered by id) and rows a second apart.
      await t.database.db.insert(s.equipment).values(
        Array.from({ length: 40 }, (_, i) => ({
          serial_number: `KEPT-A${i}-${Date.now()}`,
          model: 'K-1',
          brand_id: brand.id,
          category_id: category.id,
          warehouse_id: wh.id,
        })),
      );
      await t.database.db.insert(s.equipment).values(
        Array.from({ length: 30 }, (_, i) => ({
          serial_number: `KEPT-B${i}-${Date.now()}`,
          model: 'K-2',
          brand_id: brand.id,
          warehouse_id: wh.id,
          created_at: new Date(Date.now() - (i + 1) * 1000),
        })),
      );
      await settleRecent();
      const same = async (label: string) => {
        const served = JSON.parse((await list()).text) as unknown[];
        const fresh = JSON.parse(await listEquipmentJson(t.database.db, everyone)) as unknown[];
        expect(served, label).toEqual(fresh);
        return served as Array<{ id: string; serial_number: string; status: string; brand: { name: string } }>;
      };
      const rows = await same('first build');
      const blocks = Math.ceil(rows.length / 7);
      expect(blocks).toBeGreaterThan(10);
      const stats = () => ({ ...lists.stats });

      // An edit: the one block holding the item is built again.
      let before = stats();
      const target = rows.find((r) => r.serial_number.startsWith('KEPT-A3-'))!;
      const put = await t.request('PUT', `/equipment/${target.id}`, {
        token: t.adminToken,
        body: {
          serial_number: target.serial_number,
          model: 'K-1 Değişti',
          brand_id: brand.id,
          category_id: category.id,
          warehouse_id: wh.id,
          status: 'scrapped',
        },
      });
      expect(put.status).toBe(200);
      await settleRecent();
      expect((await same('after an edit')).find((r) => r.id === target.id)?.status).toBe('scrapped');
      expect(lists.stats.fullBuilds).toBe(before.fullBuilds);
      expect(lists.stats.blocksBuilt - before.blocksBuilt).toBeLessThanOrEqual(2);

      // A new item lands in the newest block.
      before = stats();
      const created = await t.request('POST', '/equipment', {
        token: t.adminToken,
        body: {
          serial_number: `KEPT-NEW-${Date.now()}`,
          model: 'Yeni',
          brand_id: brand.id,
          category_id: category.id,
          warehouse_id: wh.id,
          status: 'available',
        },
      });
      expect(created.status).toBe(201);
      await settleRecent();
      expect((await same('after a create'))[0]?.id).toBe((created.body as { id: string }).id);
      expect(lists.stats.fullBuilds).toBe(before.fullBuilds);

      // A renamed brand: every block with its items, and only those.
      before = stats();
      await t.database.db.execute(
        sql`update brands set name = ${`Yeni Ad ${Date.now()}`}, updated_at = now() where id = ${brand.id}::uuid`,
      );
      await settleRecent();
      const renamed = await same('after a brand rename');
      expect(renamed.filter((r) => r.serial_number.startsWith('KEPT-')).every((r) => r.brand.name.startsWith('Yeni Ad '))).toBe(true);
      expect(lists.stats.fullBuilds).toBe(before.fullBuilds);

      // A deletion: the whole list is built again.
      before = stats();
      const doomed = rows.find((r) => r.serial_number.startsWith('KEPT-B5-'))!;
      expect((await t.request('DELETE', `/equipment/${doomed.id}`, { token: t.adminToken })).status).toBe(200);
      await settleRecent();
      expect((await same('after a deletion')).some((r) => r.id === doomed.id)).toBe(false);
      expect(lists.stats.fullBuilds).toBe(before.fullBuilds + 1);
    } finally {
      lists.settings.blockRows = blockRows;
      lists.forget();
    }
  });
});

describe('equipment deltas', () => {
  it('answers a delta owed most of the list (built in pieces) exactly as a small one (one query), compressed or not', async () => {
    const { deltaSettings } = await import('@server/modules/equipment/equipment.routes');
    const wh = await fx.createWarehouse(t);
    const brand = await fx.createBrand(t);
    const category = await fx.createCategory(t);
    await t.database.db.insert(s.equipment).values(
      Array.from({ length: 40 }, (_, i) => ({
        serial_number: `DELTA-${i}-${Date.now()}`,
        model: 'Çift Kişilik',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: wh.id,
      })),
    );
    const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const delta = async (encoding: string) => {
      const res = await fetch(`${t.url}/api/equipment?since=${since}`, {
        headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: Array<{ id: string }>; deleted: string[]; server_time: string };
      return { items: body.items, deleted: body.deleted };
    };
    const small = await delta('gzip');
    expect(small.items.length).toBeGreaterThanOrEqual(40);
    const saved = deltaSettings.smallDelta;
    deltaSettings.smallDelta = 5;
    try {
      expect(await delta('gzip')).toEqual(small);
      expect(await delta('identity')).toEqual(small);
    } finally {
      deltaSettings.smallDelta = saved;
    }
  });
});
