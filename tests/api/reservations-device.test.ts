// Reservations for the device copy and a request's way to a hand-over (issue 46 points 2 and 3,
// docs/planning.md "Offline", "Requests") over HTTP on both databases: the copy's call answers
// more than a screen's 500 and refuses a bad `limit` in Turkish; a request approved becomes a
// reservation that the hand-over of its items fulfils.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldRequest } from '@shared/requests';
import type { Reservation } from '@shared/reservations';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createBrand,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  fromToday,
} from '../helpers/fixtures';

let t: TestServer;
const day = fromToday;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('the device copy’s call', () => {
  it('?limit= answers that many, nearest first, and refuses a bad one in Turkish', async () => {
    const wh = await createWarehouse(t);
    const brand = await createBrand(t);
    const worker = await createWorker(t);
    const viewer = await createUserWithPermissions(t, ['view_reservations'], { warehouseIds: [wh.id] });
    for (const start of [3, 1, 2]) {
      const item = await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model: 'M' });
      const made = await t.request('POST', '/reservations', {
        token: t.adminToken,
        body: {
          warehouse_id: wh.id,
          worker_id: worker.id,
          site: 'Tuzla',
          start_day: day(start),
          end_day: day(start + 1),
          equipment_ids: [item.id],
        },
      });
      expect(made.status).toBe(201);
    }
    const all = await t.request<Reservation[]>('GET', '/reservations?limit=5000', { token: viewer.token });
    expect(all.body.map((r) => r.start_day)).toEqual([day(1), day(2), day(3)]);
    const one = await t.request<Reservation[]>('GET', '/reservations?limit=1', { token: viewer.token });
    expect(one.body.map((r) => r.start_day)).toEqual([day(1)]);
    for (const bad of ['0', '5001', '', 'iki']) {
      const res = await t.request<{ error: string }>('GET', `/reservations?limit=${bad}`, { token: viewer.token });
      expect([bad, res.status, res.body.error]).toEqual([bad, 400, 'Satır sayısı 1 ile 5000 arasında olmalıdır.']);
    }
  });
});

describe('a request becomes a hand-over', () => {
  it('approved, its reservation is handed over item by item and reads fulfilled; the request names it', async () => {
    const wh = await createWarehouse(t);
    const brand = await createBrand(t);
    const drill = await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model: 'Kırıcı' });
    const gen = await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model: 'Jeneratör' });
    const worker = await createWorker(t);
    const chief = await createUserWithPermissions(t, ['create_request'], { warehouseIds: [wh.id] });
    const keeper = await createUserWithPermissions(t, ['approve_request', 'view_reservations', 'view_field_equipment'], {
      warehouseIds: [wh.id],
    });
    const made = await t.request<FieldRequest>('POST', '/requests', {
      token: chief.token,
      body: {
        warehouse_id: wh.id,
        worker_id: worker.id,
        site: 'Kartal Şantiyesi',
        start_day: day(0),
        end_day: day(2),
        lines: [
          { kind: 'item', serial_number: drill.serial_number },
          { kind: 'model', brand_id: brand.id, model: 'Jeneratör', quantity: 1 },
        ],
      },
    });
    expect(made.status).toBe(201);
    const approved = await t.request<FieldRequest>('POST', `/requests/${made.body.id}/approve`, { token: keeper.token, body: {} });
    expect([approved.status, approved.body.status]).toEqual([200, 'approved']);
    const reservationId = approved.body.reservation_id!;
    const today = await t.request<{ today_out: Reservation[] }>('GET', `/reservations/today?warehouse_id=${wh.id}`, {
      token: keeper.token,
    });
    expect(today.body.today_out.map((r) => r.id)).toEqual([reservationId]);

    for (const [item, status] of [
      [drill, 'active'],
      [gen, 'fulfilled'],
    ] as const) {
      const handed = await t.request('POST', '/field-equipment', {
        token: keeper.token,
        body: { equipment_id: item.id, worker_id: worker.id, signature: PNG_DATA_URL, due_date: day(1) },
      });
      expect(handed.status).toBe(201);
      const r = await t.request<Reservation>('GET', `/reservations/${reservationId}`, { token: keeper.token });
      expect(r.body.status).toBe(status);
    }
    const request = await t.request<FieldRequest>('GET', `/requests/${made.body.id}`, { token: chief.token });
    expect([request.body.status, request.body.reservation_id]).toEqual(['approved', reservationId]);
  });
});
