// An item's value and warranty over real HTTP (docs/equipment-care.md "Value and warranty"): the
// fields round-trip through create, edit and the detail (never the list or the mirror's rows), the
// import reads them with Turkish row errors, the CSV writes them so that the file imports back
// unchanged, a fault on an item under warranty says so, the repairs' total beside the price, the
// half-price report against hand-computed figures, and the fault report's ARZ- paper and its
// verification.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import type { BrokenRow, EquipmentRow } from '@shared/api-types';
import { toCsv } from '@shared/csv';
import type { RepairCostReport } from '@shared/equipment-value';
import type { ImportPreview } from '@shared/import';
import { addDays, warehouseToday } from '@shared/local-day';
import { EQUIPMENT_CSV_COLUMNS } from '@app/features/equipment/components/equipment-csv';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { numberParts, paper, verify } from '../helpers/documents';
import * as fx from '../helpers/fixtures';
import { csvText, utf8 } from '../helpers/spreadsheets';

let t: TestServer;
let scoped: fx.TestUser;
let home: { id: string; name: string };
beforeAll(async () => {
  t = await startTestServer();
  home = await fx.createWarehouse(t, { name: `Değer Depo ${Math.random().toString(36).slice(2, 7)}` });
  scoped = await fx.createUserWithPermissions(t, ['view_equipment', 'view_malfunctions'], { warehouseIds: [home.id] });
});
afterAll(async () => {
  await t?.close();
});

const admin = () => ({ token: t.adminToken });
const today = () => warehouseToday();
type Answer<T> = T & { error?: string };

async function newItem(value: Record<string, unknown> = {}) {
  const brand = await fx.createBrand(t);
  const category = await fx.createCategory(t);
  const res = await t.request<Answer<EquipmentRow>>('POST', '/equipment', {
    ...admin(),
    body: {
      serial_number: `DV-${Math.random().toString(36).slice(2, 10)}`,
      brand_id: brand.id,
      model: 'Kırıcı K-900',
      category_id: category.id,
      warehouse_id: home.id,
      ...value,
    },
  });
  return res;
}

/** A fault with a recorded cost: reported, assigned, completed as repaired. */
async function repaired(equipmentId: string, cost: number) {
  const r = await t.request<Answer<BrokenRow>>('POST', '/broken-equipment', {
    ...admin(),
    body: { equipment_id: equipmentId, warehouse_id: home.id, issue: 'Motor sargısı yandı' },
  });
  expect(r.status).toBe(201);
  const me = await t.request<{ id: string }>('GET', '/auth/me', admin());
  expect((await t.request('PUT', `/broken-equipment/${r.body.id}/assign`, { ...admin(), body: { assigned_to: me.body.id } })).status).toBe(
    200,
  );
  const done = await t.request<Answer<BrokenRow>>('PUT', `/broken-equipment/${r.body.id}/complete`, {
    ...admin(),
    body: { status: 'repaired', repair_cost: cost },
  });
  expect(done.status).toBe(200);
  return done.body;
}

describe('value fields', () => {
  it('round-trip through create, edit and the detail; an absent field keeps its value; the list carries none', async () => {
    const created = await newItem({
      purchase_date: '2025-03-15',
      purchase_price: 12500.5,
      supplier: 'Yapı Market A.Ş.',
      invoice_number: 'FTR2025000123',
      warranty_until: '2027-03-15',
    });
    expect(created.status).toBe(201);
    expect(created.body.value).toEqual({
      purchase_date: '2025-03-15',
      purchase_price: 12500.5,
      supplier: 'Yapı Market A.Ş.',
      invoice_number: 'FTR2025000123',
      warranty_until: '2027-03-15',
      repair_cost_total: 0,
      repair_count: 0,
    });
    const [stored] = await t.database.db.select().from(s.equipment).where(eq(s.equipment.id, created.body.id));
    expect(stored!.purchase_price).toBe('12500.50');

    const { value: _v, ...row } = created.body;
    const base = {
      serial_number: row.serial_number,
      brand_id: row.brand_id,
      model: row.model,
      category_id: row.category_id,
      warehouse_id: home.id,
    };
    // The form of an older app sends no value fields: nothing is cleared.
    const kept = await t.request<Answer<EquipmentRow>>('PUT', `/equipment/${row.id}`, { ...admin(), body: { ...base, model: 'K-901' } });
    expect(kept.status).toBe(200);
    expect(kept.body.value).toMatchObject({ purchase_price: 12500.5, supplier: 'Yapı Market A.Ş.' });
    const edited = await t.request<Answer<EquipmentRow>>('PUT', `/equipment/${row.id}`, {
      ...admin(),
      body: { ...base, purchase_price: 9999999999.99, supplier: '', invoice_number: null },
    });
    expect(edited.body.value).toMatchObject({
      purchase_price: 9999999999.99,
      supplier: null,
      invoice_number: null,
      warranty_until: '2027-03-15',
    });

    const list = await t.request<EquipmentRow[]>('GET', `/equipment?warehouse_id=${home.id}`, admin());
    const listed = list.body.find((e) => e.id === row.id)!;
    expect(listed).not.toHaveProperty('value');
    expect(JSON.stringify(listed)).not.toContain('purchase');
    const slim = await t.request<{ items: Record<string, unknown>[] }>('GET', '/equipment?fields=ids&limit=5000', admin());
    expect(JSON.stringify(slim.body)).not.toContain('purchase_price');
  });

  it('refuses bad values in Turkish and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ purchase_price: 0 }, 'Fiyat 0’dan büyük bir tutar olmalıdır (ör. 12.500,00).'],
      [{ purchase_price: 10.005 }, 'Fiyat 0’dan büyük bir tutar olmalıdır (ör. 12.500,00).'],
      [{ purchase_price: '12.500' }, 'Fiyat 0’dan büyük bir tutar olmalıdır (ör. 12.500,00).'],
      [{ purchase_date: '2025-02-30' }, 'Geçerli bir satın alma tarihi giriniz (GG.AA.YYYY).'],
      [{ purchase_date: addDays(today(), 1) }, 'Satın alma tarihi bugünden sonra olamaz.'],
      [{ purchase_date: '2025-03-15', warranty_until: '2025-03-14' }, 'Garanti bitişi satın alma tarihinden önce olamaz.'],
    ];
    for (const [value, message] of cases) {
      const res = await newItem(value);
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
    // One day sent, checked against the stored other.
    const item = await newItem({ purchase_date: '2025-03-15' });
    const { value: _v, ...row } = item.body;
    const body = {
      serial_number: row.serial_number,
      brand_id: row.brand_id,
      model: row.model,
      category_id: row.category_id,
      warehouse_id: home.id,
    };
    const early = await t.request<Answer<EquipmentRow>>('PUT', `/equipment/${row.id}`, {
      ...admin(),
      body: { ...body, warranty_until: '2025-03-01' },
    });
    expect([early.status, early.body.error]).toEqual([400, 'Garanti bitişi satın alma tarihinden önce olamaz.']);
    const [stored] = await t.database.db.select().from(s.equipment).where(eq(s.equipment.id, row.id));
    expect(stored!.warranty_until).toBeNull();
  });
});

describe('warranty and repair cost', () => {
  it('a fault says the item is under warranty (through its last day) before a repairer is chosen', async () => {
    const covered = await newItem({ warranty_until: today() });
    const over = await newItem({ warranty_until: addDays(today(), -1) });
    const none = await newItem();
    const answers: Array<string | null | undefined> = [];
    for (const item of [covered, over, none]) {
      const r = await t.request<BrokenRow>('POST', '/broken-equipment', {
        ...admin(),
        body: { equipment_id: item.body.id, warehouse_id: home.id, issue: 'Çalışmıyor' },
      });
      expect(r.status).toBe(201);
      answers.push(r.body.under_warranty_until);
      const detail = await t.request<BrokenRow>('GET', `/broken-equipment/${r.body.id}`, admin());
      expect(detail.body.under_warranty_until).toBe(r.body.under_warranty_until);
    }
    expect(answers).toEqual([today(), null, null]);
    // Reported within the warranty, still a claim after it ended.
    const late = await newItem({ warranty_until: addDays(today(), -3) });
    const r = await t.request<BrokenRow>('POST', '/broken-equipment', {
      ...admin(),
      body: { equipment_id: late.body.id, warehouse_id: home.id, issue: 'Çalışmıyor' },
    });
    await t.database.db
      .update(s.brokenEquipment)
      .set({ created_at: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(s.brokenEquipment.id, r.body.id));
    const page = await t.request<{ items: BrokenRow[] }>('GET', `/equipment/${late.body.id}/broken-history?limit=10`, admin());
    expect(page.body.items[0]!.under_warranty_until).toBe(addDays(today(), -3));
  });

  it('shows the repairs’ total beside the price; the report lists items past half their price, hand-computed', async () => {
    // price, repair costs → total, in the report?
    const plan: Array<[number | null, number[], boolean]> = [
      [1000, [300, 250], true], // 550 > 500
      [1000, [500], false], // exactly half: not past it
      [2000.5, [1000.26], true], // 1000.26 * 2 = 2000.52 > 2000.50
      [null, [900], false], // no price: not reported
      [800, [], false],
    ];
    const ids: string[] = [];
    for (const [price, costs] of plan) {
      const item = await newItem(price === null ? {} : { purchase_price: price });
      for (const cost of costs) await repaired(item.body.id, cost);
      ids.push(item.body.id);
    }
    const detail = await t.request<EquipmentRow>('GET', `/equipment/${ids[0]}`, admin());
    expect(detail.body.value).toMatchObject({ purchase_price: 1000, repair_cost_total: 550, repair_count: 2 });
    const third = await t.request<EquipmentRow>('GET', `/equipment/${ids[2]}`, admin());
    expect(third.body.value!.repair_cost_total).toBe(1000.26);

    const report = await t.request<RepairCostReport>('GET', '/equipment/repair-cost-report', { token: scoped.token });
    expect(report.status).toBe(200);
    const mine = report.body.items.filter((r) => ids.includes(r.id));
    expect(mine.map((r) => [r.id, r.purchase_price, r.repair_cost_total, r.repair_count, r.ratio])).toEqual([
      [ids[0], 1000, 550, 2, 0.55],
      [ids[2], 2000.5, 1000.26, 1, 0.5],
    ]);
    // The scoped reader sees only its warehouse: every item listed is there.
    expect(report.body.items.every((r) => r.warehouse?.id === home.id)).toBe(true);
    const elsewhere = await fx.createWarehouse(t);
    const outside = await fx.createEquipment(t, { warehouse_id: elsewhere.id, purchase_price: '10.00' });
    await t.database.db.insert(s.brokenEquipment).values({ equipment_id: outside.id, issue: 'x', status: 'repaired', repair_cost: 9 });
    const again = await t.request<RepairCostReport>('GET', '/equipment/repair-cost-report', { token: scoped.token });
    expect(again.body.items.some((r) => r.id === outside.id)).toBe(false);
    const all = await t.request<RepairCostReport>('GET', '/equipment/repair-cost-report', admin());
    expect(all.body.items.find((r) => r.id === outside.id)?.ratio).toBe(0.9);
  });
});

async function preview(bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'deger.csv');
  const res = await fetch(`${t.url}/api/imports/equipment/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminToken}` },
    body: form,
  });
  return (await res.json()) as ImportPreview;
}

async function importWrite(bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'deger.csv');
  const res = await fetch(`${t.url}/api/imports/equipment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminToken}` },
    body: form,
  });
  expect(res.status).toBe(200);
  await res.text();
}

describe('import and CSV', () => {
  it('imports the Turkish value columns, with a clear row error for each bad value', async () => {
    const brand = await fx.createBrand(t);
    const category = await fx.createCategory(t);
    const p = `IV${Math.random().toString(36).slice(2, 7)}`;
    const header = [
      'Seri No',
      'Marka',
      'Model',
      'Kategori',
      'Depo',
      'Satın Alma Tarihi',
      'Fiyat',
      'Tedarikçi',
      'Fatura No',
      'Garanti Bitişi',
    ];
    const row = (n: number, date: string, price: string, warranty: string) => [
      `${p}-${n}`,
      brand.name,
      'M1',
      category.name,
      home.name,
      date,
      price,
      'Tedarik Ltd.',
      `F-${n}`,
      warranty,
    ];
    const file = utf8(
      csvText([
        header,
        row(1, '15.03.2025', '12.500,00', '15.03.2027'),
        row(2, '2025-01-02', '₺1.250,5', ''),
        row(3, '31.02.2025', '100', ''),
        row(4, '01.01.2025', '12,345', ''),
        row(5, '01.01.2025', 'on bin', ''),
        row(6, '01.01.2025', '100', '01.01.2024'),
        row(7, '', '', ''),
      ]),
    );
    const pre = await preview(file);
    expect(pre.rows.map((r) => [r.row, r.action, r.message ?? ''])).toEqual([
      [2, 'create', ''],
      [3, 'create', ''],
      [4, 'error', "Satın Alma Tarihi okunamadı: '31.02.2025'. Tarihi GG.AA.YYYY biçiminde yazın (ör. 15.03.2025)."],
      [5, 'error', "Fiyat okunamadı: '12,345'. Tutarı 12.500,00 biçiminde yazın (en fazla 2 kuruş hanesi)."],
      [6, 'error', "Fiyat okunamadı: 'on bin'. Tutarı 12.500,00 biçiminde yazın (en fazla 2 kuruş hanesi)."],
      [7, 'error', 'Garanti bitişi satın alma tarihinden önce olamaz.'],
      [8, 'create', ''],
    ]);
    await importWrite(file);
    const stored = await t.database.db
      .select()
      .from(s.equipment)
      .where(eq(s.equipment.serial_number, `${p}-1`));
    expect(stored[0]).toMatchObject({
      purchase_date: '2025-03-15',
      purchase_price: '12500.00',
      supplier: 'Tedarik Ltd.',
      invoice_number: 'F-1',
      warranty_until: '2027-03-15',
    });
    const second = await t.database.db
      .select()
      .from(s.equipment)
      .where(eq(s.equipment.serial_number, `${p}-2`));
    expect(second[0]).toMatchObject({ purchase_date: '2025-01-02', purchase_price: '1250.50', warranty_until: null });

    // A warranty end before the stored purchase day is the row's error, not the batch's.
    const before = await preview(utf8(csvText([header, row(1, '', '', '01.01.2025')])));
    expect(before.rows.map((r) => [r.action, r.message])).toEqual([['error', 'Garanti bitişi satın alma tarihinden önce olamaz.']]);
    // A changed price updates; an empty cell keeps the stored value.
    const update = utf8(csvText([header, row(1, '', '13.000,00', '')]));
    expect((await preview(update)).rows.map((r) => r.action)).toEqual(['update']);
    await importWrite(update);
    const after = await t.database.db
      .select()
      .from(s.equipment)
      .where(eq(s.equipment.serial_number, `${p}-1`));
    expect(after[0]).toMatchObject({ purchase_date: '2025-03-15', purchase_price: '13000.00', warranty_until: '2027-03-15' });
  });

  it('the list CSV writes the value columns (tr-TR) and imports back unchanged', async () => {
    const item = await newItem({
      purchase_date: '2024-12-31',
      purchase_price: 1234567.8,
      supplier: 'Ak; "Tedarik"',
      warranty_until: '2026-12-31',
    });
    await repaired(item.body.id, 100);
    const list = await t.request<EquipmentRow[]>('GET', `/equipment?warehouse_id=${home.id}`, admin());
    const values = await t.request<Array<{ id: string } & NonNullable<EquipmentRow['value']>>>('GET', '/equipment/values', admin());
    expect(values.status).toBe(200);
    const byId = new Map(values.body.map((v) => [v.id, v]));
    expect(byId.get(item.body.id)).toMatchObject({ purchase_price: 1234567.8, repair_cost_total: 100 });
    const rows = list.body.map((r) => ({ ...r, value: byId.get(r.id) }));
    const csv = toCsv(rows, EQUIPMENT_CSV_COLUMNS);
    const lines = csv.split('\r\n');
    const cells = (line: string) =>
      line
        .replace(/^\uFEFF/, '')
        .split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)
        .map((c) => c.replace(/^"|"$/g, '').replace(/""/g, '"'));
    expect(cells(lines[0]!).slice(-6)).toEqual([
      'Satın Alma Tarihi',
      'Fiyat',
      'Tedarikçi',
      'Fatura No',
      'Garanti Bitişi',
      'Toplam Tamir Maliyeti',
    ]);
    const line = lines.find((l) => l.includes(item.body.serial_number))!;
    expect(cells(line).slice(-6)).toEqual(['31.12.2024', '1.234.567,80', 'Ak; "Tedarik"', '', '31.12.2026', '100,00']);
    const pre = await preview(utf8(csv));
    expect(new Set(pre.rows.map((r) => r.action))).toEqual(new Set(['skip']));
  });
});

describe('the fault report paper (ARZ-)', () => {
  it('is numbered in its year, and its code verifies', async () => {
    const item = await newItem();
    const r = await t.request<BrokenRow>('POST', '/broken-equipment', {
      ...admin(),
      body: { equipment_id: item.body.id, warehouse_id: home.id, issue: 'Kablo ezilmiş' },
    });
    const doc = r.body.document!;
    expect(numberParts(doc.number)).toMatchObject({ prefix: 'ARZ', year: Number(today().slice(0, 4)) });
    const printed = await paper(t, scoped.token, doc.id);
    expect(printed).toMatchObject({ kind: 'fault', number: doc.number, revision: 1 });
    expect(printed.fingerprint).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    const checked = await verify(t, printed.code, scoped.token);
    expect(checked.body).toMatchObject({ number: doc.number, kind: 'fault', state: 'valid' });
    expect(checked.body.details?.items.map((i) => i.serial_number)).toEqual([item.body.serial_number]);
    // Changing what was reported makes the paper no longer match.
    await t.database.db.update(s.brokenEquipment).set({ issue: 'başka' }).where(eq(s.brokenEquipment.id, r.body.id));
    expect((await verify(t, printed.code)).body.state).toBe('altered');
  });
});
