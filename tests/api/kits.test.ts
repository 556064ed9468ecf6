// Kits ('Setler', issue 46 point 1, docs/planning.md "Kits") over HTTP on both databases: making and
// changing a kit (every member change audited, members stay items), permissions and warehouse
// scope, a kit stopped by the member that cannot go (Sahada, Arızalı, a check run out) named, and a
// kit returned short saying what stays with the worker.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, warehouseToday } from '@shared/local-day';
import type { Kit } from '@shared/kits';
import type { ReturnBatchAnswer } from '@shared/api-types';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

type Answer = Kit & { error?: string };
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const makeKit = (body: Record<string, unknown>, token = t.adminToken) =>
  t.request<Answer>('POST', '/kits', { token, body: { name: 'Nivo Seti', ...body } });
const handOver = (equipmentId: string, workerId: string, batchId?: string) =>
  t.request<{ id: string; error?: string }>('POST', '/field-equipment', {
    token: t.adminToken,
    body: { equipment_id: equipmentId, worker_id: workerId, signature: PNG_DATA_URL, ...(batchId ? { batch_id: batchId } : {}) },
  });
const auditRows = (kitId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, before, after from audit_log where entity = 'kits' and entity_id = ${kitId}::uuid order by id`,
  );

async function place(count = 3) {
  const wh = await createWarehouse(t);
  const items = [];
  for (let i = 0; i < count; i++) items.push(await createEquipment(t, { warehouse_id: wh.id }));
  return { wh, items };
}

describe('kits: making, changing, members audited', () => {
  it('makes a kit with a code of its own, finds it by its code, adds and takes out members, and deletes it leaving the items', async () => {
    const { wh, items } = await place(3);
    const battery = await t.request<{ id: string }>('POST', '/stock/items', {
      token: t.adminToken,
      body: { name: `Pil ${crypto.randomUUID().slice(0, 6)}`, kind: 'consumable', unit: 'adet' },
    });
    expect(battery.status).toBe(201);
    const made = await makeKit({
      warehouse_id: wh.id,
      equipment_ids: [items[0]!.id, items[1]!.id],
      stock_lines: [{ stock_item_id: battery.body.id, quantity: 2 }],
    });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(/^SET-\d{5}$/);
    expect(made.body.members.map((m) => m.equipment_id).sort()).toEqual([items[0]!.id, items[1]!.id].sort());
    expect(made.body.stock_lines).toEqual([expect.objectContaining({ stock_item_id: battery.body.id, quantity: 2 })]);
    const id = made.body.id;

    const byCode = await t.request<Answer>('GET', `/kits/code/${made.body.code.toLowerCase()}`, { token: t.adminToken });
    expect([byCode.status, byCode.body.id]).toEqual([200, id]);
    const listed = await t.request<Kit[]>('GET', `/kits?warehouse_id=${wh.id}`, { token: t.adminToken });
    expect(listed.body.map((k) => k.id)).toEqual([id]);

    const renamed = await t.request<Answer>('PUT', `/kits/${id}`, {
      token: t.adminToken,
      body: { name: 'Nivo Seti 2', note: 'Sehpa dahil' },
    });
    expect([renamed.status, renamed.body.name, renamed.body.note, renamed.body.stock_lines.length]).toEqual([
      200,
      'Nivo Seti 2',
      'Sehpa dahil',
      1,
    ]);

    const added = await t.request<Answer>('POST', `/kits/${id}/members`, { token: t.adminToken, body: { equipment_id: items[2]!.id } });
    expect([added.status, added.body.members.length]).toEqual([200, 3]);
    const out = await t.request<Answer>('DELETE', `/kits/${id}/members/${items[0]!.id}`, { token: t.adminToken });
    expect([out.status, out.body.members.length]).toEqual([200, 2]);
    const notMember = await t.request<Answer>('DELETE', `/kits/${id}/members/${items[0]!.id}`, { token: t.adminToken });
    expect([notMember.status, notMember.body.error]).toEqual([400, `${items[0]!.serial_number} seri numaralı ekipman bu sette değil.`]);

    const actions = (await auditRows(id)).map((r) => r.action);
    expect(actions).toEqual(['create', 'update', 'add_member', 'remove_member']);
    expect((await auditRows(id))[3]!.before).toEqual({ equipment_id: items[0]!.id });

    // An item is in one kit at most; a kit keeps to its warehouse.
    const twice = await makeKit({ warehouse_id: wh.id, name: 'Başka Set', equipment_ids: [items[1]!.id] });
    expect([twice.status, twice.body.error]).toEqual([
      409,
      `${items[1]!.serial_number} seri numaralı ekipman zaten Nivo Seti 2 (${made.body.code}) setinde.`,
    ]);
    const other = await place(1);
    const elsewhere = await t.request<Answer>('POST', `/kits/${id}/members`, {
      token: t.adminToken,
      body: { equipment_id: other.items[0]!.id },
    });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([
      400,
      `${other.items[0]!.serial_number} seri numaralı ekipman bu setin deposunda değil.`,
    ]);
    const unnamed = await makeKit({ warehouse_id: wh.id, name: '  ' });
    expect([unnamed.status, unnamed.body.error]).toEqual([400, 'Set adı zorunludur']);

    expect((await t.request('DELETE', `/kits/${id}`, { token: t.adminToken })).status).toBe(204);
    expect((await t.request('GET', `/kits/${id}`, { token: t.adminToken })).status).toBe(404);
    expect((await t.request('GET', `/equipment/${items[1]!.id}`, { token: t.adminToken })).status).toBe(200);
    expect((await auditRows(id)).map((r) => r.action).at(-1)).toBe('delete');
  });
});

describe('kits: permissions and warehouse scope', () => {
  it('reads with view_kits, changes with manage_kits, and never crosses into another warehouse', async () => {
    const mine = await place(1);
    const theirs = await place(1);
    const kit = (await makeKit({ warehouse_id: mine.wh.id, equipment_ids: [mine.items[0]!.id] })).body;

    const viewer = await createUserWithPermissions(t, ['view_kits'], { warehouseIds: [mine.wh.id] });
    expect((await t.request('GET', `/kits/${kit.id}`, { token: viewer.token })).status).toBe(200);
    expect((await makeKit({ warehouse_id: mine.wh.id }, viewer.token)).status).toBe(403);
    expect((await t.request('DELETE', `/kits/${kit.id}`, { token: viewer.token })).status).toBe(403);
    const nobody = await createUserWithPermissions(t, ['view_equipment']);
    expect((await t.request('GET', '/kits', { token: nobody.token })).status).toBe(403);

    const outsider = await createUserWithPermissions(t, ['view_kits', 'manage_kits'], { warehouseIds: [theirs.wh.id] });
    const seen = await t.request<Kit[]>('GET', '/kits', { token: outsider.token });
    expect(seen.body.some((k) => k.id === kit.id)).toBe(false);
    for (const path of [`/kits/${kit.id}`, `/kits/code/${kit.code}`, `/kits/${kit.id}/handover`]) {
      expect((await t.request('GET', path, { token: outsider.token })).status, path).toBe(404);
    }
    expect((await t.request('PUT', `/kits/${kit.id}`, { token: outsider.token, body: { name: 'X' } })).status).toBe(404);
    expect(
      (await t.request('POST', `/kits/${kit.id}/members`, { token: outsider.token, body: { equipment_id: theirs.items[0]!.id } })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/kits/${kit.id}/members/${mine.items[0]!.id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.request('DELETE', `/kits/${kit.id}`, { token: outsider.token })).status).toBe(404);
    expect((await makeKit({ warehouse_id: mine.wh.id }, outsider.token)).status).toBe(404);
    expect((await makeKit({ warehouse_id: theirs.wh.id, equipment_ids: [theirs.items[0]!.id] }, outsider.token)).status).toBe(201);
  });
});

describe('a kit in a hand-over and a return', () => {
  it('is stopped by the first member that cannot go, naming it: Sahada, Arızalı, a check run out', async () => {
    const { wh, items } = await place(3);
    const kit = (await makeKit({ warehouse_id: wh.id, equipment_ids: items.map((i) => i.id) })).body;
    const check = () => t.request<Answer>('GET', `/kits/${kit.id}/handover`, { token: t.adminToken });
    expect((await check()).status).toBe(200);
    const label = `Nivo Seti (${kit.code}) seti eklenemedi: `;
    const [first, second, third] = kit.members;

    const ali = await createWorker(t, { first_name: 'Ali', last_name: 'Kaya' });
    expect((await handOver(second!.equipment_id, ali.id)).status).toBe(201);
    const held = await check();
    expect(held.status).toBe(409);
    expect(held.body.error).toMatch(
      new RegExp(`^${label.replace(/[()]/g, '\\$&')}${second!.serial_number} teslim edilemez: Sahada — Ali Kaya'da`),
    );

    await t.database.db.execute(sql`update equipment set status = 'broken' where id = ${first!.equipment_id}::uuid`);
    expect((await check()).body.error).toContain(`${label}${first!.serial_number} teslim edilemez: `);
    expect((await check()).body.error).toContain('Arızalı');

    await t.database.db.execute(sql`update equipment set status = 'available' where id = ${first!.equipment_id}::uuid`);
    const workerRecord = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from field_equipment where equipment_id = ${second!.equipment_id}::uuid and status = 'active'`,
    );
    const back = await t.request('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: { items: [{ id: workerRecord[0]!.id, condition: 'intact' }], signature: PNG_DATA_URL },
    });
    expect(back.status).toBe(201);
    const today = warehouseToday();
    const due = JSON.stringify([{ name: 'Kalibrasyon', due_on: addDays(today, -1), checked_on: addDays(today, -366), failed: false }]);
    await t.database.db.execute(sql`update equipment set check_due = ${due}::jsonb where id = ${third!.equipment_id}::uuid`);
    const expired = await check();
    expect(expired.status).toBe(409);
    expect(expired.body.error).toContain(`${label}`);
    expect(expired.body.error).toContain(third!.serial_number);
    expect(expired.body.error).toContain('Kalibrasyon');

    const empty = (await makeKit({ warehouse_id: wh.id, name: 'Boş Set' })).body;
    const none = await t.request<Answer>('GET', `/kits/${empty.id}/handover`, { token: t.adminToken });
    expect([none.status, none.body.error]).toEqual([409, `Boş Set (${empty.code}) setinde ekipman yok.`]);
  });

  it('returned short says what is missing, and the missing member stays with the worker', async () => {
    const { wh, items } = await place(3);
    const kit = (await makeKit({ warehouse_id: wh.id, equipment_ids: items.map((i) => i.id) })).body;
    const veli = await createWorker(t, { first_name: 'Veli', last_name: 'Can' });
    const batch = crypto.randomUUID();
    const records = [];
    for (const m of kit.members) {
      const issued = await handOver(m.equipment_id, veli.id, batch);
      expect(issued.status).toBe(201);
      records.push(issued.body.id);
    }
    const returnOf = (ids: string[]) =>
      t.request<ReturnBatchAnswer>('POST', '/field-equipment/returns', {
        token: t.adminToken,
        body: { items: ids.map((id) => ({ id, condition: 'intact' })), signature: PNG_DATA_URL },
      });
    const short = await returnOf(records.slice(0, 2));
    expect(short.status).toBe(201);
    const missing = kit.members[2]!.serial_number;
    expect(short.body.kit_shortfalls).toEqual([`Nivo Seti (${kit.code}) eksik iade edildi: ${missing} Veli Can üzerinde kalıyor.`]);
    const still = await queryRows<{ status: string; worker_id: string; item: string }>(
      t.database.db,
      sql`select f.status, f.worker_id, e.status as item from field_equipment f join equipment e on e.id = f.equipment_id where f.id = ${records[2]!}::uuid`,
    );
    expect(still).toEqual([{ status: 'active', worker_id: veli.id, item: 'in_field' }]);

    const rest = await returnOf(records.slice(2));
    expect(rest.status).toBe(201);
    expect(rest.body.kit_shortfalls).toBeUndefined();
    expect((await t.request('GET', `/kits/${kit.id}/handover`, { token: t.adminToken })).status).toBe(200);
  });
});
