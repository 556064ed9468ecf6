// Stock reports over HTTP (docs/stock.md, 'Stok Raporları'), on PGlite and PostgreSQL: consumption
// per worker, department and warehouse over a period of warehouse days, PPE issued per worker,
// stock value per warehouse (on hand × moving average), each as CSV with export_reports; Turkish
// order of names; warehouse scope on every call; Turkish refusals of bad and hostile periods.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createDepartment, createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';
import { encodeLoosely, HOSTILE_DATES, HOSTILE_TEXT, MALFORMED_URL_PARTS } from '../helpers/hostile-values';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
const admin = () => ({ token: t.adminToken });
const tag = randomUUID().slice(0, 6);
const ids: Record<string, string> = {};
const today = warehouseToday();

async function post(path: string, body: Row) {
  const res = await t.request<Row>('POST', path, { ...admin(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const issue = (warehouse: string, worker: string, lines: Row[]) =>
  post('/stock/issues', { id: randomUUID(), warehouse_id: warehouse, worker_id: worker, signature: PNG_DATA_URL, lines });

beforeAll(async () => {
  t = await startTestServer();
  const a = await createWarehouse(t, { name: `Ankara ${tag}` });
  const b = await createWarehouse(t, { name: `Bursa ${tag}` });
  const steel = await createDepartment(t, `Çelik ${tag}`);
  const wood = await createDepartment(t, `Ahşap ${tag}`);
  // Byte order would put 'Çınar' after 'Zeki'; Turkish order puts it between 'Cem' and 'Zeki'.
  const zeki = await createWorker(t, { first_name: 'Zeki', last_name: tag, department_id: steel.id });
  const cinar = await createWorker(t, { first_name: 'Çınar', last_name: tag, department_id: steel.id });
  const cem = await createWorker(t, { first_name: 'Cem', last_name: tag, department_id: wood.id });
  const gloves = await post('/stock/items', {
    name: `Eldiven ${tag}`,
    kind: 'ppe',
    unit: 'çift',
    variant: 'L',
    standard: 'EN 388',
    replacement_months: 3,
  });
  const ties = await post('/stock/items', { name: `Kablo Bağı ${tag}`, kind: 'consumable', unit: 'paket' });
  Object.assign(ids, {
    a: a.id,
    b: b.id,
    steel: steel.id,
    wood: wood.id,
    zeki: zeki.id,
    cinar: cinar.id,
    cem: cem.id,
    gloves: gloves.id,
    ties: ties.id,
  });

  await post('/stock/receipts', {
    warehouse_id: a.id,
    supplier: 'Güven İSG',
    lines: [
      { item_id: gloves.id, quantity: 10, unit_price: 12.5 },
      { item_id: ties.id, quantity: 20, unit_price: 4 },
    ],
  });
  await post('/stock/receipts', {
    warehouse_id: b.id,
    supplier: 'Güven İSG',
    lines: [{ item_id: gloves.id, quantity: 5, unit_price: 20 }],
  });
  await issue(a.id, zeki.id, [
    { item_id: gloves.id, quantity: 2 },
    { item_id: ties.id, quantity: 3 },
  ]);
  await issue(a.id, cinar.id, [{ item_id: gloves.id, quantity: 1 }]);
  await issue(a.id, zeki.id, [{ item_id: gloves.id, quantity: 1 }]);
  await post('/stock/returns', { warehouse_id: a.id, worker_id: zeki.id, lines: [{ item_id: gloves.id, quantity: 1 }] });
  await post('/stock/returns', { warehouse_id: a.id, worker_id: cinar.id, lines: [{ item_id: gloves.id, quantity: 1, scrapped: true }] });
  await issue(b.id, cem.id, [{ item_id: gloves.id, quantity: 2 }]);
});
afterAll(async () => {
  await t?.close();
});

const mine = (rows: Row[]) =>
  rows.filter((r) => r.item_id === ids.gloves || r.item_id === ids.ties || r.warehouse_id === ids.a || r.warehouse_id === ids.b);
async function get(path: string, token = t.adminToken) {
  const res = await t.request<Row>('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

describe('consumption', () => {
  it('per worker: issued, returned to stock, consumed (a scrapped return stays consumed) and its cost, in Turkish order', async () => {
    const report = await get(`/stock/reports/consumption?by=worker&from=${today}&to=${today}`);
    expect(report).toMatchObject({ from: today, to: today, by: 'worker' });
    const rows = mine(report.rows).map((r) => [r.group_name, r.department_name, r.item_name, r.issued, r.returned, r.consumed, r.cost]);
    expect(rows).toEqual([
      [`Cem ${tag}`, `Ahşap ${tag}`, `Eldiven ${tag}`, 2, 0, 2, 40],
      [`Çınar ${tag}`, `Çelik ${tag}`, `Eldiven ${tag}`, 1, 0, 1, 12.5],
      [`Zeki ${tag}`, `Çelik ${tag}`, `Eldiven ${tag}`, 3, 1, 2, 25],
      [`Zeki ${tag}`, `Çelik ${tag}`, `Kablo Bağı ${tag}`, 3, 0, 3, 12],
    ]);
    expect(mine(report.rows)[0]).toMatchObject({ unit: 'çift', variant: 'L', kind: 'ppe' });
  });

  it('per department and per warehouse; one warehouse when named', async () => {
    const byDept = await get(`/stock/reports/consumption?by=department&from=${today}&to=${today}`);
    expect(mine(byDept.rows).map((r) => [r.group_name, r.item_name, r.consumed])).toEqual([
      [`Ahşap ${tag}`, `Eldiven ${tag}`, 2],
      [`Çelik ${tag}`, `Eldiven ${tag}`, 3],
      [`Çelik ${tag}`, `Kablo Bağı ${tag}`, 3],
    ]);
    const byWarehouse = await get(`/stock/reports/consumption?by=warehouse&from=${today}&to=${today}`);
    expect(mine(byWarehouse.rows).map((r) => [r.group_name, r.item_name, r.issued, r.returned, r.cost])).toEqual([
      [`Ankara ${tag}`, `Eldiven ${tag}`, 4, 1, 37.5],
      [`Ankara ${tag}`, `Kablo Bağı ${tag}`, 3, 0, 12],
      [`Bursa ${tag}`, `Eldiven ${tag}`, 2, 0, 40],
    ]);
    const one = await get(`/stock/reports/consumption?by=warehouse&warehouse_id=${ids.b}&from=${today}&to=${today}`);
    expect(one.rows.map((r: Row) => r.group_id)).toEqual([ids.b]);
  });

  it('a period of other days holds none of today; no period means the last 30 days', async () => {
    const before = await get(`/stock/reports/consumption?by=worker&from=${addDays(today, -365)}&to=${addDays(today, -1)}`);
    expect(mine(before.rows)).toEqual([]);
    const after = await get(`/stock/reports/consumption?by=worker&from=${addDays(today, 1)}&to=${addDays(today, 2)}`);
    expect(mine(after.rows)).toEqual([]);
    const fallback = await get('/stock/reports/consumption');
    expect(fallback).toMatchObject({ from: addDays(today, -29), to: today, by: 'worker' });
    expect(mine(fallback.rows)).toHaveLength(4);
  });
});

describe('PPE issued and stock value', () => {
  it('PPE per worker: quantity, issues, last issue day and next replacement day; consumables left out', async () => {
    const report = await get(`/stock/reports/ppe?from=${today}&to=${today}`);
    expect(
      mine(report.rows).map((r) => [r.worker_name, r.item_name, r.standard, r.quantity, r.issues, r.last_issued_on, r.next_replacement_on]),
    ).toEqual<unknown[]>([
      [`Cem ${tag}`, `Eldiven ${tag}`, 'EN 388', 2, 1, today, addMonths(today, 3)],
      [`Çınar ${tag}`, `Eldiven ${tag}`, 'EN 388', 1, 1, today, addMonths(today, 3)],
      [`Zeki ${tag}`, `Eldiven ${tag}`, 'EN 388', 3, 2, today, addMonths(today, 3)],
    ]);
  });

  it('stock value per warehouse is on hand × moving average, as the list shows it', async () => {
    const report = await get('/stock/reports/value');
    const rows = mine(report.rows);
    // Ankara: gloves 10 − 2 − 1 − 1 + 1 = 7 × 12,50; ties 17 × 4. Bursa: 3 × 20.
    expect(rows).toEqual([
      { warehouse_id: ids.a, warehouse_name: `Ankara ${tag}`, items: 2, consumable: 68, ppe: 87.5, spare_part: 0, value: 155.5 },
      { warehouse_id: ids.b, warehouse_name: `Bursa ${tag}`, items: 1, consumable: 0, ppe: 60, spare_part: 0, value: 60 },
    ]);
    const list = await t.request<Row[]>('GET', `/stock/levels?warehouse_id=${ids.a}`, admin());
    expect(list.body.reduce((sum, r) => sum + r.value, 0)).toBe(155.5);
  });
});

describe('scope, permissions and CSV', () => {
  it('a user limited to one warehouse sees only it, and another warehouse named is 404', async () => {
    const user = await createUserWithPermissions(t, ['view_stock', 'export_reports'], { warehouseIds: [ids.a!] });
    const value = await get('/stock/reports/value', user.token);
    expect(value.rows.map((r: Row) => r.warehouse_id)).toEqual([ids.a]);
    const byWarehouse = await get(`/stock/reports/consumption?by=warehouse&from=${today}&to=${today}`, user.token);
    expect(new Set(byWarehouse.rows.map((r: Row) => r.group_id))).toEqual(new Set([ids.a]));
    const byWorker = await get(`/stock/reports/consumption?by=worker&from=${today}&to=${today}`, user.token);
    expect(byWorker.rows.some((r: Row) => r.group_id === ids.cem)).toBe(false);
    const ppe = await get(`/stock/reports/ppe?from=${today}&to=${today}`, user.token);
    expect(ppe.rows.some((r: Row) => r.worker_id === ids.cem)).toBe(false);
    const csv = await t.request<string>('GET', '/stock/reports/value/export', { token: user.token });
    expect(csv.body).not.toContain(`Bursa ${tag}`);
    for (const path of [
      `/stock/reports/consumption?warehouse_id=${ids.b}`,
      `/stock/reports/ppe?warehouse_id=${ids.b}`,
      `/stock/reports/value?warehouse_id=${ids.b}`,
      `/stock/reports/value/export?warehouse_id=${ids.b}`,
      `/stock/reports/value?warehouse_id=${randomUUID()}`,
    ]) {
      const res = await t.request<Row>('GET', path, { token: user.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('Depo bulunamadı.');
    }
  });

  it('reading needs view_stock; the CSV needs export_reports too', async () => {
    const none = await createUserWithPermissions(t, ['issue_stock', 'export_reports']);
    const reader = await createUserWithPermissions(t, ['view_stock']);
    for (const path of ['/stock/reports/consumption', '/stock/reports/ppe', '/stock/reports/value', '/stock/reports/value/export']) {
      expect((await t.request('GET', path, { token: none.token })).status, path).toBe(403);
      expect((await t.request('GET', path)).status, path).toBe(401);
    }
    for (const path of ['/stock/reports/consumption/export', '/stock/reports/ppe/export', '/stock/reports/value/export']) {
      expect((await t.request('GET', path, { token: reader.token })).status, path).toBe(403);
    }
  });

  it('each report downloads as the app’s CSV (BOM, ;) with Turkish headers and money', async () => {
    const consumption = await t.request<string>('GET', `/stock/reports/consumption/export?by=worker&from=${today}&to=${today}`, admin());
    expect(consumption.status).toBe(200);
    expect(consumption.headers.get('content-type')).toContain('text/csv');
    expect(consumption.headers.get('content-disposition')).toContain(`stok-tuketim-isci-${today}.csv`);
    // fetch's text() drops the byte-order mark the file starts with.
    expect(consumption.body.replace(/^\ufeff/, '').startsWith('"İşçi";"Departman";"Stok Kalemi"')).toBe(true);
    expect(consumption.body).toContain(`"Zeki ${tag}";"Çelik ${tag}";"Eldiven ${tag}";"L";"KKD";"çift";"3";"1";"2";"25,00"`);
    const ppe = await t.request<string>('GET', `/stock/reports/ppe/export?from=${today}&to=${today}`, admin());
    expect(ppe.body).toContain(`"Çınar ${tag}";"Çelik ${tag}";"Eldiven ${tag}";"L";"EN 388";"çift";"1";"1"`);
    const value = await t.request<string>('GET', '/stock/reports/value/export', admin());
    expect(value.body).toContain(`"Ankara ${tag}";"2";"68,00";"87,50";"0,00";"155,50"`);
  });
});

describe('bad and hostile periods', () => {
  const refused = async (query: string, message?: string) => {
    for (const report of ['consumption', 'ppe', 'consumption/export']) {
      const res = await t.request<Row>('GET', `/stock/reports/${report}?${query}`, admin());
      expect(res.status, `${report}?${query}`).toBe(400);
      expect(typeof res.body?.error, query).toBe('string');
      if (message) expect(res.body.error, query).toBe(message);
      else expect(res.body.error, query).toMatch(/[çğıöşüÇĞİÖŞÜ]|geçersiz|Geçersiz/);
    }
  };

  it('from after to, invalid days and a range over 366 days are refused in Turkish', async () => {
    await refused(`from=${today}&to=${addDays(today, -1)}`, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    await refused('from=2025-02-30&to=2025-03-01', 'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir gün seçin.');
    await refused('from=2025-01-01&to=2025-13-01', 'Bitiş tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir gün seçin.');
    await refused('from=2024-01-01&to=2025-01-01', 'Rapor dönemi en fazla 366 gün olabilir.');
    // 366 days (2024 was a leap year) is the longest period; the first and last days taken are answered.
    await get('/stock/reports/consumption?from=2024-01-01&to=2024-12-31');
    for (const path of ['/stock/reports/consumption?from=9999-01-01&to=9999-12-31', '/stock/reports/ppe?from=2000-01-01&to=2000-12-31']) {
      expect((await get(path)).rows, path).toEqual([]);
    }
    const month = await t.request<Row>('GET', '/stock/reports/consumption?by=month', admin());
    expect([month.status, month.body.error]).toEqual([400, 'Geçersiz gruplama; İşçi, Departman veya Depo seçin.']);
    await refused('from=2025-01-01&from=2025-01-02', 'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir gün seçin.');
  });

  it('NUL, lone surrogates, extreme dates and malformed encodings get a Turkish 400, never a 500', async () => {
    const values = [
      ...HOSTILE_TEXT.map(encodeLoosely),
      ...HOSTILE_DATES.map(encodeLoosely),
      ...MALFORMED_URL_PARTS,
      '0001-01-01',
      '1899-12-31',
      '10000-01-01',
      '275760-09-13',
      '-271821-04-20',
      '2025-1-1',
      '%202025-01-01',
    ];
    for (const value of values) {
      await refused(`from=${value}&to=${today}`);
      await refused(`from=${today}&to=${value}`);
      const group = await t.request<Row>('GET', `/stock/reports/consumption?by=${value}`, admin());
      expect(group.status, value).toBe(400);
      const warehouse = await t.request<Row>('GET', `/stock/reports/value?warehouse_id=${value}`, admin());
      expect([400, 404], value).toContain(warehouse.status);
      expect(typeof warehouse.body?.error).toBe('string');
    }
  });
});
