import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { searchRows } from '@shared/search';
import { listWorkersJsonPieces } from '@server/modules/workers/workers.service';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createDepartment,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  deltaStart,
  PNG_DATA_URL,
  randomUUID,
  uniqueTcNo,
} from '../helpers/fixtures';

let t: TestServer;
let adminId: string;
beforeAll(async () => {
  t = await startTestServer();
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
});
afterAll(async () => {
  await t?.close();
});

interface WorkerRow {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  department_id: string;
  department: { id: string; name: string } | null;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
}

describe('workers', () => {
  it('creates a worker with created_by and lists it with department and creator', async () => {
    const dep = await createDepartment(t, 'Montaj');
    const body = { first_name: 'IŞIK', last_name: 'Öztürk', tc_no: uniqueTcNo(), phone: '5321234567', department_id: dep.id };
    const res = await t.request<WorkerRow>('POST', '/workers', { token: t.adminToken, body });
    expect(res.status).toBe(201);
    expect(res.body.department).toEqual({ id: dep.id, name: 'Montaj' });
    expect(res.body.created_by_user).toEqual({ first_name: expect.any(String), last_name: expect.any(String) });
    const list = await t.request<WorkerRow[]>('GET', '/workers', { token: t.adminToken });
    const row = list.body.find((w) => w.id === res.body.id)!;
    expect(row.department?.name).toBe('Montaj');
    const [me] = await t.database.db.select().from(s.users).where(eq(s.users.id, adminId));
    expect(row.created_by_user).toEqual({ first_name: me!.first_name, last_name: me!.last_name });
    // Turkish-aware search: 'ışık' finds 'IŞIK'.
    expect(searchRows(list.body, 'ışık', (w) => [w.first_name, w.last_name, w.tc_no, w.phone]).map((w) => w.id)).toContain(res.body.id);
    const detail = await t.request<WorkerRow>('GET', `/workers/${res.body.id}`, { token: t.adminToken });
    expect(detail.body.tc_no).toBe(body.tc_no);
  });

  it('validates with the spec messages and refuses a taken national id', async () => {
    const dep = await createDepartment(t);
    const base = { first_name: 'Ali', last_name: 'Kaya', tc_no: uniqueTcNo(), phone: '5321234567', department_id: dep.id };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, 'Ad zorunludur'],
      [{ last_name: '' }, 'Soyad zorunludur'],
      [{ tc_no: '1234567890a' }, 'Geçerli bir TC Kimlik No giriniz (11 haneli)'],
      [{ phone: '' }, 'Telefon zorunludur'],
      [{ phone: '532' }, 'Geçerli bir telefon numarası giriniz (10 haneli)'],
      [{ department_id: '' }, 'Departman zorunludur'],
    ];
    for (const [patch, message] of cases) {
      const res = await t.request<{ error: string }>('POST', '/workers', { token: t.adminToken, body: { ...base, ...patch } });
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
    const missingDep = await t.request<{ error: string }>('POST', '/workers', {
      token: t.adminToken,
      body: { ...base, department_id: randomUUID() },
    });
    expect([missingDep.status, missingDep.body.error]).toEqual([400, 'Seçilen departman bulunamadı.']);
    expect((await t.request('POST', '/workers', { token: t.adminToken, body: base })).status).toBe(201);
    const dup = await t.request<{ error: string }>('POST', '/workers', { token: t.adminToken, body: { ...base, first_name: 'Veli' } });
    expect([dup.status, dup.body.error]).toEqual([409, 'Bu TC Kimlik No zaten kayıtlı.']);
    const other = await createWorker(t);
    const edit = await t.request<{ error: string }>('PUT', `/workers/${other.id}`, {
      token: t.adminToken,
      body: { ...base, first_name: 'X' },
    });
    expect([edit.status, edit.body.error]).toEqual([409, 'Bu TC Kimlik No zaten kayıtlı.']);
  });

  it('edits a worker; deletion is refused while hand-over records name it', async () => {
    const worker = await createWorker(t);
    const dep = await createDepartment(t, 'Bakım');
    const edit = await t.request<WorkerRow>('PUT', `/workers/${worker.id}`, {
      token: t.adminToken,
      body: { first_name: 'Mehmet', last_name: 'Şahin', tc_no: worker.tc_no, phone: '5559998877', department_id: dep.id },
    });
    expect(edit.status).toBe(200);
    expect([edit.body.first_name, edit.body.department?.name]).toEqual(['Mehmet', 'Bakım']);

    const wh = await createWarehouse(t);
    const eq1 = await createEquipment(t, { warehouse_id: wh.id, status: 'in_field' });
    await t.database.db.insert(s.fieldEquipment).values({
      batch_id: randomUUID(),
      equipment_id: eq1.id,
      worker_id: worker.id,
      warehouse_id: wh.id,
      signature: PNG_DATA_URL,
      issued_by: adminId,
    });
    const refused = await t.request<{ error: string }>('DELETE', `/workers/${worker.id}`, { token: t.adminToken });
    expect([refused.status, refused.body.error]).toEqual([409, 'Bu işçiye ait teslim kayıtları olduğu için işçi silinemez.']);

    const free = await createWorker(t);
    expect((await t.request('DELETE', `/workers/${free.id}`, { token: t.adminToken })).status).toBe(200);
    expect((await t.request('GET', `/workers/${free.id}`, { token: t.adminToken })).status).toBe(404);
  });

  it('answers the equipment history within the warehouse scope', async () => {
    const worker = await createWorker(t);
    const inScope = await createWarehouse(t);
    const outOfScope = await createWarehouse(t);
    const a = await createEquipment(t, { warehouse_id: inScope.id, model: 'Matkap' });
    const b = await createEquipment(t, { warehouse_id: outOfScope.id });
    const old = new Date(Date.now() - 86_400_000);
    await t.database.db.insert(s.fieldEquipment).values([
      {
        batch_id: randomUUID(),
        equipment_id: a.id,
        worker_id: worker.id,
        warehouse_id: inScope.id,
        signature: PNG_DATA_URL,
        issued_by: adminId,
        status: 'returned',
        issued_at: old,
        returned_at: new Date(),
      },
      {
        batch_id: randomUUID(),
        equipment_id: b.id,
        worker_id: worker.id,
        warehouse_id: outOfScope.id,
        signature: PNG_DATA_URL,
        issued_by: adminId,
      },
    ]);
    const all = await t.request<{
      items: Array<{
        equipment: { model: string; serial_number: string; brand: { name: string } };
        status: string;
        returned_at: string | null;
      }>;
    }>('GET', `/workers/${worker.id}/equipment-history`, { token: t.adminToken });
    expect(all.status).toBe(200);
    expect(all.body.items.map((h) => h.status)).toEqual(['active', 'returned']);
    expect(all.body.items[1]!.equipment.model).toBe('Matkap');
    expect(all.body.items[1]!.equipment.brand.name).toMatch(/^Marka/);
    expect(JSON.stringify(all.body)).not.toContain('base64');
    const scoped = await createUserWithPermissions(t, ['view_workers'], { warehouseIds: [inScope.id] });
    const mine = await t.request<{ items: unknown[] }>('GET', `/workers/${worker.id}/equipment-history`, { token: scoped.token });
    expect(mine.body.items).toHaveLength(1);
    expect((await t.request('GET', `/workers/${randomUUID()}/equipment-history`, { token: t.adminToken })).status).toBe(404);
  });

  it('lets the hand-over form and the dashboard read the list; the dashboard gets no personal data', async () => {
    await createWorker(t);
    const field = await createUserWithPermissions(t, ['view_field_equipment']);
    const f = await t.request<WorkerRow[]>('GET', '/workers', { token: field.token });
    expect(f.status).toBe(200);
    expect(f.body[0]).toHaveProperty('tc_no');
    const dash = await createUserWithPermissions(t, ['view_dashboard']);
    const d = await t.request<Array<Record<string, unknown>>>('GET', '/workers', { token: dash.token });
    expect(d.status).toBe(200);
    expect(d.body.length).toBe(f.body.length);
    expect(Object.keys(d.body[0]!).sort()).toEqual(['created_at', 'id']);
    expect((await t.request('GET', '/departments', { token: dash.token })).status).toBe(200);
    expect((await t.request('GET', '/departments', { token: field.token })).status).toBe(200);
    const none = await createUserWithPermissions(t, ['view_users']);
    expect((await t.request('GET', '/workers', { token: none.token })).status).toBe(403);
    expect((await t.request('GET', `/workers/${randomUUID()}`, { token: field.token })).status).toBe(403);
  });

  it('lists each worker exactly as its detail answers it, newest first, whole and in a delta, in pieces', async () => {
    const since = await deltaStart(t, '/workers');
    const dep = await createDepartment(t, `Bakım "Atölye" \\ ${Date.now()}`);
    const made: string[] = [];
    for (const first_name of ['Çağrı', 'Şükrü İnce']) {
      const res = await t.request<WorkerRow>('POST', '/workers', {
        token: t.adminToken,
        body: { first_name, last_name: 'Öğüt', tc_no: uniqueTcNo(), phone: '5321234567', department_id: dep.id },
      });
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    // A worker whose creator is gone keeps no creator name.
    await t.database.db.update(s.workers).set({ created_by: null }).where(eq(s.workers.id, made[0]!));
    await t.database.db
      .update(s.workers)
      .set({ updated_at: new Date(Date.now() + 1234) })
      .where(eq(s.workers.id, made[1]!));
    const list = await t.request<WorkerRow[]>('GET', '/workers', { token: t.adminToken });
    const delta = await t.request<{ items: WorkerRow[] }>('GET', `/workers?since=${since}`, { token: t.adminToken });
    for (const id of made) {
      const detail = (await t.request<WorkerRow>('GET', `/workers/${id}`, { token: t.adminToken })).body;
      expect(list.body.find((w) => w.id === id)).toStrictEqual(detail);
      expect(delta.body.items.find((w) => w.id === id)).toStrictEqual(detail);
    }
    const first = list.body.find((w) => w.id === made[0])!;
    expect(Object.keys(first).sort()).toEqual([
      'created_at',
      'created_by',
      'created_by_user',
      'department',
      'department_id',
      'first_name',
      'id',
      'last_name',
      'phone',
      'tc_no',
      'updated_at',
    ]);
    expect(first.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first.created_by_user).toBeNull();
    expect(list.body.find((w) => w.id === made[1])!.department).toEqual({ id: dep.id, name: dep.name });
    // Pieces of one worker each join into the same list.
    const pieces: string[] = [];
    for await (const piece of listWorkersJsonPieces(t.database.db, undefined, 1)) pieces.push(piece);
    expect(pieces.length).toBe(list.body.length);
    expect(JSON.parse(`[${pieces.join(',')}]`)).toStrictEqual(list.body);
    const times = list.body.map((w) => Date.parse(w.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('supports ?since= on workers and departments', async () => {
    const since = await deltaStart(t, '/workers');
    const w = await t.request<WorkerRow>('POST', '/workers', {
      token: t.adminToken,
      body: {
        first_name: 'Yeni',
        last_name: 'İşçi',
        tc_no: uniqueTcNo(),
        phone: '5321234567',
        department_id: (await createDepartment(t)).id,
      },
    });
    const gone = await createWorker(t);
    await t.request('DELETE', `/workers/${gone.id}`, { token: t.adminToken });
    const delta = await t.request<{ items: WorkerRow[]; deleted: string[] }>('GET', `/workers?since=${since}`, { token: t.adminToken });
    expect(delta.body.items.map((x) => x.id)).toContain(w.body.id);
    // The delta may reach a little before its start (server_time keeps a slack): the deletion is in it, the worker still there is not.
    expect(delta.body.deleted).toContain(gone.id);
    expect(delta.body.deleted).not.toContain(w.body.id);
    const dep = await t.request<{ id: string }>('POST', '/departments', { token: t.adminToken, body: { name: `Delta ${Date.now()}` } });
    const dd = await t.request<{ items: Array<{ id: string }>; deleted: string[] }>('GET', `/departments?since=${since}`, {
      token: t.adminToken,
    });
    expect(dd.body.items.map((x) => x.id)).toContain(dep.body.id);
  });
});

describe('departments', () => {
  it('creates, renames and deletes; names are unique; a department with workers stays', async () => {
    const res = await t.request<{ id: string; name: string }>('POST', '/departments', { token: t.adminToken, body: { name: 'İnşaat' } });
    expect(res.status).toBe(201);
    const blank = await t.request<{ error: string }>('POST', '/departments', { token: t.adminToken, body: { name: ' ' } });
    expect([blank.status, blank.body.error]).toEqual([400, 'Departman adı zorunludur']);
    const dup = await t.request<{ error: string }>('POST', '/departments', { token: t.adminToken, body: { name: 'inşaat' } });
    expect([dup.status, dup.body.error]).toEqual([409, 'Bu departman adı zaten kayıtlı.']);
    const renamed = await t.request<{ name: string }>('PUT', `/departments/${res.body.id}`, {
      token: t.adminToken,
      body: { name: 'İnşaat ve Yapı' },
    });
    expect(renamed.body.name).toBe('İnşaat ve Yapı');
    const worker = await createWorker(t, { department_id: res.body.id });
    const list = await t.request<WorkerRow[]>('GET', '/workers', { token: t.adminToken });
    expect(list.body.find((w) => w.id === worker.id)?.department?.name).toBe('İnşaat ve Yapı');
    const refused = await t.request<{ error: string }>('DELETE', `/departments/${res.body.id}`, { token: t.adminToken });
    expect([refused.status, refused.body.error]).toEqual([409, 'Bu departmanda kayıtlı işçiler olduğu için departman silinemez.']);
    const empty = await createDepartment(t);
    expect((await t.request('DELETE', `/departments/${empty.id}`, { token: t.adminToken })).status).toBe(200);
    expect((await t.request('PUT', `/departments/${empty.id}`, { token: t.adminToken, body: { name: 'Yok' } })).status).toBe(404);
  });
});
