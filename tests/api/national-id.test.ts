// The national id on a need-to-know basis (docs/documents.md): a reader holding every permission but
// `view_national_id` never receives a whole id — in any list, detail, picker, export or document —
// and sees '•••••••' and the last four digits where an id is shown; the permission shows it whole;
// pickers never carry it; a whole id still finds its worker or user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskNationalId } from '@shared/documents';
import { PERMISSION_NAMES } from '@shared/permissions';
import { addDays, warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { issue, paper, returnItems } from '../helpers/documents';
import {
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  uniqueTcNo,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let masked: TestUser;
let whole: TestUser;
let picker: TestUser;
const ids: string[] = [];
let paths: string[] = [];
let exports: string[] = [];
let worker: { id: string; tc_no: string };

beforeAll(async () => {
  t = await startTestServer();
  masked = await createUserWithPermissions(
    t,
    PERMISSION_NAMES.filter((p) => p !== 'view_national_id'),
    { signature: PNG_DATA_URL },
  );
  whole = await createUserWithPermissions(t, PERMISSION_NAMES, { signature: PNG_DATA_URL });
  picker = await createUserWithPermissions(t, ['create_transfer', 'view_malfunctions']);
  const [source, target] = [await createWarehouse(t), await createWarehouse(t)];
  worker = await createWorker(t, { tc_no: uniqueTcNo() });
  const leader = await createWorker(t, { tc_no: uniqueTcNo() });
  const me = (await t.request<{ id: string; tc_no: string }>('GET', '/auth/me', { token: t.adminToken })).body;
  ids.push(worker.tc_no, leader.tc_no, me.tc_no);

  // A hand-over with a team leader (one item overdue), a return, a transfer and a fault report, all by the administrator.
  const [a, b] = [await createEquipment(t, { warehouse_id: source.id }), await createEquipment(t, { warehouse_id: source.id })];
  const first = await issue(t, t.adminToken, {
    equipment_id: a.id,
    worker_id: worker.id,
    team_leader_id: leader.id,
    due_date: addDays(warehouseToday(), -3),
  });
  const second = await issue(t, t.adminToken, { equipment_id: b.id, worker_id: worker.id, team_leader_id: leader.id });
  await returnItems(t, t.adminToken, [second.body.id]);
  const moving = await createEquipment(t, { warehouse_id: source.id });
  const transfer = await t.request<{ id: string }>('POST', '/transfers', {
    token: t.adminToken,
    body: { equipment_id: moving.id, from_warehouse_id: source.id, to_warehouse_id: target.id, assigned_to: me.id },
  });
  const broken = await createEquipment(t, { warehouse_id: source.id });
  const fault = await t.request<{ id: string }>('POST', '/broken-equipment', {
    token: t.adminToken,
    body: { equipment_id: broken.id, warehouse_id: source.id, issue: 'Motor yanık' },
  });
  await t.request('PUT', `/broken-equipment/${fault.body.id}/assign`, { token: t.adminToken, body: { assigned_to: me.id } });
  const code = (await paper(t, t.adminToken, first.body.document.id)).code;

  paths = [
    '/workers',
    `/workers?since=${encodeURIComponent(new Date(0).toISOString())}`,
    `/workers/${worker.id}`,
    `/workers/${leader.id}`,
    `/workers/${worker.id}/equipment-history?limit=10`,
    `/workers/${worker.id}/statement`,
    '/users',
    `/users?since=${encodeURIComponent(new Date(0).toISOString())}`,
    `/users/${me.id}`,
    '/field-equipment',
    '/field-equipment?limit=10',
    '/field-equipment/overdue',
    `/field-equipment/${first.body.id}`,
    `/field-equipment/${second.body.id}`,
    `/transfers/${transfer.body.id}`,
    `/broken-equipment/${fault.body.id}`,
    `/documents/verify/${code}`,
  ];
  exports = ['/field-equipment/export', '/transfers/export', '/broken-equipment/export', `/workers/${worker.id}/equipment-history/export`];
});
afterAll(async () => {
  await t?.close();
});

describe('the national id', () => {
  it('reaches a reader without view_national_id in no list, detail, document or export — masked where shown', async () => {
    for (const path of [...paths, ...exports]) {
      const res = await t.request('GET', path, { token: masked.token });
      expect(res.status, path).toBe(200);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      for (const id of ids) expect(text.includes(id), `${path} carries ${id}`).toBe(false);
      if (!exports.includes(path)) expect(text, path).toMatch(/•{7}\d{4}/);
    }
    const detail = await t.request<{ worker: { tc_no: string }; team_leader: { tc_no: string }; issued_by_user: { tc_no: string } }>(
      'GET',
      paths[12]!,
      { token: masked.token },
    );
    expect(detail.body.worker.tc_no).toBe(maskNationalId(worker.tc_no));
    expect(detail.body.issued_by_user.tc_no).toBe(maskNationalId(ids[2]));
  });

  it('is whole for a reader holding view_national_id', async () => {
    for (const path of paths) {
      const text = JSON.stringify((await t.request('GET', path, { token: whole.token })).body);
      expect(
        ids.some((id) => text.includes(id)),
        path,
      ).toBe(true);
    }
  });

  it('never reaches a picker, whatever the picker holds', async () => {
    const res = await t.request<Array<Record<string, unknown>>>('GET', '/users', { token: picker.token });
    expect(res.status).toBe(200);
    expect(res.body.every((u) => !('tc_no' in u))).toBe(true);
  });

  it('written by a reader without the permission, comes back masked; the number is kept', async () => {
    const tc = uniqueTcNo();
    const created = await t.request<{ id: string; tc_no: string }>('POST', '/workers', {
      token: masked.token,
      body: { first_name: 'Ayşe', last_name: 'Kara', tc_no: tc, phone: '5321112233', department_id: (await createWorker(t)).department_id },
    });
    expect(created.status).toBe(201);
    expect(created.body.tc_no).toBe(maskNationalId(tc));
    expect((await t.request<{ tc_no: string }>('GET', `/workers/${created.body.id}`, { token: whole.token })).body.tc_no).toBe(tc);
  });

  it('an edit by a reader who sees it masked keeps the stored id; a whole one replaces it', async () => {
    const person = await createWorker(t, { tc_no: uniqueTcNo() });
    const body = (tc: string) => ({
      first_name: 'Veli',
      last_name: 'Kara',
      tc_no: tc,
      phone: '5321112233',
      department_id: person.department_id,
    });
    const kept = await t.request<{ tc_no: string }>('PUT', `/workers/${person.id}`, {
      token: masked.token,
      body: body(maskNationalId(person.tc_no)),
    });
    expect([kept.status, kept.body.tc_no]).toEqual([200, maskNationalId(person.tc_no)]);
    expect((await t.request<{ tc_no: string }>('GET', `/workers/${person.id}`, { token: whole.token })).body.tc_no).toBe(person.tc_no);
    const wrong = await t.request<{ error: string }>('PUT', `/workers/${person.id}`, { token: masked.token, body: body('•••••••0000') });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Geçerli bir TC Kimlik No giriniz (11 haneli)']);
    const fresh = uniqueTcNo();
    expect((await t.request('PUT', `/workers/${person.id}`, { token: masked.token, body: body(fresh) })).status).toBe(200);
    expect((await t.request<{ tc_no: string }>('GET', `/workers/${person.id}`, { token: whole.token })).body.tc_no).toBe(fresh);
    const user = (
      await t.request<
        Array<{
          id: string;
          tc_no: string;
          email: string;
          role: { id: string } | null;
          first_name: string;
          last_name: string;
          phone: string;
        }>
      >('GET', '/users', { token: masked.token })
    ).body.find((u) => u.id === picker.id)!;
    const edit = await t.request<{ tc_no: string }>('PUT', `/users/${user.id}`, {
      token: masked.token,
      body: {
        first_name: user.first_name,
        last_name: user.last_name,
        tc_no: user.tc_no,
        email: user.email,
        phone: user.phone,
        role_id: user.role!.id,
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.tc_no).toBe(user.tc_no);
  });

  it('a whole id still finds its worker and user; anything less is refused', async () => {
    const found = await t.request<{ worker_ids: string[]; user_ids: string[] }>('POST', '/national-id/search', {
      token: masked.token,
      body: { tc_no: worker.tc_no },
    });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ worker_ids: [worker.id], user_ids: [] });
    const admin = await t.request<{ worker_ids: string[]; user_ids: string[] }>('POST', '/national-id/search', {
      token: masked.token,
      body: { tc_no: ids[2] },
    });
    expect(admin.body.user_ids).toHaveLength(1);
    const partial = await t.request<{ error: string }>('POST', '/national-id/search', {
      token: masked.token,
      body: { tc_no: worker.tc_no.slice(-4) },
    });
    expect([partial.status, partial.body.error]).toEqual([400, 'Geçerli bir TC Kimlik No giriniz (11 haneli)']);
    // Only the lists the reader may see answer.
    const fieldOnly = await createUserWithPermissions(t, ['view_field_equipment']);
    const limited = await t.request<{ worker_ids: string[]; user_ids: string[] }>('POST', '/national-id/search', {
      token: fieldOnly.token,
      body: { tc_no: ids[2] },
    });
    expect(limited.body).toEqual({ worker_ids: [], user_ids: [] });
  });
});
