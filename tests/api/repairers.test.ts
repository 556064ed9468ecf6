// Repairers over HTTP: CRUD with the spec's messages, delete refused while repairs name the
// repairer, delta sync, statistics computed in SQL, history, permissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createRepairer, createUserWithPermissions, createWarehouse, deltaStart } from '../helpers/fixtures';

let t: TestServer;
let warehouseId: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestServer();
  warehouseId = (await createWarehouse(t)).id;
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const admin = () => ({ token: t.adminToken });
const DAY = 86_400_000;

/** A broken record of the repairer written straight into the database, with chosen dates. */
async function repairRecord(
  repairerId: string,
  status: string,
  cost: number | null,
  assignedAt?: Date,
  resolvedAt?: Date,
  warehouse = warehouseId,
) {
  const item = await createEquipment(t, {
    warehouse_id: warehouse,
    status: status === 'scrapped' ? 'scrapped' : status === 'repaired' ? 'available' : 'broken',
  });
  const [row] = await t.database.db
    .insert(s.brokenEquipment)
    .values({
      equipment_id: item.id,
      warehouse_id: warehouse,
      issue: 'Motor arızası',
      status,
      repairer_id: repairerId,
      repair_cost: cost,
      assigned_to: adminId,
      assigned_by: adminId,
      assigned_at: assignedAt ?? null,
      resolved_at: resolvedAt ?? null,
    })
    .returning();
  const invoice = JSON.stringify({ filename: 'f.pdf', type: 'application/pdf', data: 'data:application/pdf;base64,JVBERi0=' });
  await t.database.db.insert(s.repairInvoiceParts).values({ report_id: row!.id, seq: 0, data: new TextEncoder().encode(invoice) });
  return row!;
}

describe('repairers CRUD', () => {
  it('creates, lists, updates and deletes with audit', async () => {
    const created = await t.request<Row>('POST', '/repairers', {
      ...admin(),
      body: { name: '  Usta Ali  ', phone: '5321234567', address: 'Kadıköy' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Usta Ali', phone: '5321234567', address: 'Kadıköy' });
    const list = await t.request<Row[]>('GET', '/repairers', admin());
    expect(list.body.map((r) => r.id)).toContain(created.body.id);
    const updated = await t.request<Row>('PUT', `/repairers/${created.body.id}`, {
      ...admin(),
      body: { name: 'Usta Veli', phone: '2161234567', address: 'Üsküdar' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Usta Veli', phone: '2161234567', address: 'Üsküdar' });
    const removed = await t.request('DELETE', `/repairers/${created.body.id}`, admin());
    expect(removed.status).toBe(200);
    expect((await t.request('GET', `/repairers/${created.body.id}`, admin())).status).toBe(404);
    const trail = await t.database.db.select().from(s.auditLog).where(eq(s.auditLog.entity_id, created.body.id));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('validates with the spec messages', async () => {
    const cases: Array<[Row, string]> = [
      [{ phone: '5321234567', address: 'x' }, 'Tamirci adı zorunludur'],
      [{ name: ' ', phone: '5321234567', address: 'x' }, 'Tamirci adı zorunludur'],
      [{ name: 'A', address: 'x' }, 'Telefon zorunludur'],
      [{ name: 'A', phone: '05321234567', address: 'x' }, 'Geçerli bir telefon numarası giriniz (10 haneli)'],
      [{ name: 'A', phone: '532123456a', address: 'x' }, 'Geçerli bir telefon numarası giriniz (10 haneli)'],
      [{ name: 'A', phone: '0212123456', address: 'x' }, 'Geçerli bir telefon numarası giriniz (10 haneli)'],
      [{ name: 'A', phone: '5321234567' }, 'Adres zorunludur'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request<Row>('POST', '/repairers', { ...admin(), body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('refuses to delete a repairer with repairs', async () => {
    const repairer = await createRepairer(t, { name: 'Dolu Tamirci' });
    await repairRecord(repairer.id, 'repaired', 10);
    const res = await t.request<Row>('DELETE', `/repairers/${repairer.id}`, admin());
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Dolu Tamirci adlı tamirciye ait tamir kayıtları bulunduğu için silinemez.');
  });

  it('answers ?since= with changed rows and deleted ids', async () => {
    const since = await deltaStart(t, '/repairers');
    const kept = await createRepairer(t, { name: 'Yeni Tamirci' });
    const gone = await createRepairer(t);
    await t.request('DELETE', `/repairers/${gone.id}`, admin());
    const delta = await t.request<Row>('GET', `/repairers?since=${encodeURIComponent(since)}`, admin());
    expect(delta.status).toBe(200);
    expect(delta.body.items.map((r: Row) => r.id)).toContain(kept.id);
    expect(delta.body.deleted).toContain(gone.id);
    expect(typeof delta.body.server_time).toBe('string');
    expect((await t.request('GET', '/repairers?since=dün', admin())).status).toBe(400);
  });
});

describe('statistics and history', () => {
  it('computes totals, average days over repaired records, completed / not completed / ongoing', async () => {
    const repairer = await createRepairer(t);
    const start = new Date('2026-01-01T08:00:00Z');
    await repairRecord(repairer.id, 'repaired', 1250.5, start, new Date(start.getTime() + 2 * DAY));
    await repairRecord(repairer.id, 'repaired', 749.5, start, new Date(start.getTime() + 3.4 * DAY));
    // Scrapped and ongoing records count, but not towards the average duration.
    await repairRecord(repairer.id, 'scrapped', 100, start, new Date(start.getTime() + 30 * DAY));
    await repairRecord(repairer.id, 'in_repair', null, start);
    const other = await createRepairer(t);
    await repairRecord(other.id, 'repaired', 999, start, new Date(start.getTime() + 10 * DAY));

    const res = await t.request<Row>('GET', `/repairers/${repairer.id}`, admin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: repairer.id, name: repairer.name, phone: repairer.phone, address: repairer.address });
    expect(res.body.statistics).toEqual({
      total_repairs: 4,
      total_amount: 2100,
      average_repair_days: 3, // (2 + 3.4) / 2 = 2.7 → 3
      completed: 2,
      not_completed: 1,
      ongoing: 1,
    });

    const empty = await createRepairer(t);
    const none = await t.request<Row>('GET', `/repairers/${empty.id}`, admin());
    expect(none.body.statistics).toEqual({
      total_repairs: 0,
      total_amount: 0,
      average_repair_days: null,
      completed: 0,
      not_completed: 0,
      ongoing: 0,
    });
  });

  it('history lists the repairer’s records without invoice data', async () => {
    const repairer = await createRepairer(t);
    const a = await repairRecord(repairer.id, 'repaired', 10, new Date(), new Date());
    const b = await repairRecord(repairer.id, 'scrapped', 20, new Date(), new Date());
    await repairRecord((await createRepairer(t)).id, 'repaired', 30, new Date(), new Date());
    const res = await t.request<{ items: Row[] }>('GET', `/repairers/${repairer.id}/history`, admin());
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.body.items[0]).toMatchObject({ has_invoice: true, repairer: { id: repairer.id } });
    expect(res.body.items[0]).not.toHaveProperty('repair_invoice');
    expect((await t.request('GET', '/repairers/00000000-0000-4000-8000-000000000000/history', admin())).status).toBe(404);
  });
});

describe('permissions', () => {
  it('list for the repairers tab and the completion picker; detail needs view_repairer_detail; writes their own', async () => {
    const repairer = await createRepairer(t);
    const picker = await createUserWithPermissions(t, ['view_malfunctions']);
    expect((await t.request('GET', '/repairers', { token: picker.token })).status).toBe(200);
    expect((await t.request('GET', `/repairers/${repairer.id}`, { token: picker.token })).status).toBe(403);
    expect((await t.request('GET', `/repairers/${repairer.id}/history`, { token: picker.token })).status).toBe(403);
    const detail = await createUserWithPermissions(t, ['view_repairer_detail']);
    expect((await t.request('GET', `/repairers/${repairer.id}`, { token: detail.token })).status).toBe(200);
    const none = await createUserWithPermissions(t, ['view_equipment']);
    expect((await t.request('GET', '/repairers', { token: none.token })).status).toBe(403);

    const body = { name: 'Yetki Tamirci', phone: '5321234567', address: 'x' };
    const viewer = await createUserWithPermissions(t, ['view_repairers']);
    expect((await t.request('POST', '/repairers', { token: viewer.token, body })).status).toBe(403);
    expect((await t.request('PUT', `/repairers/${repairer.id}`, { token: viewer.token, body })).status).toBe(403);
    expect((await t.request('DELETE', `/repairers/${repairer.id}`, { token: viewer.token })).status).toBe(403);
    const writer = await createUserWithPermissions(t, ['create_repairer', 'edit_repairer', 'delete_repairer']);
    expect((await t.request('POST', '/repairers', { token: writer.token, body })).status).toBe(201);
    expect((await t.request('PUT', `/repairers/${repairer.id}`, { token: writer.token, body })).status).toBe(200);
    expect((await t.request('DELETE', `/repairers/${repairer.id}`, { token: writer.token })).status).toBe(200);
  });
});
