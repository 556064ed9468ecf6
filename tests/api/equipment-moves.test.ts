// Walks the state machine's table (src/shared/equipment-moves.ts) against the server: every move
// the API offers on an item, from every equipment status. The move is accepted exactly when the
// table allows it, and the item ends in the status the table names; a refusal is a 409 naming the
// serial number that leaves the item as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canEditStatus, canMove, statusAfter, type EquipmentMove } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { EQUIPMENT_STATUSES, type EquipmentStatus } from '@shared/status';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

let t: TestServer;
let source: { id: string };
let target: { id: string };
let workerId: string;
let adminId: string;

beforeAll(async () => {
  t = await startTestServer();
  source = await createWarehouse(t, { name: 'Hareket Kaynak' });
  target = await createWarehouse(t, { name: 'Hareket Hedef' });
  workerId = (await createWorker(t)).id;
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
});
afterAll(async () => {
  await t?.close();
});

async function itemIn(status: EquipmentStatus) {
  const item = await createEquipment(t, { warehouse_id: source.id });
  await t.database.db.update(s.equipment).set({ status }).where(eq(s.equipment.id, item.id));
  return item;
}

async function statusOf(id: string): Promise<string> {
  const [row] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, id));
  return row!.status;
}

/** The API call of each move that starts from the equipment row itself. */
const calls: Partial<Record<EquipmentMove, (id: string) => { method: string; path: string; body: unknown }>> = {
  issue: (id) => ({ method: 'POST', path: '/field-equipment', body: { equipment_id: id, worker_id: workerId, signature: PNG_DATA_URL } }),
  report_fault: (id) => ({
    method: 'POST',
    path: '/broken-equipment',
    body: { equipment_id: id, warehouse_id: source.id, issue: 'Çalışmıyor' },
  }),
  transfer: (id) => ({
    method: 'POST',
    path: '/transfers',
    body: { equipment_id: id, from_warehouse_id: source.id, to_warehouse_id: target.id, assigned_to: adminId },
  }),
};

describe('moves from the equipment row, from every status', () => {
  const cases = Object.keys(calls).flatMap((move) => EQUIPMENT_STATUSES.map((status) => [move as EquipmentMove, status] as const));
  it.each(cases)('%s from %s', async (move, status) => {
    const item = await itemIn(status);
    const call = calls[move]!(item.id);
    const res = await t.request<{ error?: string }>(call.method, call.path, { token: t.adminToken, body: call.body });
    if (canMove(move, status)) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await statusOf(item.id)).toBe(statusAfter(move, status));
    } else {
      expect(res.status).toBe(409);
      expect(res.body.error).toContain(`${item.serial_number} seri numaralı ekipman`);
      expect(await statusOf(item.id)).toBe(status);
    }
  });
});

describe('moves from a record: return, repair, scrapping, receiving a transfer', () => {
  it('a return leaves Arızalı and Hurda as they are and makes Sahada Müsait', async () => {
    for (const during of ['in_field', 'broken', 'scrapped'] as const) {
      const item = await itemIn('available');
      const issued = await t.request<{ id: string }>('POST', '/field-equipment', { token: t.adminToken, body: calls.issue!(item.id).body });
      expect(issued.status).toBe(201);
      await t.database.db.update(s.equipment).set({ status: during }).where(eq(s.equipment.id, item.id));
      const back = await t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: t.adminToken, body: {} });
      expect(back.status).toBe(200);
      expect(canMove('return', during)).toBe(true);
      expect(await statusOf(item.id)).toBe(statusAfter('return', during));
    }
  });

  it('a repair returns the item to the field when its hand-over is open, else to the shelf; scrapping makes it Hurda', async () => {
    for (const [result, handedOver] of [
      ['repaired', false],
      ['repaired', true],
      ['scrapped', false],
    ] as const) {
      const item = await itemIn('available');
      if (handedOver)
        expect((await t.request('POST', '/field-equipment', { token: t.adminToken, body: calls.issue!(item.id).body })).status).toBe(201);
      const before = (await statusOf(item.id)) as EquipmentStatus;
      const reported = await t.request<{ id: string }>('POST', '/broken-equipment', {
        token: t.adminToken,
        body: calls.report_fault!(item.id).body,
      });
      expect(reported.status).toBe(201);
      expect(await statusOf(item.id)).toBe(statusAfter('report_fault', before));
      await t.request('PUT', `/broken-equipment/${reported.body.id}/assign`, { token: t.adminToken, body: { assigned_to: adminId } });
      const done = await t.request('PUT', `/broken-equipment/${reported.body.id}/complete`, {
        token: t.adminToken,
        body: { status: result, repair_cost: 10 },
      });
      expect(done.status).toBe(200);
      const move = result === 'repaired' ? 'repair' : 'scrap';
      expect(canMove(move, 'broken')).toBe(true);
      expect(await statusOf(item.id)).toBe(statusAfter(move, 'broken', { activeHandover: handedOver }));
    }
  });

  it('receiving a transfer makes the item Müsait in the target; a second receipt is refused', async () => {
    const item = await itemIn('available');
    const sent = await t.request<{ id: string }>('POST', '/transfers', { token: t.adminToken, body: calls.transfer!(item.id).body });
    expect(sent.status).toBe(201);
    expect(canMove('receive_transfer', await statusOf(item.id))).toBe(true);
    expect((await t.request('PUT', `/transfers/${sent.body.id}/complete`, { token: t.adminToken })).status).toBe(200);
    expect(await statusOf(item.id)).toBe(statusAfter('receive_transfer', 'in_transfer'));
    const again = await t.request<{ error: string }>('PUT', `/transfers/${sent.body.id}/complete`, { token: t.adminToken });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(moveMessages.transferState(item.serial_number, 'completed'));
  });
});

describe('the equipment form moves only between Müsait and Hurda', () => {
  const pairs = EQUIPMENT_STATUSES.flatMap((from) =>
    (['available', 'scrapped'] as const).filter((to) => to !== from).map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s', async (from, to) => {
    const item = await itemIn(from);
    const res = await t.request<{ error?: string }>('PUT', `/equipment/${item.id}`, {
      token: t.adminToken,
      body: {
        serial_number: item.serial_number,
        model: item.model,
        brand_id: item.brand_id,
        category_id: item.category_id,
        warehouse_id: source.id,
        status: to,
      },
    });
    if (canEditStatus(from, to)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await statusOf(item.id)).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(moveMessages.editStatus(item.serial_number, from, to, 'form'));
      expect(await statusOf(item.id)).toBe(from);
    }
  });
});
