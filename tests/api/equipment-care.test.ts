// Equipment care over real HTTP (docs/equipment-care.md): a category's required checks, an item's
// recorded checks and their due day counted in Istanbul days, the hand-over refused for an expired,
// failed or never recorded check, the override with its written reason (kept and audited), the
// certificate read back byte for byte, and the due list per warehouse within the user's scope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { addDays, addMonths, warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  PNG_DATA_URL,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let clerk: TestUser;
let supervisor: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  clerk = await createUserWithPermissions(t, ['view_field_equipment', 'view_equipment', 'record_equipment_check']);
  supervisor = await createUserWithPermissions(t, ['view_field_equipment', 'view_equipment', 'override_equipment_check']);
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  error: string;
}
interface CheckDue {
  name: string;
  due_on: string | null;
  checked_on: string | null;
  failed: boolean;
}

/** An item in a fresh warehouse whose category requires 'Periyodik kontrol' every 12 months. */
async function inspectedItem(intervalMonths = 12) {
  const wh = await createWarehouse(t);
  const item = await createEquipment(t, { warehouse_id: wh.id });
  const res = await t.request<{ id: string }>('POST', '/check-schedules', {
    token: t.adminToken,
    body: { category_id: item.category_id, name: 'Periyodik kontrol', interval_months: intervalMonths },
  });
  expect(res.status).toBe(201);
  return { wh, item, scheduleId: res.body.id };
}

function recordCheck(token: string, body: Record<string, unknown>) {
  return t.request<{ id: string; next_due_on: string | null } & ErrorBody>('POST', '/equipment-checks', {
    token,
    body: { performed_by: 'Anadolu Muayene Ltd.', result: 'passed', certificate_no: 'PK-2026-118', ...body },
  });
}

async function checkDue(equipmentId: string): Promise<CheckDue[] | null> {
  const res = await t.request<{ check_due: CheckDue[] | null }>('GET', `/equipment/${equipmentId}`, { token: t.adminToken });
  return res.body.check_due;
}

async function issue(token: string, equipmentId: string, extra: Record<string, unknown> = {}) {
  const worker = await createWorker(t);
  return t.request<{ id: string } & ErrorBody>('POST', '/field-equipment', {
    token,
    body: { equipment_id: equipmentId, worker_id: worker.id, signature: PNG_DATA_URL, ...extra },
  });
}

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

describe('schedules and due days', () => {
  it('gives every item of the category the check, unrecorded, and a recorded check its due day in months', async () => {
    const { item, scheduleId } = await inspectedItem();
    expect(await checkDue(item.id)).toEqual([{ name: 'Periyodik kontrol', due_on: null, checked_on: null, failed: false }]);

    const res = await recordCheck(clerk.token, { equipment_id: item.id, check_id: scheduleId, checked_on: '2026-01-31' });
    expect(res.status).toBe(201);
    expect(res.body.next_due_on).toBe('2027-01-31');
    expect(await checkDue(item.id)).toEqual([{ name: 'Periyodik kontrol', due_on: '2027-01-31', checked_on: '2026-01-31', failed: false }]);

    // A new interval counts from the last check again.
    const changed = await t.request('PUT', `/check-schedules/${scheduleId}`, {
      token: t.adminToken,
      body: { name: 'Periyodik kontrol', interval_months: 1 },
    });
    expect(changed.status).toBe(200);
    expect((await checkDue(item.id))?.[0]?.due_on).toBe('2026-02-28');
  });

  it('moves an item to another category with that category’s checks, and the mirror’s delta carries the change', async () => {
    const { item } = await inspectedItem();
    const other = await createEquipment(t, { warehouse_id: item.warehouse_id! });
    const [before] = await t.database.db
      .select({ updated_at: s.equipment.updated_at })
      .from(s.equipment)
      .where(eq(s.equipment.id, other.id));
    await t.request('POST', '/check-schedules', {
      token: t.adminToken,
      body: { category_id: other.category_id, name: 'Kalibrasyon', interval_months: 6 },
    });
    const delta = await t.request<
      { items?: Array<{ id: string; check_due: CheckDue[] | null }> } | Array<{ id: string; check_due: CheckDue[] | null }>
    >('GET', `/equipment?since=${encodeURIComponent(before!.updated_at.toISOString())}`, { token: t.adminToken });
    const rows = Array.isArray(delta.body) ? delta.body : (delta.body.items ?? []);
    expect(rows.find((r) => r.id === other.id)?.check_due).toEqual([
      { name: 'Kalibrasyon', due_on: null, checked_on: null, failed: false },
    ]);

    await t.database.db.update(s.equipment).set({ category_id: other.category_id }).where(eq(s.equipment.id, item.id));
    expect((await checkDue(item.id))?.map((c) => c.name)).toEqual(['Kalibrasyon']);
  });

  it('refuses a check the item’s category does not require, a future day and a duplicate name', async () => {
    const { item, scheduleId } = await inspectedItem();
    const elsewhere = await inspectedItem();
    expect(
      (await recordCheck(clerk.token, { equipment_id: item.id, check_id: elsewhere.scheduleId, checked_on: '2026-01-01' })).body.error,
    ).toBe('Bu kontrol ekipmanın kategorisinde tanımlı değil.');
    const future = await recordCheck(clerk.token, {
      equipment_id: item.id,
      check_id: scheduleId,
      checked_on: addDays(warehouseToday(), 1),
    });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('Kontrol tarihi ileri bir gün olamaz.');
    const twice = await t.request<ErrorBody>('POST', '/check-schedules', {
      token: t.adminToken,
      body: { category_id: item.category_id, name: 'PERİYODİK KONTROL'.toLocaleLowerCase('tr-TR'), interval_months: 3 },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Bu kategoride bu adla bir kontrol zaten var.');
    const clerkSchedule = await t.request('POST', '/check-schedules', {
      token: clerk.token,
      body: { category_id: item.category_id, name: 'X', interval_months: 3 },
    });
    expect(clerkSchedule.status).toBe(403);
  });
});

describe('the hand-over', () => {
  it('is refused on the Istanbul day a check runs out, with the day in the reason, and allowed the day before it with the check due soon', async () => {
    const today = warehouseToday();
    const expired = await inspectedItem();
    await recordCheck(clerk.token, { equipment_id: expired.item.id, check_id: expired.scheduleId, checked_on: addMonths(today, -12) });
    const dueOn = (await checkDue(expired.item.id))![0]!.due_on!;
    expect(dueOn).toBe(today);
    const refused = await issue(clerk.token, expired.item.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      new RegExp(
        `^${expired.item.serial_number} seri numaralı ekipmanın Periyodik kontrol süresi ${dotted(dueOn).replace(/\./g, '\\.')}'(da|de|ta|te) doldu\\.$`,
      ),
    );
    const [still] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, expired.item.id));
    expect(still!.status).toBe('available');

    const tomorrow = addDays(today, 1);
    const valid = await inspectedItem();
    // A day whose month lacks it (31st, 29 Feb) cannot be reached back by months; those days are skipped.
    const checkedOn = addMonths(tomorrow, -12);
    if (addMonths(checkedOn, 12) === tomorrow) {
      await recordCheck(clerk.token, { equipment_id: valid.item.id, check_id: valid.scheduleId, checked_on: checkedOn });
      expect((await issue(clerk.token, valid.item.id)).status).toBe(201);
    }
  });

  it('is refused for a check never recorded and for a failed one', async () => {
    const never = await inspectedItem();
    const refused = await issue(clerk.token, never.item.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`${never.item.serial_number} seri numaralı ekipmanın Periyodik kontrol kaydı yok.`);

    const failed = await inspectedItem();
    await recordCheck(clerk.token, {
      equipment_id: failed.item.id,
      check_id: failed.scheduleId,
      checked_on: '2026-03-10',
      result: 'failed',
    });
    const refusedFailed = await issue(clerk.token, failed.item.id);
    expect(refusedFailed.status).toBe(409);
    expect(refusedFailed.body.error).toBe(
      `${failed.item.serial_number} seri numaralı ekipman 10.03.2026'da yapılan Periyodik kontrol sonucunda uygun bulunmadı.`,
    );
    // A passing check afterwards makes it safe again.
    await recordCheck(clerk.token, { equipment_id: failed.item.id, check_id: failed.scheduleId, checked_on: warehouseToday() });
    expect((await issue(clerk.token, failed.item.id)).status).toBe(201);
  });

  it('is allowed with a written reason to a user holding the override permission: kept on the record and in the audit trail', async () => {
    const { item } = await inspectedItem();
    const reason = 'Acil saha arızası; kontrol firması yarın geliyor.';

    const withoutPermission = await issue(clerk.token, item.id, { check_override_reason: reason });
    expect(withoutPermission.status).toBe(409);
    expect(withoutPermission.body.error).toBe(
      `${item.serial_number} seri numaralı ekipmanın Periyodik kontrol kaydı yok. Süresi dolmuş kontrolü olan ekipmanı teslim etme yetkiniz yok.`,
    );
    const tooShort = await issue(supervisor.token, item.id, { check_override_reason: 'acil' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error).toBe('Gerekçe en az 10 karakter olmalıdır.');

    const allowed = await issue(supervisor.token, item.id, { check_override_reason: reason });
    expect(allowed.status).toBe(201);
    const [record] = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, allowed.body.id));
    expect(record!.check_override_reason).toBe(reason);
    const detail = await t.request<{ check_override_reason: string | null }>('GET', `/field-equipment/${allowed.body.id}`, {
      token: supervisor.token,
    });
    expect(detail.body.check_override_reason).toBe(reason);
    const [entry] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity_id, allowed.body.id), eq(s.auditLog.action, 'check_override')));
    expect(entry!.user_id).toBe(supervisor.id);
    expect(entry!.after).toEqual({
      equipment_id: item.id,
      refusal: `${item.serial_number} seri numaralı ekipmanın Periyodik kontrol kaydı yok.`,
      reason,
    });
  });

  it('keeps no reason when nothing was overridden', async () => {
    const wh = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: wh.id });
    const res = await issue(supervisor.token, item.id, { check_override_reason: 'Gerekmeyen bir gerekçe metni' });
    expect(res.status).toBe(201);
    const [record] = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, res.body.id));
    expect(record!.check_override_reason).toBeNull();
  });
});

describe('certificates', () => {
  it('stores a PDF byte for byte and names it by its sniffed type; refuses what is not PDF, JPEG or PNG', async () => {
    const { item, scheduleId } = await inspectedItem();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600 * 1024, 7), Buffer.from('\n%%EOF')]);
    const certificate = JSON.stringify({
      filename: 'sertifika.png',
      type: 'image/png',
      data: `data:image/png;base64,${pdf.toString('base64')}`,
    });
    const res = await t.request<{ id: string; certificate: { filename: string; type: string; size: number } }>(
      'POST',
      '/equipment-checks',
      {
        token: clerk.token,
        body: {
          equipment_id: item.id,
          check_id: scheduleId,
          checked_on: '2026-05-05',
          performed_by: 'Kalibre A.Ş.',
          result: 'passed',
          certificate,
        },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.certificate).toEqual({ filename: 'sertifika.pdf', type: 'application/pdf', size: pdf.length });

    const file = await t.request<{ filename: string; type: string; data: string }>('GET', `/equipment-checks/${res.body.id}/certificate`, {
      token: clerk.token,
    });
    expect(file.status).toBe(200);
    expect([file.body.filename, file.body.type]).toEqual(['sertifika.pdf', 'application/pdf']);
    expect(file.body.data.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(Buffer.from(file.body.data.slice(file.body.data.indexOf(',') + 1), 'base64').equals(pdf)).toBe(true);

    const list = await t.request<Array<{ id: string; certificate: unknown; data?: unknown }>>('GET', `/equipment/${item.id}/checks`, {
      token: clerk.token,
    });
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body).length).toBeLessThan(2000);

    const gif = JSON.stringify({
      filename: 'a.gif',
      type: 'image/gif',
      data: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`,
    });
    const refused = await recordCheck(clerk.token, {
      equipment_id: item.id,
      check_id: scheduleId,
      checked_on: '2026-05-05',
      certificate: gif,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Sertifika yalnızca PDF, JPG veya PNG olabilir.');
  });
});

describe('the due list', () => {
  it('lists overdue and due-soon checks per warehouse, within the user’s warehouses', async () => {
    const today = warehouseToday();
    const a = await inspectedItem();
    const soon = await createEquipment(t, { warehouse_id: a.wh.id, category_id: a.item.category_id });
    const later = await createEquipment(t, { warehouse_id: a.wh.id, category_id: a.item.category_id });
    await recordCheck(clerk.token, { equipment_id: soon.id, check_id: a.scheduleId, checked_on: addDays(addMonths(today, -12), 20) });
    await recordCheck(clerk.token, { equipment_id: later.id, check_id: a.scheduleId, checked_on: addDays(addMonths(today, -12), 45) });

    const res = await t.request<{
      items: Array<{ equipment_id: string; state: string }>;
      total: number;
      overdue: number;
      due_soon: number;
    }>('GET', `/equipment-checks/due?warehouse_id=${a.wh.id}`, { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => [r.equipment_id, r.state])).toEqual([
      [a.item.id, 'missing'],
      [soon.id, 'due_soon'],
    ]);
    expect([res.body.total, res.body.overdue, res.body.due_soon]).toEqual([2, 1, 1]);

    const scoped = await createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [(await createWarehouse(t)).id] });
    const outside = await t.request<{ items: unknown[] }>('GET', `/equipment-checks/due?warehouse_id=${a.wh.id}`, { token: scoped.token });
    expect(outside.body.items).toEqual([]);
    expect((await t.request('GET', `/equipment/${a.item.id}/checks`, { token: scoped.token })).status).toBe(404);
  });
});
