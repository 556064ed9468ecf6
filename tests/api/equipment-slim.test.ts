// The mirror's slim equipment rows (`?since=…&fields=ids`) and their keyset walk (`limit`, `after`):
// ids instead of nested names, ordered by (updated_at, id), a row changed during the walk comes
// again later, deletions with the next delta, a warehouse-scoped reader sees only its depots, and
// malformed parameters get a Turkish 400. The default answer keeps its nested names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '@shared/permissions';
import { createBrand, createEquipment, createUserWithPermissions, createWarehouse, type TestUser } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/api-server';

interface SlimRow {
  id: string;
  serial_number: string;
  model: string;
  brand_id: string;
  category_id: string | null;
  warehouse_id: string | null;
  status: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
interface SlimAnswer {
  items: SlimRow[];
  deleted: string[];
  server_time: string;
  next_cursor: string | null;
  total?: number;
}

let t: TestServer;
let A: { id: string };
let B: { id: string };
let scoped: TestUser;
const EPOCH = encodeURIComponent(new Date(0).toISOString());

beforeAll(async () => {
  t = await startTestServer();
  A = await createWarehouse(t);
  B = await createWarehouse(t);
  const brand = await createBrand(t);
  for (let i = 0; i < 7; i++) await createEquipment(t, { warehouse_id: A.id, brand_id: brand.id });
  for (let i = 0; i < 3; i++) await createEquipment(t, { warehouse_id: B.id, brand_id: brand.id });
  scoped = await createUserWithPermissions(t, PERMISSION_NAMES, { warehouseIds: [A.id] });
});
afterAll(async () => {
  await t?.close();
});

const get = async (query: string, token = t.adminToken) => {
  const res = await t.request<SlimAnswer>('GET', `/equipment?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};

/** Walks every page; returns the rows in walk order and the number of pages. */
async function walk(limit: number, token = t.adminToken, between?: (page: number) => Promise<void>) {
  const rows: SlimRow[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page: SlimAnswer = await get(
      `since=${EPOCH}&fields=ids&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      token,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    rows.push(...page.items);
    after = page.next_cursor;
    pages++;
    if (between) await between(pages);
  } while (after);
  return { rows, pages };
}

/**
 * A row's updated_at in microseconds: the rows carry PostgreSQL's microseconds, which `Date.parse`
 * drops (two rows written in the same millisecond would otherwise fall to their ids).
 */
const micros = (at: string) => Date.parse(at) * 1000 + Number((/\.(\d+)/.exec(at)?.[1] ?? '').padEnd(6, '0').slice(3, 6));
const order = (a: SlimRow, b: SlimRow) => micros(a.updated_at) - micros(b.updated_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('slim equipment rows for the mirror', () => {
  it('carry ids instead of nested names; the default answer keeps its names', async () => {
    const { items, deleted, server_time, next_cursor } = await get(`since=${EPOCH}&fields=ids`);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(next_cursor).toBeNull();
    expect(Array.isArray(deleted)).toBe(true);
    expect(Number.isNaN(Date.parse(server_time))).toBe(false);
    const row = items.find((r) => r.warehouse_id === A.id)!;
    expect(Object.keys(row).sort()).toEqual([
      'brand_id',
      'category_id',
      'check_due',
      'created_at',
      'created_by',
      'id',
      'model',
      'serial_number',
      'status',
      'updated_at',
      'warehouse_id',
    ]);
    expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
    expect(Number.isNaN(Date.parse(row.updated_at))).toBe(false);
    const full = await t.request<Array<Record<string, unknown>>>('GET', '/equipment', { token: t.adminToken });
    const same = full.body.find((r) => r.id === row.id)!;
    expect(same).toMatchObject({ brand: { id: row.brand_id }, warehouse: { id: A.id } });
    expect(same).toHaveProperty('created_by_user');
    expect(same).not.toHaveProperty('created_by');
    expect(Math.abs(Date.parse(same.updated_at as string) - Date.parse(row.updated_at))).toBeLessThan(1);
  });

  it('walk by keyset in (updated_at, id) order, every row once', async () => {
    const whole = (await get(`since=${EPOCH}&fields=ids`)).items;
    const first = await get(`since=${EPOCH}&fields=ids&limit=3`);
    expect(first.total).toBe(whole.length);
    const { rows, pages } = await walk(3);
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(whole.length / 3));
    expect(rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect([...rows].sort(order).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('a row changed during the walk comes again later; a row deleted during it comes with the next delta', async () => {
    const brand = await createBrand(t);
    const early = await createEquipment(t, { warehouse_id: A.id, brand_id: brand.id });
    const doomed = await createEquipment(t, { warehouse_id: A.id, brand_id: brand.id });
    const firstPage = await get(`since=${EPOCH}&fields=ids&limit=2`);
    const { rows } = await walk(2, t.adminToken, async (page) => {
      if (page !== 1) return;
      // A row the walk has passed already? Edit the first row of page one, delete another.
      const first = firstPage.items[0]!;
      const res = await t.request('PUT', `/equipment/${first.id}`, {
        token: t.adminToken,
        body: {
          serial_number: first.serial_number,
          model: 'Değişti',
          brand_id: first.brand_id,
          category_id: first.category_id,
          warehouse_id: first.warehouse_id,
          status: first.status,
        },
      });
      expect(res.status).toBe(200);
      expect((await t.request('DELETE', `/equipment/${doomed.id}`, { token: t.adminToken })).status).toBe(200);
    });
    const edited = firstPage.items[0]!.id;
    const seen = rows.filter((r) => r.id === edited);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.model).toBe('Değişti');
    expect(rows.map((r) => r.id).lastIndexOf(edited)).toBeGreaterThan(rows.map((r) => r.id).indexOf(early.id));
    const delta = await get(`since=${encodeURIComponent(firstPage.server_time)}&fields=ids`);
    expect(delta.deleted).toContain(doomed.id);
    expect(delta.items.map((r) => r.id)).toContain(edited);
    expect(delta.items.map((r) => r.id)).not.toContain(doomed.id);
  });

  it('a warehouse-scoped reader walks only its depots', async () => {
    const { rows } = await walk(4, scoped.token);
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.every((r) => r.warehouse_id === A.id)).toBe(true);
    expect((await get(`since=${EPOCH}&fields=ids&limit=4`, scoped.token)).total).toBe(rows.length);
  });

  it('refuse malformed parameters with a Turkish 400', async () => {
    const cases: Array<[string, string]> = [
      ['fields=names&since=' + EPOCH, 'Geçersiz fields parametresi.'],
      ['fields=ids', 'fields=ids yalnızca since parametresiyle kullanılabilir.'],
      [`since=${EPOCH}&fields=ids&limit=0`, 'Sayfa boyutu 1 ile 10.000 arasında olmalıdır.'],
      [`since=${EPOCH}&fields=ids&limit=10001`, 'Sayfa boyutu 1 ile 10.000 arasında olmalıdır.'],
      [`since=${EPOCH}&fields=ids&limit=abc`, 'Sayfa boyutu 1 ile 10.000 arasında olmalıdır.'],
      [`since=${EPOCH}&fields=ids&limit=5&after=bozuk`, 'Geçersiz sayfa imleci.'],
      [
        `since=${EPOCH}&fields=ids&limit=5&after=${Buffer.from(JSON.stringify(['dün', 'x'])).toString('base64url')}`,
        'Geçersiz sayfa imleci.',
      ],
      [`since=${EPOCH}&limit=5`, 'Geçersiz fields parametresi.'],
      [`fields=ids&since=dun`, 'Geçersiz since parametresi.'],
    ];
    for (const [query, error] of cases) {
      const res = await t.request<{ error: string }>('GET', `/equipment?${query}`, { token: t.adminToken });
      expect([query, res.status, res.body.error]).toEqual([query, 400, error]);
    }
  });
});
