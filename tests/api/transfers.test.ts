// Transfers over HTTP: create and complete with their preconditions, concurrency, scope, permissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';

let t: TestServer;
let source: { id: string; name: string };
let target: { id: string; name: string };
let third: { id: string; name: string };
let adminId: string;
let carrierId: string;

beforeAll(async () => {
  t = await startTestServer();
  source = await createWarehouse(t, { name: 'Kaynak Depo' });
  target = await createWarehouse(t, { name: 'Hedef Depo' });
  third = await createWarehouse(t, { name: 'Üçüncü Depo' });
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
  carrierId = (await createUserWithPermissions(t, [], { firstName: 'Taşıyıcı', lastName: 'Kişi' })).id;
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const admin = () => ({ token: t.adminToken });

async function equipmentRow(id: string) {
  const [row] = await t.database.db.select().from(s.equipment).where(eq(s.equipment.id, id));
  return row!;
}
function create(equipmentId: string, token: string = t.adminToken, from: string = source.id, to: string = target.id) {
  return t.request<Row>('POST', '/transfers', {
    token,
    body: { equipment_id: equipmentId, from_warehouse_id: from, to_warehouse_id: to, assigned_to: carrierId },
  });
}

describe('create transfer', () => {
  it('puts the item in transit with issuer, carrier and both warehouses', async () => {
    const item = await createEquipment(t, { warehouse_id: source.id, model: 'Jeneratör' });
    const res = await create(item.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'in_transit',
      equipment_id: item.id,
      equipment: {
        serial_number: item.serial_number,
        model: 'Jeneratör',
        brand: { id: item.brand_id },
        category: { id: item.category_id },
      },
      from_warehouse: { id: source.id, name: 'Kaynak Depo' },
      to_warehouse: { id: target.id, name: 'Hedef Depo' },
      issuer: { id: adminId },
      assigned_to_user: { id: carrierId, first_name: 'Taşıyıcı', last_name: 'Kişi' },
      receiver: null,
      completed_at: null,
    });
    expect(res.body.assigned_to_user.tc_no).toMatch(/^\d{11}$/);
    const row = await equipmentRow(item.id);
    expect(row.status).toBe('in_transfer');
    expect(row.warehouse_id).toBe(source.id);
    const trail = await t.database.db.select().from(s.auditLog).where(eq(s.auditLog.entity_id, res.body.id));
    expect(trail.map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    ['in_field', 'Sahada'],
    ['broken', 'Arızalı'],
    ['scrapped', 'Hurda'],
    ['in_transfer', 'Transferde'],
  ])('refuses an item that is %s', async (status, label) => {
    const item = await createEquipment(t, { warehouse_id: source.id, status });
    const res = await create(item.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`${item.serial_number} seri numaralı ekipman şu anda ${label} durumunda.`);
    expect((await equipmentRow(item.id)).status).toBe(status);
  });

  it('refuses an item not in the source, the same warehouse twice, and missing fields', async () => {
    const item = await createEquipment(t, { warehouse_id: third.id });
    const wrong = await create(item.id);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe(`${item.serial_number} seri numaralı ekipman kaynak depoda bulunmuyor.`);
    const same = await create(item.id, t.adminToken, third.id, third.id);
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('Kaynak ve hedef depo aynı olamaz');
    const cases: Array<[Row, string]> = [
      [{ equipment_id: item.id, to_warehouse_id: target.id, assigned_to: carrierId }, 'Kaynak depo zorunludur'],
      [{ equipment_id: item.id, from_warehouse_id: third.id, assigned_to: carrierId }, 'Hedef depo zorunludur'],
      [{ equipment_id: item.id, from_warehouse_id: third.id, to_warehouse_id: target.id }, 'Transferi gerçekleştirecek kişi zorunludur'],
      [{ from_warehouse_id: third.id, to_warehouse_id: target.id, assigned_to: carrierId }, 'Lütfen en az bir ekipman seçin.'],
      [
        {
          equipment_id: item.id,
          from_warehouse_id: third.id,
          to_warehouse_id: target.id,
          assigned_to: '00000000-0000-4000-8000-000000000000',
        },
        'Transferi gerçekleştirecek kişi bulunamadı.',
      ],
      [
        {
          equipment_id: item.id,
          from_warehouse_id: third.id,
          to_warehouse_id: '00000000-0000-4000-8000-000000000000',
          assigned_to: carrierId,
        },
        'Hedef depo bulunamadı.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.request<Row>('POST', '/transfers', { ...admin(), body });
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await equipmentRow(item.id)).status).toBe('available');
  });

  it('lets exactly one of many parallel transfers of one item win', async () => {
    const item = await createEquipment(t, { warehouse_id: source.id });
    const answers = await Promise.all([
      create(item.id),
      create(item.id, t.adminToken, source.id, third.id),
      create(item.id),
      create(item.id, t.adminToken, source.id, third.id),
      create(item.id),
    ]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    const rows = await t.database.db.select().from(s.transfers).where(eq(s.transfers.equipment_id, item.id));
    expect(rows).toHaveLength(1);
  });
});

describe('complete transfer', () => {
  it('moves the item to the target, available, with the current user as receiver', async () => {
    const item = await createEquipment(t, { warehouse_id: source.id });
    const created = await create(item.id);
    const receiver = await createUserWithPermissions(t, ['view_transfers'], { firstName: 'Teslim', lastName: 'Alan' });
    const asked = Date.now();
    const res = await t.request<Row>('PUT', `/transfers/${created.body.id}/complete`, { token: receiver.token });
    const answered = Date.now();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', receiver: { id: receiver.id, first_name: 'Teslim', last_name: 'Alan' } });
    // Completed by this request: between asking and the answer (the server and the test share a clock).
    expect(Date.parse(res.body.completed_at)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(res.body.completed_at)).toBeLessThanOrEqual(answered);
    const row = await equipmentRow(item.id);
    expect(row).toMatchObject({ status: 'available', warehouse_id: target.id });

    const again = await t.request<Row>('PUT', `/transfers/${created.body.id}/complete`, admin());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`${item.serial_number} seri numaralı ekipmanın transferi şu anda Tamamlandı durumunda.`);

    // Back the other way: the item is available in the target now.
    const back = await create(item.id, t.adminToken, target.id, source.id);
    expect(back.status).toBe(201);
  });

  it('parallel completions: exactly one succeeds', async () => {
    const item = await createEquipment(t, { warehouse_id: source.id });
    const created = await create(item.id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.request('PUT', `/transfers/${created.body.id}/complete`, admin())));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('answers 404 for unknown ids', async () => {
    const res = await t.request<Row>('PUT', '/transfers/00000000-0000-4000-8000-000000000000/complete', admin());
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Transfer bulunamadı.');
    expect((await t.request('GET', '/transfers/nope', admin())).status).toBe(404);
  });
});

describe('scope and permissions', () => {
  it('holders of either warehouse see a transfer; others do not', async () => {
    const item = await createEquipment(t, { warehouse_id: source.id });
    const created = await create(item.id);
    const atTarget = await createUserWithPermissions(t, ['view_transfers'], { warehouseIds: [target.id] });
    const atThird = await createUserWithPermissions(t, ['view_transfers', 'create_transfer'], { warehouseIds: [third.id] });
    const seen = await t.request<Row[]>('GET', '/transfers', { token: atTarget.token });
    expect(seen.body.map((r) => r.id)).toContain(created.body.id);
    const unseen = await t.request<Row[]>('GET', '/transfers', { token: atThird.token });
    expect(unseen.body.map((r) => r.id)).not.toContain(created.body.id);
    expect((await t.request('GET', `/transfers/${created.body.id}`, { token: atThird.token })).status).toBe(404);
    expect((await t.request('PUT', `/transfers/${created.body.id}/complete`, { token: atThird.token })).status).toBe(404);
    // Creating from a warehouse outside the user's list is refused.
    const other = await createEquipment(t, { warehouse_id: source.id });
    const refused = await create(other.id, atThird.token);
    expect(refused.status).toBe(404);
    expect((await equipmentRow(other.id)).status).toBe('available');
    // The target's holder receives it.
    expect((await t.request('PUT', `/transfers/${created.body.id}/complete`, { token: atTarget.token })).status).toBe(200);
  });

  it('reads need view_transfers; creating needs create_transfer; completing view_transfers or complete_transfer', async () => {
    const none = await createUserWithPermissions(t, ['view_equipment']);
    expect((await t.request('GET', '/transfers', { token: none.token })).status).toBe(403);
    const item = await createEquipment(t, { warehouse_id: source.id });
    expect((await create(item.id, none.token)).status).toBe(403);
    const viewer = await createUserWithPermissions(t, ['view_transfers']);
    expect((await create(item.id, viewer.token)).status).toBe(403);
    const creator = await createUserWithPermissions(t, ['create_transfer']);
    const created = await create(item.id, creator.token);
    expect(created.status).toBe(201);
    expect((await t.request('PUT', `/transfers/${created.body.id}/complete`, { token: none.token })).status).toBe(403);
    const completer = await createUserWithPermissions(t, ['complete_transfer']);
    expect((await t.request('PUT', `/transfers/${created.body.id}/complete`, { token: completer.token })).status).toBe(200);
  });
});
