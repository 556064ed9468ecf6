// Warehouse scope across every area (DESIGN.md §4): a user limited to warehouse A, holding every
// permission, neither reads nor changes anything of warehouse B. The rule for histories: a history
// lists exactly the records the user could open by id — a hand-over belongs to the warehouse it
// left from, a transfer to both of its warehouses, a fault to the warehouse it was reported in and
// the one its item is in now. So an item that came to A from B does not carry B's hand-overs along.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { PERMISSION_NAMES } from '@shared/permissions';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';
import { TEST_ADMIN } from '../helpers/test-env';

let t: TestServer;
let adminId: string;
let scoped: fx.TestUser;
let dashboardOnly: fx.TestUser;
const A = { id: '' };
const B = { id: '' };
const C = { id: '' };
const ROW_NAMES = [
  'brand',
  'category',
  'eqA',
  'eqABroken',
  'eqAField',
  'eqARepaired',
  'eqB',
  'eqBA',
  'eqBBroken',
  'eqBField',
  'eqBRepair',
  'eqBRepaired',
  'eqBTransit',
  'eqMoved',
  'hA',
  'hB',
  'hMovedA',
  'hMovedB',
  'rA',
  'rARepaired',
  'rB',
  'rBRepair',
  'rBRepaired',
  'rMovedB',
  'repairer',
  'tBA',
  'tBC',
  'tMovedBA',
  'tMovedCB',
  'worker',
] as const;
/** Every row of the fixture, by name. */
const r = Object.fromEntries(ROW_NAMES.map((n) => [n, ''])) as Record<(typeof ROW_NAMES)[number], string>;
const row = (name: string) => r[name as (typeof ROW_NAMES)[number]];

const db = () => t.database.db;
async function item(warehouseId: string, status = 'available') {
  return (await fx.createEquipment(t, { warehouse_id: warehouseId, status })).id;
}
async function handOver(equipmentId: string, workerId: string, warehouseId: string, status: 'active' | 'returned' = 'active') {
  const [row] = await db()
    .insert(s.fieldEquipment)
    .values({
      batch_id: randomUUID(),
      equipment_id: equipmentId,
      worker_id: workerId,
      warehouse_id: warehouseId,
      signature: fx.PNG_DATA_URL,
      issued_by: adminId,
      status,
      returned_at: status === 'returned' ? new Date() : null,
      returned_by: status === 'returned' ? adminId : null,
    })
    .returning();
  return row!.id;
}
async function report(
  equipmentId: string,
  warehouseId: string,
  status: 'pending' | 'in_repair' | 'repaired',
  repairerId: string | null = null,
) {
  const [row] = await db()
    .insert(s.brokenEquipment)
    .values({
      equipment_id: equipmentId,
      warehouse_id: warehouseId,
      issue: 'Çalışmıyor',
      status,
      reported_by: adminId,
      repairer_id: repairerId,
      assigned_to: status === 'pending' ? null : adminId,
      resolved_at: status === 'repaired' ? new Date() : null,
      repair_cost: status === 'repaired' ? 500 : null,
    })
    .returning();
  return row!.id;
}
async function transfer(equipmentId: string, from: string, to: string, status: 'in_transit' | 'completed') {
  const [row] = await db()
    .insert(s.transfers)
    .values({
      equipment_id: equipmentId,
      from_warehouse_id: from,
      to_warehouse_id: to,
      issuer_id: adminId,
      assigned_to: adminId,
      status,
      receiver_id: status === 'completed' ? adminId : null,
      completed_at: status === 'completed' ? new Date() : null,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await startTestServer();
  adminId = (await db().select({ id: s.users.id }).from(s.users).where(eq(s.users.email, TEST_ADMIN.email)))[0]!.id;
  A.id = (await fx.createWarehouse(t, { name: `A Deposu ${randomUUID().slice(0, 6)}` })).id;
  B.id = (await fx.createWarehouse(t, { name: `B Deposu ${randomUUID().slice(0, 6)}` })).id;
  C.id = (await fx.createWarehouse(t, { name: `C Deposu ${randomUUID().slice(0, 6)}` })).id;
  const worker = await fx.createWorker(t);
  const repairer = await fx.createRepairer(t);
  r.worker = worker.id;
  r.repairer = repairer.id;

  // Warehouse A: what the scoped user may see.
  r.eqA = await item(A.id);
  r.eqAField = await item(A.id, 'in_field');
  r.hA = await handOver(r.eqAField, worker.id, A.id);
  r.eqABroken = await item(A.id, 'broken');
  r.rA = await report(r.eqABroken, A.id, 'pending');
  r.eqARepaired = await item(A.id);
  r.rARepaired = await report(r.eqARepaired, A.id, 'repaired', repairer.id);

  // Warehouse B: none of it.
  r.eqB = await item(B.id);
  r.eqBField = await item(B.id, 'in_field');
  r.hB = await handOver(r.eqBField, worker.id, B.id);
  r.eqBBroken = await item(B.id, 'broken');
  r.rB = await report(r.eqBBroken, B.id, 'pending');
  r.eqBRepair = await item(B.id, 'broken');
  r.rBRepair = await report(r.eqBRepair, B.id, 'in_repair');
  r.eqBRepaired = await item(B.id);
  r.rBRepaired = await report(r.eqBRepaired, B.id, 'repaired', repairer.id);
  r.eqBTransit = await item(B.id, 'in_transfer');
  r.tBC = await transfer(r.eqBTransit, B.id, C.id, 'in_transit');
  // On its way from B to A: a transfer belongs to both warehouses.
  r.eqBA = await item(B.id, 'in_transfer');
  r.tBA = await transfer(r.eqBA, B.id, A.id, 'in_transit');

  // An item that lived in C and B before it came to A: handed out from B, faulty in B, moved C→B→A.
  r.eqMoved = await item(A.id);
  r.hMovedB = await handOver(r.eqMoved, worker.id, B.id, 'returned');
  r.rMovedB = await report(r.eqMoved, B.id, 'repaired', repairer.id);
  r.tMovedCB = await transfer(r.eqMoved, C.id, B.id, 'completed');
  r.tMovedBA = await transfer(r.eqMoved, B.id, A.id, 'completed');
  r.hMovedA = await handOver(r.eqMoved, worker.id, A.id, 'returned');

  scoped = await fx.createUserWithPermissions(t, PERMISSION_NAMES, { warehouseIds: [A.id] });
  dashboardOnly = await fx.createUserWithPermissions(t, ['view_dashboard'], { warehouseIds: [A.id] });
});
afterAll(async () => {
  await t?.close();
});

const get = async <T = unknown>(path: string, token = scoped.token) => {
  const res = await t.request<T>('GET', path, { token });
  expect(res.status, `GET ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body;
};
const idsOf = (rows: unknown) => new Set((rows as { id: string }[]).map((x) => x.id));
const B_ITEMS = () => [r.eqB, r.eqBField, r.eqBBroken, r.eqBRepair, r.eqBRepaired, r.eqBTransit, r.eqBA];

describe('lists hold nothing of another warehouse', () => {
  it('equipment: plain, filtered by warehouse and as a delta', async () => {
    const all = idsOf(await get('/equipment'));
    expect(all.has(r.eqA) && all.has(r.eqMoved)).toBe(true);
    for (const id of B_ITEMS()) expect(all.has(id), id).toBe(false);
    expect(await get(`/equipment?warehouse_id=${B.id}`)).toEqual([]);
    const delta = await get<{ items: unknown[] }>(`/equipment?since=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`);
    const deltaIds = idsOf(delta.items);
    expect(deltaIds.has(r.eqA)).toBe(true);
    for (const id of B_ITEMS()) expect(deltaIds.has(id), id).toBe(false);
  });

  it('hand-overs, faults, transfers (a transfer to A is visible, one between B and C is not)', async () => {
    const field = idsOf(await get('/field-equipment'));
    expect([...field].sort()).toEqual([r.hA, r.hMovedA].sort());
    const broken = idsOf(await get('/broken-equipment'));
    expect(broken.has(r.rA) && broken.has(r.rARepaired)).toBe(true);
    for (const id of [r.rB, r.rBRepair, r.rBRepaired]) expect(broken.has(id), id).toBe(false);
    const transfers = idsOf(await get('/transfers'));
    expect(transfers.has(r.tBA) && transfers.has(r.tMovedBA)).toBe(true);
    for (const id of [r.tBC, r.tMovedCB]) expect(transfers.has(id), id).toBe(false);
  });

  it('warehouses: only A; transfer destinations list every warehouse', async () => {
    expect([...idsOf(await get('/warehouses'))]).toEqual([A.id]);
    const destinations = idsOf(await get('/warehouses?forTransfer=true'));
    expect(destinations.has(B.id) && destinations.has(C.id)).toBe(true);
  });

  it('the dashboard of a user with only view_dashboard counts A alone', async () => {
    const token = dashboardOnly.token;
    const equipment = await get<{ id: string; warehouse_id: string | null }[]>('/equipment', token);
    expect(new Set(equipment.map((e) => e.warehouse_id))).toEqual(new Set([A.id]));
    expect(equipment).toHaveLength(5);
    expect((await get<unknown[]>('/warehouses', token)).length).toBe(1);
    expect([...idsOf(await get('/field-equipment', token))].sort()).toEqual([r.hA, r.hMovedA].sort());
    const open = (await get<{ id: string; status: string }[]>('/broken-equipment', token)).filter(
      (x) => x.status === 'pending' || x.status === 'in_repair',
    );
    expect(open.map((x) => x.id)).toEqual([r.rA]);
    expect([...idsOf(await get('/transfers', token))].sort()).toEqual([r.tBA, r.tMovedBA].sort());
  });
});

describe("another warehouse's rows answer 404 by id", () => {
  it.each([
    ['/equipment/:eqB', 'Ekipman bulunamadı.'],
    ['/equipment/:eqB/field-history', 'Ekipman bulunamadı.'],
    ['/equipment/:eqB/broken-history', 'Ekipman bulunamadı.'],
    ['/equipment/:eqB/transfer-history', 'Ekipman bulunamadı.'],
    ['/equipment/:eqB/activity', 'Ekipman bulunamadı.'],
    ['/field-equipment/:hB', null],
    ['/broken-equipment/:rB', null],
    ['/transfers/:tBC', null],
    ['/transfers/:tMovedCB', null],
  ])('GET %s', async (pattern, message) => {
    const path = pattern.replace(/:(\w+)/, (_, name: string) => row(name));
    const res = await t.request<{ error: string }>('GET', path, { token: scoped.token });
    expect(res.status).toBe(404);
    if (message) expect(res.body.error).toBe(message);
    else expect(typeof res.body.error).toBe('string');
  });

  it('GET /warehouses/:B', async () => {
    expect((await t.request('GET', `/warehouses/${B.id}`, { token: scoped.token })).status).toBe(404);
  });
});

describe('histories show only records the user could open by id', () => {
  /** A history's first page (every history is paged). */
  const historyRows = async <T = { id: string }>(path: string, token?: string) => (await get<{ items: T[] }>(path, token)).items;

  it("an item that came from B does not carry B's hand-overs", async () => {
    const rows = await historyRows<{ id: string; warehouse_id: string }>(`/equipment/${r.eqMoved}/field-history`);
    expect(rows.map((x) => x.id)).toEqual([r.hMovedA]);
    // The administrator (every warehouse) sees both: the records exist.
    expect([...idsOf(await historyRows(`/equipment/${r.eqMoved}/field-history`, t.adminToken))].sort()).toEqual(
      [r.hMovedA, r.hMovedB].sort(),
    );
  });

  it("its activity timeline leaves out B's hand-overs but keeps the transfer to A", async () => {
    const id = await item(B.id);
    const admin = (method: string, path: string, body?: unknown) => t.request<{ id: string }>(method, path, { token: t.adminToken, body });
    const issued = await admin('POST', '/field-equipment', { equipment_id: id, worker_id: r.worker, signature: fx.PNG_DATA_URL });
    expect(issued.status).toBe(201);
    expect((await admin('PUT', `/field-equipment/${issued.body.id}/return`, {})).status).toBe(200);
    const moved = await admin('POST', '/transfers', {
      equipment_id: id,
      from_warehouse_id: B.id,
      to_warehouse_id: A.id,
      assigned_to: adminId,
    });
    expect(moved.status).toBe(201);
    expect((await admin('PUT', `/transfers/${moved.body.id}/complete`, {})).status).toBe(200);
    const entities = async (token: string) =>
      new Set((await get<{ entity: string }[]>(`/equipment/${id}/activity`, token)).map((e) => e.entity));
    const all = await entities(t.adminToken);
    expect(all.has('field_equipment') && all.has('transfers')).toBe(true);
    const mine = await entities(scoped.token);
    expect(mine.has('field_equipment')).toBe(false);
    expect(mine.has('transfers')).toBe(true);
  });

  it('its transfers: B→A yes, C→B no', async () => {
    expect([...idsOf(await historyRows(`/equipment/${r.eqMoved}/transfer-history`))]).toEqual([r.tMovedBA]);
  });

  it('its faults: exactly the reports the user can open', async () => {
    const rows = [...idsOf(await historyRows(`/equipment/${r.eqMoved}/broken-history`))];
    for (const id of rows) expect((await t.request('GET', `/broken-equipment/${id}`, { token: scoped.token })).status).toBe(200);
    expect(rows).toEqual([r.rMovedB]);
  });

  it("a worker's equipment history: A's hand-overs only", async () => {
    const rows = await historyRows<{ id: string }>(`/workers/${r.worker}/equipment-history`);
    expect([...idsOf(rows)].sort()).toEqual([r.hA, r.hMovedA].sort());
  });

  it("a worker's equipment history names no category for an item without one (null)", async () => {
    const worker = await fx.createWorker(t);
    const id = await item(A.id);
    await db().update(s.equipment).set({ category_id: null }).where(eq(s.equipment.id, id));
    await handOver(id, worker.id, A.id);
    await handOver(r.eqA, worker.id, A.id, 'returned');
    const rows = await historyRows<{ equipment_id: string; equipment: { category: { name: string } | null } }>(
      `/workers/${worker.id}/equipment-history`,
    );
    const byItem = new Map(rows.map((x) => [x.equipment_id, x.equipment.category]));
    expect(byItem.get(id)).toBeNull();
    expect(byItem.get(r.eqA)).toMatchObject({ name: expect.stringMatching(/^Kategori /) });
  });

  it("a repairer's history: A's repairs only", async () => {
    const rows = await historyRows<{ id: string }>(`/repairers/${r.repairer}/history`);
    const ids = idsOf(rows);
    expect(ids.has(r.rARepaired)).toBe(true);
    expect(ids.has(r.rBRepaired)).toBe(false);
  });
});

describe("no write reaches another warehouse's rows", () => {
  const signature = fx.PNG_DATA_URL;
  const cases: [string, string, string, () => unknown, number[]][] = [
    [
      'PUT',
      '/equipment/:eqB',
      'equipment edit',
      () => ({ serial_number: 'SN-SCOPE-1', brand_id: r.brand, model: 'X', category_id: r.category, warehouse_id: A.id }),
      [404],
    ],
    ['DELETE', '/equipment/:eqB', 'equipment delete', () => undefined, [404]],
    [
      'POST',
      '/equipment',
      'equipment created in B',
      () => ({
        serial_number: `SN-${randomUUID().slice(0, 8)}`,
        brand_id: r.brand,
        model: 'X',
        category_id: r.category,
        warehouse_id: B.id,
      }),
      [404],
    ],
    ['PUT', '/warehouses/:B', 'warehouse edit', () => ({ name: 'Ele geçirilen', location: 'Bursa' }), [404]],
    ['DELETE', '/warehouses/:C', 'warehouse delete', () => undefined, [404]],
    ['POST', '/field-equipment', 'hand-over of an item of B', () => ({ equipment_id: r.eqB, worker_id: r.worker, signature }), [403, 404]],
    ['PUT', '/field-equipment/:hB/return', 'return of a hand-over of B', () => ({}), [403, 404]],
    ['POST', '/broken-equipment', 'fault reported in B', () => ({ warehouse_id: B.id, equipment_id: r.eqB, issue: 'Bozuk' }), [403, 404]],
    [
      'POST',
      '/broken-equipment',
      "fault of B's item claimed in A",
      () => ({ warehouse_id: A.id, equipment_id: r.eqB, issue: 'Bozuk' }),
      [400, 403, 404, 409],
    ],
    ['PUT', '/broken-equipment/:rB/assign', 'assign', () => ({ assigned_to: adminId }), [403, 404]],
    ['PUT', '/broken-equipment/:rBRepair/complete', 'complete', () => ({ status: 'repaired', repairer_id: r.repairer }), [403, 404]],
    ['PUT', '/broken-equipment/:rB/status', 'status', () => ({ status: 'in_repair' }), [403, 404]],
    ['PUT', '/broken-equipment/:rBRepaired/repair-cost', 'cost', () => ({ repair_cost: 1 }), [403, 404]],
    [
      'PUT',
      '/broken-equipment/:rBRepaired/invoice',
      'invoice',
      () => ({ repair_invoice: JSON.stringify({ filename: 'f.png', type: 'image/png', data: signature }) }),
      [403, 404],
    ],
    [
      'POST',
      '/transfers',
      'transfer out of B',
      () => ({ equipment_id: r.eqB, from_warehouse_id: B.id, to_warehouse_id: A.id, assigned_to: adminId }),
      [403, 404],
    ],
    [
      'POST',
      '/transfers',
      "B's item claimed to leave A",
      () => ({ equipment_id: r.eqB, from_warehouse_id: A.id, to_warehouse_id: C.id, assigned_to: adminId }),
      [400, 403, 404, 409],
    ],
    ['PUT', '/transfers/:tBC/complete', 'completion of a transfer between B and C', () => ({}), [403, 404]],
  ];

  it.each(
    cases.map(([method, pattern, name, body, allowed]) => [`${method} ${pattern} (${name})`, method, pattern, body, allowed] as const),
  )('%s', async (_name, method, pattern, body, allowed) => {
    if (!r.brand) {
      const eqRow = (await db().select().from(s.equipment).where(eq(s.equipment.id, r.eqA)))[0]!;
      r.brand = eqRow.brand_id;
      r.category = eqRow.category_id!;
    }
    const path = pattern.replace(/:(\w+)/, (_, name: string) => (name === 'B' ? B.id : name === 'C' ? C.id : row(name)));
    const res = await t.request<{ error: string }>(method, path, { token: scoped.token, body: body() });
    expect(allowed, `${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    expect(typeof res.body.error).toBe('string');
  });

  it('left every row of B as it was, and wrote no audit entry for the scoped user', async () => {
    const items = await db()
      .select({ id: s.equipment.id, status: s.equipment.status, warehouse_id: s.equipment.warehouse_id })
      .from(s.equipment);
    const byId = new Map(items.map((x) => [x.id, x]));
    expect(byId.get(r.eqB)).toMatchObject({ status: 'available', warehouse_id: B.id });
    expect(byId.get(r.eqBField)?.status).toBe('in_field');
    expect(byId.get(r.eqBBroken)?.status).toBe('broken');
    expect(byId.get(r.eqBRepair)?.status).toBe('broken');
    expect(byId.get(r.eqBTransit)?.status).toBe('in_transfer');
    const [audit] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from audit_log where user_id = ${scoped.id}`);
    expect(Number(audit!.n)).toBe(0);
    const [wh] = await db().select().from(s.warehouses).where(eq(s.warehouses.id, B.id));
    expect(wh?.name).not.toBe('Ele geçirilen');
  });
});

describe('warehouse access of users cannot lift the limit', () => {
  const person = () => ({
    first_name: 'Zeynep',
    last_name: 'Aydın',
    tc_no: fx.uniqueTcNo(),
    phone: '5329998877',
    email: `${randomUUID().slice(0, 8)}@depo.local`,
  });
  let roleId: string;
  const limitedTo = async (warehouseIds: string[]) => (await fx.createUserWithPermissions(t, [], { warehouseIds })).id;
  const put = (path: string, body: unknown) => t.request<{ error: string }>('PUT', path, { token: scoped.token, body });

  beforeAll(async () => {
    roleId = (
      await db()
        .insert(s.roles)
        .values({ name: `Boş ${randomUUID().slice(0, 6)}` })
        .returning()
    )[0]!.id;
  });

  it("a user created by a limited user gets the creator's warehouses", async () => {
    const res = await t.request<{ id: string }>('POST', '/users', {
      token: scoped.token,
      body: { ...person(), role_id: roleId, password: 'gizli-123456' },
    });
    expect(res.status).toBe(201);
    const list = await get<{ id: string }[]>(`/users/${res.body.id}/warehouses`);
    expect(list.map((w) => w.id)).toEqual([A.id]);
  });

  it('users reaching beyond A (all warehouses, or B too) cannot be edited, deleted or re-limited', async () => {
    for (const target of [adminId, await limitedTo([]), await limitedTo([A.id, B.id])]) {
      const edit = await put(`/users/${target}`, { ...person(), role_id: roleId, password: 'yeni-sifre-123' });
      expect([edit.status, edit.body.error]).toEqual([409, 'Yetkili olmadığınız depolara erişimi olan kullanıcıları yönetemezsiniz.']);
      const limit = await put(`/users/${target}/warehouses`, { warehouseIds: [A.id] });
      expect([limit.status, limit.body.error]).toEqual([409, 'Yetkili olmadığınız depolara erişimi olan kullanıcıları yönetemezsiniz.']);
      const del = await t.request<{ error: string }>('DELETE', `/users/${target}`, { token: scoped.token });
      expect(del.status).toBe(409);
    }
    // The administrator's password still works.
    await expect(t.login(TEST_ADMIN.email, TEST_ADMIN.password)).resolves.toBeTruthy();
  });

  it('no one, not even oneself, gets B or every warehouse from a user limited to A', async () => {
    const peer = await limitedTo([A.id]);
    for (const target of [peer, scoped.id]) {
      for (const warehouseIds of [[A.id, B.id], [B.id], []]) {
        const res = await put(`/users/${target}/warehouses`, { warehouseIds });
        expect([res.status, res.body.error]).toEqual([409, 'Yalnızca yetkili olduğunuz depolara erişim verebilirsiniz.']);
      }
    }
    expect((await put(`/users/${peer}/warehouses`, { warehouseIds: [A.id] })).status).toBe(200);
    const rows = await db().select().from(s.userWarehouses).where(eq(s.userWarehouses.user_id, scoped.id));
    expect(rows.map((w) => w.warehouse_id)).toEqual([A.id]);
  });
});
