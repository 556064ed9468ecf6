// State-machine edges found by the concurrency workload (tests/reliability): each one as a
// deterministic sequence, so a regression fails here and not only in a random run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
let adminId: string;
beforeAll(async () => {
  t = await startTestServer();
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
});
afterAll(async () => {
  await t?.close();
});

const admin = <T = { id: string; error?: string; status?: string }>(method: string, path: string, body?: unknown) =>
  t.request<T>(method, path, { token: t.adminToken, body });

describe('an item scrapped in the field', () => {
  it('is not made available (or moved) by the edit form while its worker still holds it; after the return it is', async () => {
    const wh = await fx.createWarehouse(t);
    const other = await fx.createWarehouse(t);
    const item = await fx.createEquipment(t, { warehouse_id: wh.id });
    const worker = await fx.createWorker(t);
    const repairer = await fx.createRepairer(t);
    const issued = await admin('POST', '/field-equipment', { equipment_id: item.id, worker_id: worker.id, signature: fx.PNG_DATA_URL });
    expect(issued.status).toBe(201);
    const report = await admin('POST', '/broken-equipment', { equipment_id: item.id, warehouse_id: wh.id, issue: 'Gövde çatlak' });
    expect(report.status).toBe(201);
    expect((await admin('PUT', `/broken-equipment/${report.body.id}/assign`, { assigned_to: adminId })).status).toBe(200);
    expect(
      (await admin('PUT', `/broken-equipment/${report.body.id}/complete`, { status: 'scrapped', repairer_id: repairer.id })).status,
    ).toBe(200);

    const form = { serial_number: item.serial_number, brand_id: item.brand_id, model: item.model, category_id: item.category_id };
    const message = `${item.serial_number} seri numaralı ekipman Hurda durumunda ama hâlâ bir işçide; önce iade alınmalıdır.`;
    const revive = await admin('PUT', `/equipment/${item.id}`, { ...form, warehouse_id: wh.id, status: 'available' });
    expect([revive.status, revive.body.error]).toEqual([409, message]);
    const move = await admin('PUT', `/equipment/${item.id}`, { ...form, warehouse_id: other.id, status: 'scrapped' });
    expect([move.status, move.body.error]).toEqual([409, message]);
    // Nothing changed, and the item cannot be handed out twice.
    expect((await admin('GET', `/equipment/${item.id}`)).body.status).toBe('scrapped');
    expect(
      (await admin('POST', '/field-equipment', { equipment_id: item.id, worker_id: worker.id, signature: fx.PNG_DATA_URL })).status,
    ).toBe(409);

    expect((await admin('PUT', `/field-equipment/${issued.body.id}/return`, {})).status).toBe(200);
    expect((await admin('GET', `/equipment/${item.id}`)).body.status).toBe('scrapped');
    const after = await admin('PUT', `/equipment/${item.id}`, { ...form, warehouse_id: wh.id, status: 'available' });
    expect([after.status, after.body.status]).toEqual([200, 'available']);
  });
});
