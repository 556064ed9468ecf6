// Faults and repairs over HTTP: every move of the broken-record state machine, the refused ones,
// invoices sniffed by content, permissions and warehouse scope.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createEquipment,
  createRepairer,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
} from '../helpers/fixtures';

let t: TestServer;
let warehouseA: { id: string; name: string };
let warehouseB: { id: string; name: string };
let adminId: string;

beforeAll(async () => {
  t = await startTestServer();
  warehouseA = await createWarehouse(t, { name: 'Arıza Depo A' });
  warehouseB = await createWarehouse(t, { name: 'Arıza Depo B' });
  const me = await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken });
  adminId = me.body.id;
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const admin = () => ({ token: t.adminToken });
async function equipmentStatus(id: string): Promise<string> {
  const [row] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, id));
  return row!.status;
}
async function report(equipmentId: string, warehouseId: string = warehouseA.id, token: string = t.adminToken) {
  return t.request<Row>('POST', '/broken-equipment', {
    token,
    body: { equipment_id: equipmentId, warehouse_id: warehouseId, issue: 'Ekran kırık' },
  });
}
async function reported(values: Partial<typeof s.equipment.$inferInsert> = {}) {
  const item = await createEquipment(t, { ...values, warehouse_id: values.warehouse_id ?? warehouseA.id });
  const res = await report(item.id);
  expect(res.status).toBe(201);
  return { item, reportId: res.body.id as string };
}
async function assigned() {
  const r = await reported();
  const res = await t.request<Row>('PUT', `/broken-equipment/${r.reportId}/assign`, { ...admin(), body: { assigned_to: adminId } });
  expect(res.status).toBe(200);
  return r;
}
const invoiceText = (filename: string, dataUrl: string, type = 'application/pdf') => JSON.stringify({ filename, type, data: dataUrl });
const PNG_BASE64 = PNG_DATA_URL.split(',')[1]!;

describe('report fault', () => {
  it('opens a pending report and marks the item broken, in one audited transaction', async () => {
    const item = await createEquipment(t, { warehouse_id: warehouseA.id, model: 'Matkap X' });
    const res = await report(item.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      equipment_id: item.id,
      status: 'pending',
      issue: 'Ekran kırık',
      warehouse: { id: warehouseA.id, name: 'Arıza Depo A' },
      equipment: { serial_number: item.serial_number, model: 'Matkap X', brand: { id: item.brand_id } },
      has_invoice: false,
      assigned_to_user: null,
      repairer: null,
    });
    expect(await equipmentStatus(item.id)).toBe('broken');
    const trail = await t.database.db.select().from(s.auditLog).where(eq(s.auditLog.entity_id, res.body.id));
    expect(trail.map((a) => a.action)).toEqual(['create']);
  });

  it('accepts items in the field too', async () => {
    const item = await createEquipment(t, { warehouse_id: warehouseA.id, status: 'in_field' });
    expect((await report(item.id)).status).toBe(201);
    expect(await equipmentStatus(item.id)).toBe('broken');
  });

  it.each([
    ['broken', 'Arızalı'],
    ['scrapped', 'Hurda'],
    ['in_transfer', 'Transferde'],
  ])('refuses an item that is %s with 409 naming serial and status', async (status, label) => {
    const item = await createEquipment(t, { warehouse_id: warehouseA.id, status });
    const res = await report(item.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`${item.serial_number} seri numaralı ekipman şu anda ${label} durumunda.`);
    expect(await equipmentStatus(item.id)).toBe(status);
  });

  it('refuses an item of another warehouse', async () => {
    const item = await createEquipment(t, { warehouse_id: warehouseB.id });
    const res = await report(item.id, warehouseA.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`${item.serial_number} seri numaralı ekipman seçilen depoda bulunmuyor.`);
  });

  it('validates with the spec messages', async () => {
    const item = await createEquipment(t, { warehouse_id: warehouseA.id });
    const cases: Array<[Row, string]> = [
      [{ equipment_id: item.id, issue: 'x' }, 'Depo zorunludur'],
      [{ warehouse_id: warehouseA.id, issue: 'x' }, 'Ekipman zorunludur'],
      [{ warehouse_id: warehouseA.id, equipment_id: item.id, issue: '   ' }, 'Arıza açıklaması zorunludur'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request<Row>('POST', '/broken-equipment', { ...admin(), body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const unknown = await report('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await equipmentStatus(item.id)).toBe('available');
  });

  it('lets exactly one of many parallel reports of one item win', async () => {
    const item = await createEquipment(t, { warehouse_id: warehouseA.id });
    const answers = await Promise.all(Array.from({ length: 6 }, () => report(item.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const rows = await t.database.db.select().from(s.brokenEquipment).where(eq(s.brokenEquipment.equipment_id, item.id));
    expect(rows).toHaveLength(1);
  });
});

describe('assign repair', () => {
  it('moves pending to in_repair with who, by whom and when', async () => {
    const { reportId, item } = await reported();
    const worker = await createUserWithPermissions(t, [], { firstName: 'Tamir', lastName: 'Sorumlusu' });
    const asked = Date.now();
    const res = await t.request<Row>('PUT', `/broken-equipment/${reportId}/assign`, { ...admin(), body: { assigned_to: worker.id } });
    const answered = Date.now();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'in_repair',
      assigned_to_user: { id: worker.id, first_name: 'Tamir', last_name: 'Sorumlusu' },
      assigned_by_user: { id: adminId },
    });
    // Lists carry names only; the detail adds national id and phone for the assignee card.
    expect(res.body.assigned_to_user).not.toHaveProperty('tc_no');
    const detail = await t.request<Row>('GET', `/broken-equipment/${reportId}`, admin());
    expect(detail.body.assigned_to_user).toMatchObject({ id: worker.id, phone: '5551234567' });
    expect(detail.body.assigned_to_user.tc_no).toMatch(/^\d{11}$/);
    // Assigned by this request: between asking and the answer (the server and the test share a clock).
    expect(Date.parse(res.body.assigned_at)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(res.body.assigned_at)).toBeLessThanOrEqual(answered);
    expect(await equipmentStatus(item.id)).toBe('broken');
  });

  it('refuses anything but pending, and validates the person', async () => {
    const { reportId, item } = await assigned();
    const again = await t.request<Row>('PUT', `/broken-equipment/${reportId}/assign`, { ...admin(), body: { assigned_to: adminId } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      `${item.serial_number} seri numaralı ekipmanın arıza kaydı şu anda Tamirde durumunda; yalnızca Beklemede kayıtlara tamir atanabilir.`,
    );
    const missing = await t.request<Row>('PUT', `/broken-equipment/${reportId}/assign`, { ...admin(), body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Kişi seçimi zorunludur');
    const other = await reported();
    const nobody = await t.request<Row>('PUT', `/broken-equipment/${other.reportId}/assign`, {
      ...admin(),
      body: { assigned_to: '00000000-0000-4000-8000-000000000000' },
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toBe('Seçilen kişi bulunamadı.');
  });
});

describe('complete repair', () => {
  it('repaired: resolved, repairer, cost and sniffed invoice; item available again; lists carry no invoice', async () => {
    const { reportId, item } = await assigned();
    const repairer = await createRepairer(t, { name: 'Usta Mehmet' });
    const res = await t.request<Row>('PUT', `/broken-equipment/${reportId}/complete`, {
      ...admin(),
      body: {
        status: 'repaired',
        repairer_id: repairer.id,
        repair_cost: 1250.5,
        repair_invoice: invoiceText('fatura.png', PNG_DATA_URL, 'image/png'),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'repaired',
      repair_cost: 1250.5,
      repairer: { id: repairer.id, name: 'Usta Mehmet' },
      has_invoice: true,
      repair_cost_updated_by_user: { id: adminId },
      invoice_uploaded_by_user: { id: adminId },
    });
    expect(res.body).not.toHaveProperty('repair_invoice');
    expect(res.body.resolved_at).toBeTruthy();
    expect(await equipmentStatus(item.id)).toBe('available');

    const list = await t.request<Row[]>('GET', '/broken-equipment', admin());
    const row = list.body.find((r) => r.id === reportId)!;
    expect(row.has_invoice).toBe(true);
    expect(row).not.toHaveProperty('repair_invoice');
    expect(JSON.stringify(list.body)).not.toContain(PNG_BASE64);

    const detail = await t.request<Row>('GET', `/broken-equipment/${reportId}`, admin());
    expect(JSON.parse(detail.body.repair_invoice)).toEqual({ filename: 'fatura.png', type: 'image/png', data: PNG_DATA_URL });
  });

  it('repaired: an item whose hand-over is still open goes back to the field', async () => {
    const item = await createEquipment(t, { warehouse_id: warehouseA.id, status: 'in_field' });
    const worker = await createWorker(t);
    await t.database.db.insert(s.fieldEquipment).values({
      batch_id: crypto.randomUUID(),
      equipment_id: item.id,
      worker_id: worker.id,
      warehouse_id: warehouseA.id,
      signature: PNG_DATA_URL,
      issued_by: adminId,
    });
    const r = await report(item.id);
    await t.request('PUT', `/broken-equipment/${r.body.id}/assign`, { ...admin(), body: { assigned_to: adminId } });
    const res = await t.request<Row>('PUT', `/broken-equipment/${r.body.id}/complete`, {
      ...admin(),
      body: { status: 'repaired', repair_cost: 10 },
    });
    expect(res.status).toBe(200);
    expect(await equipmentStatus(item.id)).toBe('in_field');
  });

  it('scrapped: the item is scrapped', async () => {
    const { reportId, item } = await assigned();
    const res = await t.request<Row>('PUT', `/broken-equipment/${reportId}/complete`, {
      ...admin(),
      body: { status: 'scrapped', repair_cost: 99.99 },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('scrapped');
    expect(await equipmentStatus(item.id)).toBe('scrapped');
  });

  it('refuses a pending or finished report, and bad input', async () => {
    const { reportId, item } = await reported();
    const early = await t.request<Row>('PUT', `/broken-equipment/${reportId}/complete`, {
      ...admin(),
      body: { status: 'repaired', repair_cost: 5 },
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      `${item.serial_number} seri numaralı ekipmanın arıza kaydı şu anda Beklemede durumunda; yalnızca Tamirde kayıtlar tamamlanabilir.`,
    );
    const done = await assigned();
    await t.request('PUT', `/broken-equipment/${done.reportId}/complete`, { ...admin(), body: { status: 'repaired', repair_cost: 5 } });
    const twice = await t.request<Row>('PUT', `/broken-equipment/${done.reportId}/complete`, {
      ...admin(),
      body: { status: 'scrapped', repair_cost: 5 },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toContain('Tamir Edildi durumunda');
    expect(await equipmentStatus(done.item.id)).toBe('available');

    const open = await assigned();
    const cases: Array<[Row, string]> = [
      [{ repair_cost: 5 }, 'Sonuç seçimi zorunludur'],
      [{ status: 'lost', repair_cost: 5 }, 'Sonuç seçimi zorunludur'],
      [{ status: 'repaired', repair_cost: 0 }, 'Geçerli bir tutar giriniz.'],
      [{ status: 'repaired', repair_cost: -3 }, 'Geçerli bir tutar giriniz.'],
      [{ status: 'repaired', repair_cost: 1.234 }, 'Geçerli bir tutar giriniz.'],
      [{ status: 'repaired', repair_cost: '50.000,00' }, 'Geçerli bir tutar giriniz.'],
      [{ status: 'repaired', repairer_id: '00000000-0000-4000-8000-000000000000', repair_cost: 5 }, 'Seçilen tamirci bulunamadı.'],
      [
        { status: 'repaired', repair_cost: 5, repair_invoice: invoiceText('a.png', 'data:image/png;base64,aGVsbG8gd29ybGQ=') },
        'Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.request<Row>('PUT', `/broken-equipment/${open.reportId}/complete`, { ...admin(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await equipmentStatus(open.item.id)).toBe('broken');
  });
});

describe('repair cost and invoice', () => {
  it('are refused until the report is repaired or scrapped', async () => {
    const { reportId, item } = await assigned();
    const cost = await t.request<Row>('PUT', `/broken-equipment/${reportId}/repair-cost`, { ...admin(), body: { repair_cost: 10 } });
    expect(cost.status).toBe(409);
    expect(cost.body.error).toBe(
      `${item.serial_number} seri numaralı ekipmanın arıza kaydı şu anda Tamirde durumunda; tamir maliyeti yalnızca Tamir Edildi veya Hurdaya Ayrıldı kayıtlarda güncellenebilir.`,
    );
    const invoice = await t.request<Row>('PUT', `/broken-equipment/${reportId}/invoice`, {
      ...admin(),
      body: { repair_invoice: invoiceText('f.png', PNG_DATA_URL) },
    });
    expect(invoice.status).toBe(409);
    expect(invoice.body.error).toContain('fatura yalnızca Tamir Edildi veya Hurdaya Ayrıldı kayıtlarda güncellenebilir.');
  });

  it('cost update records who and when', async () => {
    const { reportId } = await assigned();
    await t.request('PUT', `/broken-equipment/${reportId}/complete`, { ...admin(), body: { status: 'repaired', repair_cost: 5 } });
    const editor = await createUserWithPermissions(t, ['view_malfunctions'], { firstName: 'Maliyet', lastName: 'Güncelleyen' });
    const res = await t.request<Row>('PUT', `/broken-equipment/${reportId}/repair-cost`, {
      token: editor.token,
      body: { repair_cost: 50000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.repair_cost).toBe(50000);
    expect(res.body.repair_cost_updated_by_user).toMatchObject({ id: editor.id, first_name: 'Maliyet' });
    const bad = await t.request<Row>('PUT', `/broken-equipment/${reportId}/repair-cost`, { ...admin(), body: { repair_cost: 0 } });
    expect(bad.body.error).toBe('Geçerli bir tutar giriniz.');
  });

  it('sniffs the type from the bytes: a PNG named .pdf is kept as a PNG; text named .png is refused; over 20 MB is refused', async () => {
    const { reportId } = await assigned();
    await t.request('PUT', `/broken-equipment/${reportId}/complete`, { ...admin(), body: { status: 'scrapped', repair_cost: 5 } });
    const renamed = await t.request<Row>('PUT', `/broken-equipment/${reportId}/invoice`, {
      ...admin(),
      body: { repair_invoice: invoiceText('fatura.pdf', `data:application/pdf;base64,${PNG_BASE64}`, 'application/pdf') },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.has_invoice).toBe(true);
    const detail = await t.request<Row>('GET', `/broken-equipment/${reportId}`, admin());
    expect(JSON.parse(detail.body.repair_invoice)).toEqual({ filename: 'fatura.png', type: 'image/png', data: PNG_DATA_URL });

    const text = Buffer.from('Bu bir fatura değil, düz metin.').toString('base64');
    const fake = await t.request<Row>('PUT', `/broken-equipment/${reportId}/invoice`, {
      ...admin(),
      body: { repair_invoice: invoiceText('fatura.png', `data:image/png;base64,${text}`, 'image/png') },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.error).toBe('Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.');

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 32)]).toString('base64');
    const okPdf = await t.request<Row>('PUT', `/broken-equipment/${reportId}/invoice`, {
      ...admin(),
      body: { repair_invoice: invoiceText('scan.jpg', `data:image/jpeg;base64,${pdf}`, 'image/jpeg') },
    });
    expect(okPdf.status).toBe(200);
    const pdfDetail = await t.request<Row>('GET', `/broken-equipment/${reportId}`, admin());
    expect(JSON.parse(pdfDetail.body.repair_invoice).type).toBe('application/pdf');

    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 + 10)]).toString('base64');
    const tooBig = await t.request<Row>('PUT', `/broken-equipment/${reportId}/invoice`, {
      ...admin(),
      body: { repair_invoice: invoiceText('buyuk.pdf', `data:application/pdf;base64,${big}`) },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe('Dosya boyutu en fazla 20MB olabilir.');

    const missing = await t.request<Row>('PUT', `/broken-equipment/${reportId}/invoice`, {
      ...admin(),
      body: { repair_invoice: '{"filename":"a.pdf"}' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Fatura verisi eksik');
  });
});

describe('status dialog', () => {
  async function setStatus(id: string, status: string) {
    return t.request<Row>('PUT', `/broken-equipment/${id}/status`, { ...admin(), body: { status } });
  }
  /** What 'Tamirde' and 'Tamir Edildi' need: an assignee, a repairer and a cost (recorded by their own steps). */
  async function withRepairFacts(reportId: string) {
    const repairer = await createRepairer(t);
    await t.database.db
      .update(s.brokenEquipment)
      .set({ assigned_to: adminId, repairer_id: repairer.id, repair_cost: 100 })
      .where(eq(s.brokenEquipment.id, reportId));
  }

  it('moves between all four statuses; the equipment follows', async () => {
    const { reportId, item } = await reported();
    await withRepairFacts(reportId);
    let res = await setStatus(reportId, 'in_repair');
    expect(res.body).toMatchObject({ status: 'in_repair', assigned_by_user: { id: adminId } });
    expect(await equipmentStatus(item.id)).toBe('broken');
    res = await setStatus(reportId, 'repaired');
    expect(res.body.status).toBe('repaired');
    expect(res.body.resolved_at).toBeTruthy();
    expect(await equipmentStatus(item.id)).toBe('available');
    res = await setStatus(reportId, 'scrapped');
    expect(await equipmentStatus(item.id)).toBe('scrapped');
    res = await setStatus(reportId, 'in_repair');
    expect(res.body.resolved_at).toBeNull();
    expect(await equipmentStatus(item.id)).toBe('broken');
    res = await setStatus(reportId, 'pending');
    expect(res.body).toMatchObject({
      status: 'pending',
      assigned_to_user: null,
      assigned_by_user: null,
      assigned_at: null,
      resolved_at: null,
    });
    expect(await equipmentStatus(item.id)).toBe('broken');
    const bad = await setStatus(reportId, 'lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Lütfen bir durum seçin.');
  });

  it('will not reopen a report whose item has moved on', async () => {
    const { reportId, item } = await reported();
    await withRepairFacts(reportId);
    await setStatus(reportId, 'repaired');
    await t.database.db.update(s.equipment).set({ status: 'in_transfer' }).where(eq(s.equipment.id, item.id));
    const res = await setStatus(reportId, 'pending');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`${item.serial_number} seri numaralı ekipman şu anda Transferde durumunda.`);

    const second = await reported();
    await withRepairFacts(second.reportId);
    await setStatus(second.reportId, 'repaired');
    const newer = await report(second.item.id);
    expect(newer.status).toBe(201);
    const reopen = await setStatus(second.reportId, 'in_repair');
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe(`${second.item.serial_number} seri numaralı ekipman şu anda Arızalı durumunda.`);
  });
});

describe('status dialog rules on the server', () => {
  async function setStatus(id: string, status: string) {
    return t.request<Row>('PUT', `/broken-equipment/${id}/status`, { ...admin(), body: { status } });
  }

  it("refuses 'Tamirde' without an assignee, with the dialog's message, and changes nothing", async () => {
    const { reportId, item } = await reported();
    const res = await setStatus(reportId, 'in_repair');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Önce Tamir Ata ile bir kişi atayın.');
    const detail = await t.request<Row>('GET', `/broken-equipment/${reportId}`, admin());
    expect(detail.body).toMatchObject({ status: 'pending', assigned_by_user: null });
    expect(await equipmentStatus(item.id)).toBe('broken');
  });

  it("refuses 'Tamir Edildi' without repairer and cost; accepts it once 'Tamamla' recorded them", async () => {
    const { reportId, item } = await assigned();
    const res = await setStatus(reportId, 'repaired');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Tamirci ve tamir maliyeti gerekir: Tamamla ile kaydedin.');
    expect(await equipmentStatus(item.id)).toBe('broken');

    const repairer = await createRepairer(t);
    const costOnly = await t.request<Row>('PUT', `/broken-equipment/${reportId}/complete`, {
      ...admin(),
      body: { status: 'scrapped', repair_cost: 10 },
    });
    expect(costOnly.status).toBe(200);
    const stillRefused = await setStatus(reportId, 'repaired');
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body.error).toBe('Tamirci ve tamir maliyeti gerekir: Tamamla ile kaydedin.');
    expect(await equipmentStatus(item.id)).toBe('scrapped');

    await t.database.db.update(s.brokenEquipment).set({ repairer_id: repairer.id }).where(eq(s.brokenEquipment.id, reportId));
    const accepted = await setStatus(reportId, 'repaired');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('repaired');
    expect(await equipmentStatus(item.id)).toBe('available');
  });

  it("going back to 'Beklemede' clears the assignee, so 'Tamirde' is refused again", async () => {
    const { reportId } = await assigned();
    expect((await setStatus(reportId, 'pending')).status).toBe(200);
    const res = await setStatus(reportId, 'in_repair');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Önce Tamir Ata ile bir kişi atayın.');
  });
});

describe('permissions and scope', () => {
  it('reads need view_malfunctions; reporting needs create_malfunction; actions need the page permission', async () => {
    const nobody = await createUserWithPermissions(t, ['view_equipment']);
    expect((await t.request('GET', '/broken-equipment', { token: nobody.token })).status).toBe(403);
    const item = await createEquipment(t, { warehouse_id: warehouseA.id });
    expect((await report(item.id, warehouseA.id, nobody.token)).status).toBe(403);

    const viewer = await createUserWithPermissions(t, ['view_malfunctions']);
    expect((await t.request('GET', '/broken-equipment', { token: viewer.token })).status).toBe(200);
    expect((await report(item.id, warehouseA.id, viewer.token)).status).toBe(403);
    const { reportId } = await reported();
    const assign = await t.request<Row>('PUT', `/broken-equipment/${reportId}/assign`, {
      token: viewer.token,
      body: { assigned_to: viewer.id },
    });
    expect(assign.status).toBe(200);
    const resolver = await createUserWithPermissions(t, ['resolve_malfunction']);
    const complete = await t.request<Row>('PUT', `/broken-equipment/${reportId}/complete`, {
      token: resolver.token,
      body: { status: 'repaired', repair_cost: 1 },
    });
    expect(complete.status).toBe(200);
    const outsider = await createUserWithPermissions(t, ['create_malfunction', 'view_dashboard']);
    expect(
      (await t.request('PUT', `/broken-equipment/${reportId}/status`, { token: outsider.token, body: { status: 'pending' } })).status,
    ).toBe(403);
    expect((await t.request('GET', `/broken-equipment/${reportId}`, { token: outsider.token })).status).toBe(403);
  });

  it('a user limited to one warehouse sees and changes only its reports', async () => {
    const inA = await reported();
    const itemB = await createEquipment(t, { warehouse_id: warehouseB.id });
    const inB = await report(itemB.id, warehouseB.id);
    const limited = await createUserWithPermissions(t, ['view_malfunctions', 'create_malfunction'], { warehouseIds: [warehouseA.id] });
    const list = await t.request<Row[]>('GET', '/broken-equipment', { token: limited.token });
    const ids = list.body.map((r) => r.id);
    expect(ids).toContain(inA.reportId);
    expect(ids).not.toContain(inB.body.id);
    expect(list.body.every((r) => r.warehouse_id === warehouseA.id)).toBe(true);
    expect((await t.request('GET', `/broken-equipment/${inB.body.id}`, { token: limited.token })).status).toBe(404);
    expect(
      (await t.request('PUT', `/broken-equipment/${inB.body.id}/assign`, { token: limited.token, body: { assigned_to: limited.id } }))
        .status,
    ).toBe(404);
    const other = await createEquipment(t, { warehouse_id: warehouseB.id });
    const refused = await report(other.id, warehouseB.id, limited.token);
    expect(refused.status).toBe(404);
    expect(await equipmentStatus(other.id)).toBe('available');
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await t.request<Row>('GET', '/broken-equipment/00000000-0000-4000-8000-000000000000', admin())).body.error).toBe(
      'Arıza kaydı bulunamadı.',
    );
    expect((await t.request('GET', '/broken-equipment/abc', admin())).status).toBe(404);
  });
});
