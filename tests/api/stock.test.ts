// Counted stock over HTTP (docs/stock.md): the catalogue and its Turkish refusals, the ledger (the
// level is always the movements' sum, moving-average cost, reversal by another movement, append-only),
// issues online (refused in place beyond the stock, also under 50 concurrent issues of the last 10
// units) and offline (always landing, the shortfall flagged and resolved), returns, transfers in
// transit, the PPE card, the numbered KKD- document, warehouse scope and the permissions.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { verify } from '../helpers/documents';
import { outboxRows } from '../helpers/notification-fixtures';
import { createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL, type TestUser } from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let storekeeper: TestUser;
const admin = () => ({ token: t.adminToken });

beforeAll(async () => {
  t = await startTestServer();
  storekeeper = await createUserWithPermissions(t, ['view_stock', 'manage_stock_items', 'receive_stock', 'issue_stock', 'adjust_stock']);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
async function item(extra: Row = {}) {
  const res = await t.request<Row>('POST', '/stock/items', {
    ...admin(),
    body: {
      name: `İş Eldiveni ${++seq}-${randomUUID().slice(0, 4)}`,
      kind: 'ppe',
      unit: 'çift',
      variant: 'L',
      standard: 'EN 388',
      replacement_months: 3,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}
const receive = (warehouseId: string, lines: Row[], token = t.adminToken) =>
  t.request<Row>('POST', '/stock/receipts', {
    token,
    body: { warehouse_id: warehouseId, supplier: 'Güven İSG Ltd.', invoice_no: 'FTR-1', lines },
  });
const issue = (
  warehouseId: string,
  workerId: string,
  lines: Row[],
  options: { token?: string; offline?: boolean; key?: string; id?: string } = {},
) => {
  const id = options.id ?? randomUUID();
  return t.request<Row>('POST', '/stock/issues', {
    token: options.token ?? t.adminToken,
    body: { id, warehouse_id: warehouseId, worker_id: workerId, signature: PNG_DATA_URL, offline: options.offline ?? false, lines },
    headers: options.key ? { 'Idempotency-Key': options.key } : {},
  });
};
async function level(warehouseId: string, itemId: string): Promise<Row> {
  const res = await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${warehouseId}`, admin());
  expect(res.status).toBe(200);
  return res.body.find((r) => r.id === itemId)!;
}
/** The ledger's sum and the stored level, read straight from the database. */
async function ledger(warehouseId: string, itemId: string) {
  const [row] = await queryRows<{ sum: number; on_hand: number }>(
    t.database.db,
    sql`select (select coalesce(sum(delta), 0)::float8 from stock_movements where warehouse_id = ${warehouseId}::uuid and item_id = ${itemId}::uuid) as sum,
        (select on_hand::float8 from stock_levels where warehouse_id = ${warehouseId}::uuid and item_id = ${itemId}::uuid) as on_hand`,
  );
  return row!;
}

describe('the catalogue', () => {
  it('creates and edits a stock item; bad input is answered in Turkish, nothing stored', async () => {
    const created = await item({ barcode: '8690000000012' });
    expect(created).toMatchObject({
      kind: 'ppe',
      unit: 'çift',
      variant: 'L',
      standard: 'EN 388',
      replacement_months: 3,
      barcode: '8690000000012',
    });
    const bad = [
      [{ kind: 'ppe', unit: 'adet' }, 'Stok adı zorunludur'],
      [{ name: 'Baret', kind: 'alet', unit: 'adet' }, 'Tür seçimi zorunludur (Sarf Malzeme, KKD veya Yedek Parça).'],
      [{ name: 'Baret', kind: 'ppe', unit: 'ton' }, 'Birim seçimi zorunludur (adet, çift, kutu, paket, metre, kg, litre).'],
      [
        { name: 'Baret', kind: 'ppe', unit: 'adet', barcode: '8690000000011' },
        'Barkod geçersiz: 13 haneli EAN-13 barkodunun kontrol hanesi tutmuyor.',
      ],
      [{ name: 'Baret', kind: 'ppe', unit: 'adet', replacement_months: 0 }, 'Değiştirme süresi 1 ile 120 ay arasında olmalıdır.'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await t.request<Row>('POST', '/stock/items', { ...admin(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const again = await t.request<Row>('POST', '/stock/items', {
      ...admin(),
      body: { name: created.name.toLocaleUpperCase('tr-TR'), kind: 'ppe', unit: 'çift', variant: 'l' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Bu ad ve beden/varyant ile bir stok kartı zaten var.');
    const otherSize = await t.request<Row>('POST', '/stock/items', {
      ...admin(),
      body: { name: created.name, kind: 'ppe', unit: 'çift', variant: 'XL', barcode: '8690000000012' },
    });
    expect(otherSize.body.error).toBe('Bu barkod başka bir stok kartında kayıtlı.');
    const edited = await t.request<Row>('PUT', `/stock/items/${created.id}`, {
      ...admin(),
      body: { name: created.name, kind: 'ppe', unit: 'çift', variant: 'L', standard: 'EN 388:2016' },
    });
    expect(edited.body).toMatchObject({ standard: 'EN 388:2016', barcode: null });
  });

  it('lists the catalogue and a warehouse’s levels in Turkish order, whatever the database’s collation', async () => {
    const tag = randomUUID().slice(0, 6);
    const names = ['Çizme', 'Cırt Bant', 'Kulak Tıkacı', 'Kömür Fırça', 'İş Önlüğü', 'Izgara Teli'].map((n) => `${n} ${tag}`);
    for (const name of names)
      expect((await t.request('POST', '/stock/items', { ...admin(), body: { name, kind: 'consumable', unit: 'adet' } })).status).toBe(201);
    const expected = ['Cırt Bant', 'Çizme', 'Izgara Teli', 'İş Önlüğü', 'Kömür Fırça', 'Kulak Tıkacı'].map((n) => `${n} ${tag}`);
    const ours = (rows: Row[]) => rows.map((r) => r.name as string).filter((n) => n.endsWith(tag));
    expect(ours((await t.request<Row[]>('GET', '/stock/items', admin())).body)).toEqual(expected);
    const wh = await createWarehouse(t);
    expect(ours((await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${wh.id}`, admin())).body)).toEqual(expected);
  });
});

describe('the ledger', () => {
  it('keeps the level as the sum of its movements, at moving-average cost, and reverses only by another movement', async () => {
    const wh = await createWarehouse(t);
    const gloves = await item();
    expect((await receive(wh.id, [{ item_id: gloves.id, quantity: 10, unit_price: 20 }])).status).toBe(201);
    expect((await receive(wh.id, [{ item_id: gloves.id, quantity: 30, unit_price: 40 }])).status).toBe(201);
    expect(await level(wh.id, gloves.id)).toMatchObject({ on_hand: 40, avg_cost: 35, value: 1400 });
    const loss = await t.request<Row>('POST', '/stock/adjustments', {
      ...admin(),
      body: { kind: 'loss', warehouse_id: wh.id, reason: 'hasarlı', lines: [{ item_id: gloves.id, quantity: 2.5 }] },
    });
    expect(loss.status).toBe(201);
    expect(loss.body.movements[0]).toMatchObject({ kind: 'loss', delta: -2.5, balance_after: 37.5, unit_cost: 35 });
    const count = await t.request<Row>('POST', '/stock/adjustments', {
      ...admin(),
      body: { kind: 'count_correction', warehouse_id: wh.id, lines: [{ item_id: gloves.id, quantity: -1.5 }] },
    });
    expect(count.body.movements[0]).toMatchObject({ kind: 'count_correction', quantity: 1.5, delta: -1.5, balance_after: 36 });
    const reversed = await t.request<Row>('POST', `/stock/movements/${loss.body.movements[0].id}/reverse`, {
      ...admin(),
      body: { reason: 'Yanlış girildi' },
    });
    expect(reversed.status).toBe(201);
    expect(reversed.body.movements[0]).toMatchObject({ kind: 'reversal', delta: 2.5, balance_after: 38.5 });
    const twice = await t.request<Row>('POST', `/stock/movements/${loss.body.movements[0].id}/reverse`, {
      ...admin(),
      body: { reason: 'Tekrar' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Bu hareket zaten ters kayıtla düzeltilmiş.');
    expect(await ledger(wh.id, gloves.id)).toEqual({ sum: 38.5, on_hand: 38.5 });
    const history = await t.request<Row[]>('GET', `/stock/movements?warehouse_id=${wh.id}&item_id=${gloves.id}`, admin());
    expect(history.body.map((m) => m.kind)).toEqual(['reversal', 'count_correction', 'loss', 'receipt', 'receipt']);
    // The ledger is append-only, whatever asks.
    await expect(t.database.db.execute(sql`update stock_movements set delta = 0 where warehouse_id = ${wh.id}::uuid`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from stock_movements where warehouse_id = ${wh.id}::uuid`)).rejects.toThrow();
    // Every movement has its audit row.
    const [audits] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'stock_movements' and entity_id in (select id from stock_movements where warehouse_id = ${wh.id}::uuid)`,
    );
    expect(audits!.n).toBe(5);
  });

  it('refuses an online issue beyond the stock in place (409, Turkish), unless the warehouse allows negative stock', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const helmet = await item({ name: `Baret ${randomUUID().slice(0, 6)}`, unit: 'adet', variant: null });
    await receive(wh.id, [{ item_id: helmet.id, quantity: 2, unit_price: 150 }]);
    const refused = await issue(wh.id, worker.id, [{ item_id: helmet.id, quantity: 3 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Yetersiz stok: ${helmet.name} için depoda 2 adet var.`);
    expect(await ledger(wh.id, helmet.id)).toEqual({ sum: 2, on_hand: 2 });
    expect((await t.request('PUT', `/stock/settings/${wh.id}`, { ...admin(), body: { allow_negative: true } })).status).toBe(200);
    const allowed = await issue(wh.id, worker.id, [{ item_id: helmet.id, quantity: 3 }]);
    expect(allowed.status).toBe(201);
    expect(allowed.body.shortfalls).toEqual([]);
    expect(await ledger(wh.id, helmet.id)).toEqual({ sum: -1, on_hand: -1 });
  });

  it('lets exactly 10 of 50 concurrent online issues of the last 10 units leave; the level never goes below zero', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const plugs = await item({
      name: `Kulak Tıkacı ${randomUUID().slice(0, 6)}`,
      kind: 'consumable',
      unit: 'adet',
      variant: null,
      replacement_months: null,
    });
    await receive(wh.id, [{ item_id: plugs.id, quantity: 10, unit_price: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => issue(wh.id, worker.id, [{ item_id: plugs.id, quantity: 1 }], { token: storekeeper.token })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await ledger(wh.id, plugs.id)).toEqual({ sum: 0, on_hand: 0 });
    const [lowest] = await queryRows<{ min: number }>(
      t.database.db,
      sql`select min(balance_after)::float8 as min from stock_movements where item_id = ${plugs.id}::uuid`,
    );
    expect(lowest!.min).toBe(0);
    const numbers = answers.filter((a) => a.status === 201).map((a) => a.body.document.number as string);
    expect(new Set(numbers).size).toBe(10);
  });
});

describe('offline issues', () => {
  it('land on replay although the stock is short: the level goes below zero and the shortfall is flagged until resolved', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const boots = await item({
      name: `İş Ayakkabısı ${randomUUID().slice(0, 6)}`,
      variant: '42',
      standard: 'EN ISO 20345 S3',
      replacement_months: 12,
    });
    await receive(wh.id, [{ item_id: boots.id, quantity: 1, unit_price: 900 }]);
    const noKey = await issue(wh.id, worker.id, [{ item_id: boots.id, quantity: 3 }], { offline: true });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toBe('Çevrimdışı yapılan teslim işlem anahtarıyla (Idempotency-Key) gönderilmelidir.');
    const id = randomUUID();
    const landed = await issue(wh.id, worker.id, [{ item_id: boots.id, quantity: 3 }], { offline: true, key: id, id });
    expect(landed.status).toBe(201);
    expect(landed.body).toMatchObject({ offline: true, shortfalls: [{ item_id: boots.id, shortfall: 2 }] });
    expect(landed.body.document.number).toMatch(/^KKD-\d{4}-\d{6}$/);
    // Sent once: the replay with its key, and the same issue under a new key, change nothing.
    const replay = await issue(wh.id, worker.id, [{ item_id: boots.id, quantity: 3 }], { offline: true, key: id, id });
    expect(replay.body.id).toBe(id);
    const again = await issue(wh.id, worker.id, [{ item_id: boots.id, quantity: 3 }], { offline: true, key: randomUUID(), id });
    expect(again.status).toBe(200);
    expect(again.body.document).toEqual(landed.body.document);
    expect(await ledger(wh.id, boots.id)).toEqual({ sum: -2, on_hand: -2 });

    const open = await t.request<Row[]>('GET', `/stock/shortfalls?warehouse_id=${wh.id}&open=true`, { token: storekeeper.token });
    expect(open.body).toHaveLength(1);
    expect(open.body[0]).toMatchObject({ item_id: boots.id, shortfall: 2, on_hand: -2, worker: { id: worker.id }, resolved_at: null });
    const resolved = await t.request<Row>('POST', `/stock/shortfalls/${open.body[0]!.movement_id}/resolve`, {
      token: storekeeper.token,
      body: { note: 'Raf arkasında 2 çift bulundu, sayım düzeltmesi yapıldı.' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolved_at).not.toBeNull();
    expect((await t.request<Row[]>('GET', `/stock/shortfalls?warehouse_id=${wh.id}&open=true`, admin())).body).toHaveLength(0);
  });
});

describe('returns, the PPE card and the document', () => {
  it('takes back what the worker holds, shows the PPE card with the next replacement day, and verifies the KKD- document', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const harness = await item({
      name: `Emniyet Kemeri ${randomUUID().slice(0, 6)}`,
      unit: 'adet',
      variant: null,
      standard: 'EN 361',
      replacement_months: 6,
      returnable: true,
    });
    await receive(wh.id, [{ item_id: harness.id, quantity: 5, unit_price: 1200 }]);
    const given = await issue(wh.id, worker.id, [{ item_id: harness.id, quantity: 2 }]);
    expect(given.status).toBe(201);
    const tooMany = await t.request<Row>('POST', '/stock/returns', {
      ...admin(),
      body: { warehouse_id: wh.id, worker_id: worker.id, lines: [{ item_id: harness.id, quantity: 3 }] },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe('İşçinin üzerinde bu kalemden 2 var; daha fazlası iade alınamaz.');
    const back = await t.request<Row>('POST', '/stock/returns', {
      ...admin(),
      body: { warehouse_id: wh.id, worker_id: worker.id, lines: [{ item_id: harness.id, quantity: 1, scrapped: true }] },
    });
    expect(back.status).toBe(201);
    expect(await ledger(wh.id, harness.id)).toEqual({ sum: 3, on_hand: 3 });
    const card = await t.request<Row[]>('GET', `/stock/workers/${worker.id}/ppe`, admin());
    expect(card.status).toBe(200);
    expect(card.body).toHaveLength(1);
    expect(card.body[0]).toMatchObject({ item_id: harness.id, held: 1, standard: 'EN 361', returnable: true });
    expect(card.body[0]!.next_replacement_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.body[0]!.issues[0].document.number).toBe(given.body.document.number);

    const [doc] = await queryRows<{ code: string }>(
      t.database.db,
      sql`select code from documents where id = ${given.body.document.id}::uuid`,
    );
    const checked = await verify(t, doc!.code, t.adminToken);
    expect(checked.body).toMatchObject({
      number: given.body.document.number,
      kind: 'stock_issue',
      state: 'valid',
      title: 'KKD ve Malzeme Teslim Tutanağı',
    });
  });
});

describe('low stock', () => {
  it('tells the warehouse’s stock readers once per crossing of the minimum, and lists the quantity to order', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const vests = await item({
      name: `Reflektörlü Yelek ${randomUUID().slice(0, 6)}`,
      unit: 'adet',
      variant: null,
      replacement_months: 12,
    });
    const set = await t.request<Row>('PUT', '/stock/levels', {
      ...admin(),
      body: { warehouse_id: wh.id, item_id: vests.id, min_qty: 5, reorder_qty: 20 },
    });
    expect(set.status).toBe(200);
    const bad = await t.request<Row>('PUT', '/stock/levels', {
      ...admin(),
      body: { warehouse_id: wh.id, item_id: vests.id, min_qty: 5, reorder_qty: 2 },
    });
    expect(bad.body.error).toBe('Sipariş seviyesi minimum stoktan küçük olamaz.');
    const notices = async () =>
      new Set((await outboxRows(t, 'stock_low')).filter((r) => r.user_id === storekeeper.id && r.key.includes(vests.id)).map((r) => r.key))
        .size;
    await receive(wh.id, [{ item_id: vests.id, quantity: 10, unit_price: 90 }]);
    expect(await notices()).toBe(0);
    await issue(wh.id, worker.id, [{ item_id: vests.id, quantity: 5 }]);
    expect(await notices()).toBe(1);
    await issue(wh.id, worker.id, [{ item_id: vests.id, quantity: 1 }]);
    expect(await notices()).toBe(1);
    const low = await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${wh.id}&low=true`, admin());
    expect(low.body.map((r) => [r.id, r.on_hand, r.to_order])).toEqual([[vests.id, 4, 16]]);
    await receive(wh.id, [{ item_id: vests.id, quantity: 10, unit_price: 90 }]);
    await issue(wh.id, worker.id, [{ item_id: vests.id, quantity: 10 }]);
    expect(await notices()).toBe(2);
  });
});

describe('transfers', () => {
  it('takes the goods out at once, keeps them in transit, and brings them in at the same cost when received', async () => {
    const from = await createWarehouse(t);
    const to = await createWarehouse(t);
    const discs = await item({
      name: `Kesme Diski ${randomUUID().slice(0, 6)}`,
      kind: 'consumable',
      unit: 'adet',
      variant: '115 mm',
      replacement_months: null,
    });
    await receive(from.id, [{ item_id: discs.id, quantity: 100, unit_price: 12 }]);
    const sent = await t.request<Row>('POST', '/stock/transfers', {
      ...admin(),
      body: { from_warehouse_id: from.id, to_warehouse_id: to.id, lines: [{ item_id: discs.id, quantity: 40 }] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'in_transit', lines: [{ item_id: discs.id, quantity: 40, unit_cost: 12 }] });
    expect((await level(from.id, discs.id)).on_hand).toBe(60);
    expect((await level(to.id, discs.id)).on_hand).toBe(0);
    const received = await t.request<Row>('POST', `/stock/transfers/${sent.body.id}/receive`, { ...admin(), body: {} });
    expect(received.body.status).toBe('received');
    expect(await level(to.id, discs.id)).toMatchObject({ on_hand: 40, avg_cost: 12 });
    const twice = await t.request<Row>('POST', `/stock/transfers/${sent.body.id}/cancel`, { ...admin(), body: {} });
    expect(twice.status).toBe(409);
    const same = await t.request<Row>('POST', '/stock/transfers', {
      ...admin(),
      body: { from_warehouse_id: from.id, to_warehouse_id: from.id, lines: [{ item_id: discs.id, quantity: 1 }] },
    });
    expect(same.body.error).toBe('Kaynak ve hedef depo aynı olamaz.');
  });
});

describe('scope and permissions', () => {
  it('answers 404 outside the user’s warehouses and 403 without the movement’s permission', async () => {
    const mine = await createWarehouse(t);
    const other = await createWarehouse(t);
    const worker = await createWorker(t);
    const cable = await item({ name: `Kablo Bağı ${randomUUID().slice(0, 6)}`, kind: 'consumable', unit: 'paket', variant: null });
    await receive(other.id, [{ item_id: cable.id, quantity: 5, unit_price: 3 }]);
    const scoped = await createUserWithPermissions(t, ['view_stock', 'receive_stock', 'issue_stock', 'adjust_stock'], {
      warehouseIds: [mine.id],
    });
    expect((await t.request<Row>('GET', `/stock/levels?warehouse_id=${other.id}`, { token: scoped.token })).status).toBe(404);
    expect((await t.request<Row>('GET', `/stock/levels?warehouse_id=${mine.id}`, { token: scoped.token })).status).toBe(200);
    expect((await receive(other.id, [{ item_id: cable.id, quantity: 1, unit_price: 3 }], scoped.token)).status).toBe(404);
    expect((await issue(other.id, worker.id, [{ item_id: cable.id, quantity: 1 }], { token: scoped.token })).status).toBe(404);
    const [movement] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from stock_movements where warehouse_id = ${other.id}::uuid`,
    );
    expect(
      (await t.request<Row>('POST', `/stock/movements/${movement!.id}/reverse`, { token: scoped.token, body: { reason: 'x' } })).status,
    ).toBe(404);
    expect(await ledger(other.id, cable.id)).toEqual({ sum: 5, on_hand: 5 });

    const reader = await createUserWithPermissions(t, ['view_stock']);
    expect((await t.request<Row>('GET', `/stock/levels?warehouse_id=${other.id}`, { token: reader.token })).status).toBe(200);
    expect((await receive(other.id, [{ item_id: cable.id, quantity: 1, unit_price: 3 }], reader.token)).status).toBe(403);
    expect((await issue(other.id, worker.id, [{ item_id: cable.id, quantity: 1 }], { token: reader.token })).status).toBe(403);
    expect(
      (await t.request<Row>('POST', '/stock/items', { token: reader.token, body: { name: 'X', kind: 'ppe', unit: 'adet' } })).status,
    ).toBe(403);
    const missing = await t.request<Row>('GET', '/stock/levels', { token: reader.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Depo seçimi zorunludur');
    const badQty = await receive(other.id, [{ item_id: cable.id, quantity: 0, unit_price: 3 }]);
    expect(badQty.status).toBe(400);
    expect(badQty.body.error).toBe('Miktar 0’dan büyük bir sayı olmalıdır (en fazla 3 ondalık).');
  });
});
