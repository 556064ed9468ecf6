// A count's result shows each item's worst check state (issue 45 point 4, docs/equipment-care.md):
// run out, never recorded or due soon from the item's current checks, open and after the close;
// null for an item without required checks or an unknown serial.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createCategory, createEquipment, createWarehouse } from '../helpers/fixtures';

let t: TestServer;
const admin = () => ({ token: t.adminToken });
const today = warehouseToday();

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  serial_number: string;
  check_state: string | null;
}

describe('check states in a count', () => {
  it('gives each row its item’s worst check state, open and closed, and the frozen set the same', async () => {
    const wh = await createWarehouse(t);
    const category = await createCategory(t);
    const [expired, soon, fresh, never] = [
      await createEquipment(t, { warehouse_id: wh.id, category_id: category.id }),
      await createEquipment(t, { warehouse_id: wh.id, category_id: category.id }),
      await createEquipment(t, { warehouse_id: wh.id, category_id: category.id }),
      await createEquipment(t, { warehouse_id: wh.id, category_id: category.id }),
    ];
    const plain = await createEquipment(t, { warehouse_id: wh.id });
    const schedule = await t.request<{ id: string }>('POST', '/check-schedules', {
      ...admin(),
      body: { category_id: category.id, name: 'Periyodik kontrol', interval_months: 12 },
    });
    expect(schedule.status).toBe(201);
    const yearAgo = addMonths(today, -12);
    for (const [item, day] of [
      [expired!, addDays(yearAgo, -3)],
      [soon!, addDays(yearAgo, 10)],
      [fresh!, today],
    ] as const) {
      const res = await t.request('POST', '/equipment-checks', {
        ...admin(),
        body: {
          equipment_id: item.id,
          check_id: schedule.body.id,
          checked_on: day,
          performed_by: 'Anadolu Muayene Ltd.',
          result: 'passed',
        },
      });
      expect(res.status).toBe(201);
    }
    const session = await t.request<{ id: string }>('POST', '/stocktakes', { ...admin(), body: { warehouse_id: wh.id } });
    expect(session.status).toBe(201);
    for (const serial of [expired!.serial_number, fresh!.serial_number, `YOK-${randomUUID().slice(0, 6)}`]) {
      const id = randomUUID();
      const res = await t.request('POST', `/stocktakes/${session.body.id}/reads`, {
        ...admin(),
        body: { id, serial_number: serial, source: 'manual' },
        headers: { 'Idempotency-Key': id },
      });
      expect(res.status).toBe(201);
    }
    const states = async () => {
      const res = await t.request<{ rows: Row[] }>('GET', `/stocktakes/${session.body.id}/result`, admin());
      expect(res.status).toBe(200);
      return Object.fromEntries(res.body.rows.map((r) => [r.serial_number, r.check_state]));
    };
    const expected = {
      [expired!.serial_number]: 'overdue',
      [soon!.serial_number]: 'due_soon',
      [fresh!.serial_number]: 'valid',
      [never!.serial_number]: 'missing',
      [plain.serial_number]: null,
    };
    expect(await states()).toMatchObject(expected);
    // The frozen set the count screen places reads with carries the same state.
    const items = await t.request<Row[]>('GET', `/stocktakes/${session.body.id}/items`, admin());
    expect(Object.fromEntries(items.body.map((r) => [r.serial_number, r.check_state]))).toEqual({
      ...expected,
      ...Object.fromEntries(items.body.filter((r) => !(r.serial_number in expected)).map((r) => [r.serial_number, null])),
    });
    expect((await t.request('POST', `/stocktakes/${session.body.id}/close`, { ...admin(), body: {} })).status).toBe(200);
    const closed = await states();
    expect(closed).toMatchObject(expected);
    expect(Object.values(closed).filter((s) => s === null)).toHaveLength(2); // the plain item and the unknown serial
  });
});
