// Stock items through the existing import (docs/import.md, docs/stock.md), on PGlite and
// PostgreSQL: preview and write of a CSV and an .xlsx, Turkish messages per row, name + variant
// matched Turkish-folded so a re-run adds nothing, an opening quantity booked once as a receipt
// movement of the ledger, minimum and reorder level set, warehouse scope and the permission.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportProgressLine, ImportSummary } from '@shared/import';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createCategory, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';
import { csvText, utf8, xlsxBytes } from '../helpers/spreadsheets';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function upload(path: string, bytes: Uint8Array, options: { token?: string; createMissing?: boolean; name?: string } = {}) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), options.name ?? 'stok.csv');
  if (options.createMissing) form.set('create_missing', 'true');
  return fetch(`${t.url}/api/imports/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token ?? t.adminToken}` },
    body: form,
  });
}
async function preview(bytes: Uint8Array, options: { token?: string; createMissing?: boolean; name?: string } = {}) {
  const res = await upload('stock/preview', bytes, options);
  return { status: res.status, body: (await res.json()) as ImportPreview & { error?: string } };
}
async function write(bytes: Uint8Array, options: { token?: string; createMissing?: boolean; name?: string } = {}) {
  const res = await upload('stock', bytes, options);
  expect(res.status).toBe(200);
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ImportProgressLine);
  const last = lines[lines.length - 1]!;
  expect(last.type, JSON.stringify(last)).toBe('summary');
  return (last as { summary: ImportSummary }).summary;
}

const HEADER = [
  'Stok Adı',
  'Tür',
  'Birim',
  'Barkod',
  'Kategori',
  'Beden / Varyant',
  'Standart',
  'Değiştirme Süresi (Ay)',
  'İade Edilir',
  'Depo',
  'Açılış Miktarı',
  'Birim Fiyat',
  'Minimum',
  'Sipariş Seviyesi',
];

async function itemsNamed(prefix: string) {
  return queryRows<Row>(
    t.database.db,
    sql`select id, name, kind, unit, barcode, variant, standard, replacement_months, returnable, category_id from stock_items where name like ${`${prefix}%`} order by name, variant`,
  );
}
async function movements(itemId: string) {
  return queryRows<Row>(
    t.database.db,
    sql`select kind, warehouse_id, quantity::float8 as quantity, unit_price::float8 as unit_price, supplier from stock_movements where item_id = ${itemId}::uuid`,
  );
}
async function level(warehouseId: string, itemId: string) {
  const res = await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${warehouseId}`, { token: t.adminToken });
  return res.body.find((r) => r.id === itemId)!;
}

describe('stock item import', () => {
  it('previews, writes items with an opening receipt through the ledger and levels; a re-run adds nothing', async () => {
    const tag = randomUUID().slice(0, 6);
    const warehouse = await createWarehouse(t, { name: `İzmir Depo ${tag}` });
    const category = await createCategory(t, `Koruyucu ${tag}`);
    const file = utf8(
      csvText([
        HEADER,
        [
          `Ayakkabı ${tag}`,
          'KKD',
          'çift',
          '8690000000012',
          category.name.toLocaleUpperCase('tr-TR'),
          '42',
          'EN ISO 20345',
          '12',
          'Hayır',
          `izmir depo ${tag}`,
          '20',
          '850,50',
          '5',
          '25',
        ],
        [`Ayakkabı ${tag}`, 'kkd', 'Çift', '', category.name, '43', 'EN ISO 20345', '12', '', `İzmir Depo ${tag}`, '', '', '', ''],
        [`Emniyet Kemeri ${tag}`, 'KKD', 'adet', '', '', '', 'EN 361', '', 'Evet', '', '', '', '', ''],
        [`Kesme Diski ${tag}`, 'Sarf Malzeme', 'paket', '', '', '', '', '', '', `İzmir Depo ${tag}`, '2,5', '1.250,00', '', ''],
        [`Hatalı ${tag}`, 'Sarf', 'ton', '', '', '', '', '', '', '', '', '', '', ''],
        [`Barkodlu ${tag}`, 'Yedek Parça', 'adet', '8690000000013', '', '', '', '', '', '', '', '', '', ''],
        [`Depolu ${tag}`, 'Yedek Parça', 'adet', '', '', '', '', '', '', 'Olmayan Depo', '3', '', '', ''],
      ]),
    );
    const p = await preview(file);
    expect(p.status).toBe(200);
    expect(p.body.counts).toEqual({ create: 4, update: 0, skip: 0, error: 3 });
    const errors = Object.fromEntries(p.body.rows.filter((r) => r.action === 'error').map((r) => [r.row, r.message]));
    expect(errors[6]).toBe('Birim seçimi zorunludur (adet, çift, kutu, paket, metre, kg, litre).');
    expect(errors[7]).toBe('Barkod geçersiz: 13 haneli EAN-13 barkodunun kontrol hanesi tutmuyor.');
    expect(errors[8]).toBe('Depo bulunamadı: Olmayan Depo.');
    expect(await itemsNamed(`Ayakkabı ${tag}`)).toEqual([]);

    const summary = await write(file, { name: 'stok-listesi.csv' });
    expect(summary.counts).toEqual({ create: 4, update: 0, skip: 0, error: 3 });
    expect(summary.errors.map((e) => e.row)).toEqual([6, 7, 8]);
    const boots = await itemsNamed(`Ayakkabı ${tag}`);
    expect(boots.map((b) => [b.variant, b.kind, b.unit, b.barcode, b.category_id, b.replacement_months, b.returnable])).toEqual([
      ['42', 'ppe', 'çift', '8690000000012', category.id, 12, false],
      ['43', 'ppe', 'çift', null, category.id, 12, false],
    ]);
    const [harness] = await itemsNamed(`Emniyet Kemeri ${tag}`);
    expect(harness).toMatchObject({ returnable: true, standard: 'EN 361' });
    const [discs] = await itemsNamed(`Kesme Diski ${tag}`);
    expect(await movements(boots[0]!.id)).toEqual([
      { kind: 'receipt', warehouse_id: warehouse.id, quantity: 20, unit_price: 850.5, supplier: 'Açılış stoku (içe aktarma)' },
    ]);
    expect(await movements(discs!.id)).toEqual([
      { kind: 'receipt', warehouse_id: warehouse.id, quantity: 2.5, unit_price: 1250, supplier: 'Açılış stoku (içe aktarma)' },
    ]);
    expect(await movements(boots[1]!.id)).toEqual([]);
    expect(await level(warehouse.id, boots[0]!.id)).toMatchObject({
      on_hand: 20,
      min_qty: 5,
      reorder_qty: 25,
      avg_cost: 850.5,
      value: 17010,
    });
    const [audited] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'stock_items' and action = 'import' and after->>'import_file' = 'stok-listesi.csv' and entity_id in (select id from stock_items where name like ${`%${tag}`})`,
    );
    expect(audited!.n).toBe(4);

    // The same file again: every item is there, the opening quantity was booked; nothing is written.
    const again = await write(file, { name: 'stok-listesi.csv' });
    expect(again.counts).toEqual({ create: 0, update: 0, skip: 4, error: 3 });
    expect(await movements(boots[0]!.id)).toHaveLength(1);
    expect(await itemsNamed(`Ayakkabı ${tag}`)).toHaveLength(2);

    // A changed standard and minimum update the item and the level; the opening is not booked twice.
    const changed = utf8(
      csvText([
        HEADER,
        [
          `Ayakkabı ${tag}`,
          'KKD',
          'çift',
          '8690000000012',
          category.name,
          '42',
          'EN ISO 20345 S3',
          '12',
          'Hayır',
          `İzmir Depo ${tag}`,
          '20',
          '850,50',
          '8',
          '30',
        ],
      ]),
    );
    expect((await write(changed)).counts).toEqual({ create: 0, update: 1, skip: 0, error: 0 });
    expect((await itemsNamed(`Ayakkabı ${tag}`))[0]).toMatchObject({ name: `Ayakkabı ${tag}`, standard: 'EN ISO 20345 S3' });
    expect(await level(warehouse.id, boots[0]!.id)).toMatchObject({ on_hand: 20, min_qty: 8, reorder_qty: 30 });
    // A unit changed after the item moved is refused in Turkish.
    const unit = utf8(
      csvText([
        HEADER,
        [`Ayakkabı ${tag}`, 'KKD', 'adet', '8690000000012', category.name, '42', 'EN ISO 20345 S3', '12', 'Hayır', '', '', '', '', ''],
      ]),
    );
    const refused = await write(unit);
    expect(refused.errors.map((e) => e.message)).toEqual(['Hareket görmüş bir stok kartının birimi değiştirilemez.']);
    // A barcode another item holds is refused on its row, in Turkish.
    const taken = utf8(csvText([HEADER.slice(0, 6), [`Bot ${tag}`, 'KKD', 'çift', '8690000000012', '', '44']]));
    expect((await preview(taken)).body.rows.map((r) => r.message)).toEqual(['Bu barkod başka bir stok kartında kayıtlı.']);
    // A file without the optional columns leaves them as stored: the barcode, category, standard stay.
    const short = utf8(
      csvText([
        ['Stok Adı', 'Tür', 'Birim', 'Beden / Varyant'],
        [`Ayakkabı ${tag}`, 'KKD', 'çift', '42'],
      ]),
    );
    expect((await write(short)).counts).toEqual({ create: 0, update: 0, skip: 1, error: 0 });
    const kindOnly = utf8(
      csvText([
        ['Stok Adı', 'Tür', 'Birim', 'Beden / Varyant'],
        [`Ayakkabı ${tag}`, 'Sarf Malzeme', 'çift', '42'],
      ]),
    );
    expect((await write(kindOnly)).counts).toEqual({ create: 0, update: 1, skip: 0, error: 0 });
    expect((await itemsNamed(`Ayakkabı ${tag}`))[0]).toMatchObject({
      kind: 'consumable',
      barcode: '8690000000012',
      category_id: category.id,
      standard: 'EN ISO 20345 S3',
      replacement_months: 12,
    });
    // 'AYAKKABI …' size 42 written twice in one file, Turkish-folded: both rows are refused.
    const twice = utf8(
      csvText([HEADER.slice(0, 6), [`Ayakkabı ${tag}`, 'KKD', 'çift', '', '', '42'], [`AYAKKABI ${tag}`, 'KKD', 'çift', '', '', '42']]),
    );
    const dup = await preview(twice);
    expect(dup.body.rows.map((r) => r.message)).toEqual([
      expect.stringContaining('dosyada birden fazla satırda var (3. satır da)'),
      expect.stringContaining('dosyada birden fazla satırda var (2. satır da)'),
    ]);
  });

  it('reads an .xlsx, creates a missing category when asked, and says a bad replacement period or returnable value on its row', async () => {
    const tag = randomUUID().slice(0, 6);
    const rows = [
      ['Stok Adı', 'Tür', 'Birim', 'Kategori', 'Değiştirme Süresi (Ay)', 'İade Edilir'],
      [`Baret ${tag}`, 'KKD', 'adet', `Yeni Kategori ${tag}`, 24, 'Hayır'],
      [`Gözlük ${tag}`, 'KKD', 'adet', '', 121, ''],
      [`Eldiven ${tag}`, 'KKD', 'çift', '', '', 'belki'],
    ];
    const bytes = await xlsxBytes(rows);
    const without = await preview(bytes, { name: 'stok.xlsx' });
    expect(without.body.missing.categories).toEqual([`Yeni Kategori ${tag}`]);
    expect(without.body.rows.map((r) => r.message ?? r.action)).toEqual([
      `Kategori bulunamadı: Yeni Kategori ${tag}. Eksik olanları oluşturmak için 'Eksik kategorileri oluştur' kutusunu işaretleyin.`,
      'Değiştirme süresi 1 ile 120 ay arasında olmalıdır.',
      "İade Edilir sütunu 'Evet' ya da 'Hayır' olmalıdır.",
    ]);
    const summary = await write(bytes, { name: 'stok.xlsx', createMissing: true });
    expect(summary.counts).toEqual({ create: 1, update: 0, skip: 0, error: 2 });
    const [helmet] = await itemsNamed(`Baret ${tag}`);
    const [category] = await queryRows<Row>(t.database.db, sql`select name from categories where id = ${helmet!.category_id}::uuid`);
    expect(category!.name).toBe(`Yeni Kategori ${tag}`);
  });

  it('keeps to the user’s warehouses and needs manage_stock_items', async () => {
    const tag = randomUUID().slice(0, 6);
    const mine = await createWarehouse(t, { name: `Benim ${tag}` });
    await createWarehouse(t, { name: `Başkası ${tag}` });
    const keeper = await createUserWithPermissions(t, ['manage_stock_items', 'view_stock'], { warehouseIds: [mine.id] });
    const file = utf8(
      csvText([
        ['Stok Adı', 'Tür', 'Birim', 'Depo', 'Açılış Miktarı'],
        [`Kablo Bağı ${tag}`, 'Sarf Malzeme', 'paket', `Benim ${tag}`, '10'],
        [`Pil ${tag}`, 'Sarf Malzeme', 'adet', `Başkası ${tag}`, '10'],
      ]),
    );
    const summary = await write(file, { token: keeper.token });
    expect(summary.counts).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    expect(summary.errors[0]!.message).toBe(`Depo bulunamadı: Başkası ${tag}.`);
    expect(await itemsNamed(`Pil ${tag}`)).toEqual([]);
    const reader = await createUserWithPermissions(t, ['view_stock', 'create_equipment', 'create_worker']);
    expect((await upload('stock/preview', file, { token: reader.token })).status).toBe(403);
    expect((await upload('stock', file, { token: reader.token })).status).toBe(403);
  });
});
