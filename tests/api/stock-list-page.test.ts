// The 'Stok' list paged by the server (docs/stock.md "The list"): `GET /stock/levels?limit=` answers
// one page with its counts; the pages joined are the whole list in the same order as the device's
// copy puts it (Turkish order, numbers by value), the search folds Turkish letters, the kind and
// low-stock filters and the sorts are the database's, bad parameters are 400 in Turkish, and the
// warehouse scope holds. Without `limit` the route still answers every level (the forms, the count).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeySql } from '@server/db/fold';
import { queryRows } from '@server/db/sql';
import { compareTurkish } from '@shared/collation';
import { filterStockList, type StockListFilter } from '@shared/stock-list';
import type { StockLevelRow } from '@shared/stock';
import type { PageAnswer } from '@shared/api-types';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createCategory, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';

let t: TestServer;
let warehouseId: string;
const admin = () => ({ token: t.adminToken });

// name, variant, kind, received, minimum: Turkish letters at the start and inside, sizes as numbers.
const ITEMS: Array<[string, string | null, 'ppe' | 'consumable' | 'spare_part', number, number]> = [
  ['İş Eldiveni', '10', 'ppe', 30, 40],
  ['İş Eldiveni', '9', 'ppe', 12, 0],
  ['iş eldiveni dış', 'L', 'ppe', 0, 5],
  ['Işık Çubuğu', null, 'consumable', 7, 0],
  ['Ilık Su Vanası', null, 'spare_part', 2, 2],
  ['ısıtıcı', null, 'spare_part', 1, 0],
  ['Şapka', null, 'ppe', 4, 0],
  ['Sapan', null, 'consumable', 9, 10],
  ['Çizme', '43', 'ppe', 3, 0],
  ['Çizme', '42', 'ppe', 5, 0],
  ['Cam Suyu', null, 'consumable', 20, 0],
  ['Zımpara 120', null, 'consumable', 50, 0],
  ['Zımpara 80', null, 'consumable', 6, 0],
  ['Ökçe Bandı', null, 'consumable', 0, 0],
  ['Oksijen Tüpü', null, 'spare_part', 0, 0],
  ['Ğ Deneme', null, 'consumable', 0, 0],
  ['Gaz Maskesi', 'M', 'ppe', 8, 0],
  ['Üniforma', 'XL', 'ppe', 0, 0],
  ['Uç Seti', null, 'spare_part', 11, 0],
];

beforeAll(async () => {
  t = await startTestServer();
  warehouseId = (await createWarehouse(t)).id;
  const category = await createCategory(t, 'Koruyucu Ekipman');
  for (const [index, [name, variant, kind, received, minimum]] of ITEMS.entries()) {
    const res = await t.request<StockLevelRow>('POST', '/stock/items', {
      ...admin(),
      body: {
        name,
        variant,
        kind,
        unit: 'adet',
        barcode: index === 3 ? 'ISK-7781' : null,
        category_id: index === 6 ? category.id : null,
      },
    });
    expect(res.status).toBe(201);
    if (received > 0) {
      const receipt = await t.request('POST', '/stock/receipts', {
        ...admin(),
        body: {
          warehouse_id: warehouseId,
          supplier: 'Tedarik',
          lines: [{ item_id: res.body.id, quantity: received, unit_price: index + 1 }],
        },
      });
      expect(receipt.status).toBe(201);
    }
    if (minimum > 0) {
      const level = { warehouse_id: warehouseId, item_id: res.body.id, min_qty: minimum, reorder_qty: minimum * 2 };
      expect((await t.request('PUT', '/stock/levels', { ...admin(), body: level })).status).toBe(200);
    }
  }
});
afterAll(async () => {
  await t?.close();
});

const path = (params: Record<string, string>) => `/stock/levels?${new URLSearchParams({ warehouse_id: warehouseId, ...params })}`;
const whole = async () => (await t.request<StockLevelRow[]>('GET', path({}), admin())).body;
const page = (params: Record<string, string>, token = t.adminToken) => t.request<PageAnswer<StockLevelRow>>('GET', path(params), { token });
const label = (r: StockLevelRow) => (r.variant ? `${r.name} ${r.variant}` : r.name);

/** Every page of the filter, joined, with the counts the first one gave. */
async function allPages(params: Record<string, string>, limit = 4) {
  const rows: StockLevelRow[] = [];
  const first = await page({ ...params, limit: String(limit), page: '1' });
  expect(first.status).toBe(200);
  for (let p = 1; p <= Math.ceil(first.body.filtered / limit); p++) {
    const res = await page({ ...params, limit: String(limit), page: String(p) });
    expect(res.body.page).toBe(p);
    expect(res.body.page_size).toBe(limit);
    rows.push(...res.body.items);
  }
  return { rows, filtered: first.body.filtered, total: first.body.total };
}

/** What the device answers from the whole list for the same filter (stock-list.ts). */
async function onDevice(filter: StockListFilter) {
  return filterStockList(await whole(), filter).map(label);
}

describe('the stock list paged by the server', () => {
  it('joins its pages into the whole list, in Turkish order with numbers by value', async () => {
    const all = await whole();
    expect(all).toHaveLength(ITEMS.length);
    const { rows, filtered, total } = await allPages({});
    expect({ filtered, total }).toEqual({ filtered: ITEMS.length, total: ITEMS.length });
    expect(rows).toEqual(all);
    expect(rows.map(label)).toEqual([
      'Cam Suyu',
      'Çizme 42',
      'Çizme 43',
      'Gaz Maskesi M',
      'Ğ Deneme',
      'Ilık Su Vanası',
      'ısıtıcı',
      'Işık Çubuğu',
      'İş Eldiveni 9',
      'İş Eldiveni 10',
      'iş eldiveni dış L',
      'Oksijen Tüpü',
      'Ökçe Bandı',
      'Sapan',
      'Şapka',
      'Uç Seti',
      'Üniforma XL',
      'Zımpara 80',
      'Zımpara 120',
    ]);
    // The page's rows carry everything the whole list's do (levels, value, quantity to order).
    const eldiven = rows.find((r) => label(r) === 'İş Eldiveni 10')!;
    expect(eldiven).toMatchObject({ on_hand: 30, min_qty: 40, reorder_qty: 80, to_order: 50, value: 30 });
    const beyond = await page({ limit: '10', page: '9' });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ items: [], filtered: ITEMS.length, page: 9 });
  });

  it('searches with Turkish letters folded, as the device does', async () => {
    const names = async (q: string) => (await allPages({ q })).rows.map(label);
    expect(await names('İŞ ELDİVENİ')).toEqual(['İş Eldiveni 9', 'İş Eldiveni 10', 'iş eldiveni dış L']);
    expect(await names('is eldiveni')).toEqual(['İş Eldiveni 9', 'İş Eldiveni 10', 'iş eldiveni dış L']);
    expect(await names('IŞIK')).toEqual(['Işık Çubuğu']);
    expect(await names('şapka')).toEqual(['Şapka']);
    expect(await names('SAPKA')).toEqual(['Şapka']);
    expect(await names('ılık vana')).toEqual(['Ilık Su Vanası']);
    expect(await names('isk-7781')).toEqual(['Işık Çubuğu']);
    expect(await names('koruyucu')).toEqual(['Şapka']);
    for (const q of ['kkd', 'yedek', 'dış', 'zımpara 1', 'ç', 'yok böyle bir şey']) expect(await names(q)).toEqual(await onDevice({ q }));
    expect((await allPages({ q: 'yok böyle bir şey' })).filtered).toBe(0);
  });

  it('filters by kind and low stock and sorts in the database, as the device does', async () => {
    const cases: Array<[Record<string, string>, StockListFilter]> = [
      [{ kind: 'ppe' }, { kind: 'ppe' }],
      [
        { kind: 'spare_part', sort: 'on_hand' },
        { kind: 'spare_part', sort: 'on_hand' },
      ],
      [{ low: 'true' }, { low: true }],
      [
        { low: 'true', q: 'eldiven' },
        { low: true, q: 'eldiven' },
      ],
      [{ sort: 'on_hand' }, { sort: 'on_hand' }],
      [{ sort: 'value' }, { sort: 'value' }],
      [
        { sort: 'value', kind: 'consumable', q: 'a' },
        { sort: 'value', kind: 'consumable', q: 'a' },
      ],
    ];
    for (const [params, filter] of cases) {
      const { rows, total } = await allPages(params, 3);
      expect(rows.map(label)).toEqual(await onDevice(filter));
      expect(total).toBe(ITEMS.length);
    }
    expect((await allPages({ low: 'true' })).rows.map(label)).toEqual(['Ilık Su Vanası', 'İş Eldiveni 10', 'iş eldiveni dış L', 'Sapan']);
  });

  it('refuses bad parameters with a Turkish message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ limit: '0' }, 'Sayfa boyutu 1 ile 100 arasında olmalıdır.'],
      [{ limit: '101' }, 'Sayfa boyutu 1 ile 100 arasında olmalıdır.'],
      [{ limit: 'on' }, 'Sayfa boyutu 1 ile 100 arasında olmalıdır.'],
      [{ limit: '10', page: '0' }, 'Geçersiz sayfa numarası.'],
      [{ limit: '10', page: '-1' }, 'Geçersiz sayfa numarası.'],
      [{ limit: '10', kind: 'gloves' }, 'Geçersiz stok türü.'],
      [{ limit: '10', sort: 'price' }, 'Geçersiz sıralama.'],
      [{ limit: '10', low: 'evet' }, 'Geçersiz filtre.'],
    ];
    for (const [params, message] of cases) {
      const res = await page(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect((res.body as unknown as { error: string }).error).toBe(message);
    }
    const noWarehouse = await t.request<{ error: string }>('GET', '/stock/levels?limit=10', admin());
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.body.error).toBe('Depo seçimi zorunludur');
  });

  it('keeps to the caller’s warehouses', async () => {
    const mine = await createWarehouse(t);
    const scoped = await createUserWithPermissions(t, ['issue_stock'], { warehouseIds: [mine.id] });
    expect((await page({ limit: '10' }, scoped.token)).status).toBe(404);
    const own = await t.request<PageAnswer<StockLevelRow>>('GET', `/stock/levels?warehouse_id=${mine.id}&limit=5`, scoped);
    expect(own.status).toBe(200);
    expect(own.body.items.map((r) => r.on_hand)).toEqual([0, 0, 0, 0, 0]);
    expect(own.body.filtered).toBe(ITEMS.length);
    const stranger = await createUserWithPermissions(t, ['view_equipment']);
    expect((await page({ limit: '10' }, stranger.token)).status).toBe(403);
  });
});

describe('the keys the database keeps for the list (migration 0054)', () => {
  it('orders texts as the Turkish collator does, letter by letter and with numbers by value', async () => {
    const letters = [...'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZabcçdefgğhıijklmnoöprsştuüvyzÂâÎîÛû'];
    const words = [
      'Çizme 9',
      'Çizme 10',
      'Çizme 9a',
      'cızbız',
      'Cılız',
      'çilek',
      'İğne',
      'iğne 2',
      'Iğdır',
      'ığdır',
      'Ilgaz',
      'ilgaz',
      'Ölçü',
      'olcu',
      'Öğle',
      'Şişe',
      'şiş',
      'Sis',
      'Üzüm',
      'uzun',
      'Ağ',
      'ağız',
      'Âşık',
      'aşk',
      'M8 Cıvata',
      'M10 Cıvata',
      'M 8',
      'Kesme Diski 115',
      'Kesme Diski 1000',
      'Kesme Diski',
      'Kesme-Diski',
      'Zımpara 040',
      'Zımpara 40',
      'zımpara 041',
      'Baret',
    ];
    const texts = [...letters, ...words];
    const rows = await queryRows<{ t: string }>(
      t.database.db,
      sql`select t from unnest(${`{${texts.map((x) => `"${x}"`).join(',')}}`}::text[]) t order by turkish_order_key(t) collate "C", t collate "C"`,
    );
    const inSql = rows.map((r) => r.t);
    expect(inSql).toHaveLength(texts.length);
    // Each text at or after the one before it, as the collator compares them (equal ones, 'A' and 'a', either way round).
    const outOfOrder = inSql.slice(1).flatMap((text, i) => (compareTurkish(inSql[i], text) > 0 ? [`${inSql[i]} > ${text}`] : []));
    expect(outOfOrder).toEqual([]);
  });

  it('keeps the folded search key of name, variant, barcode and standard as the searches fold them', async () => {
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from stock_items where search_key is distinct from ${searchKeySql([sql`name`, sql`variant`, sql`barcode`, sql`standard`])}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});
