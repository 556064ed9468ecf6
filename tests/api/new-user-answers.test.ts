// What a new user is told instead of a wrong or a vague answer (issue: "seen by a new user"): a scan
// of another warehouse's item says where it is, not 'bulunamadı'; a printed paper stays as it was signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { issue, paper, verify } from '../helpers/documents';
import * as fx from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /equipment/locate', () => {
  it('names the warehouse of an item outside the user’s warehouses, answers an own item with its id, and 404s an unknown serial', async () => {
    const mine = await fx.createWarehouse(t, { name: 'Bursa Şantiye Deposu' });
    const other = await fx.createWarehouse(t, { name: 'Merkez Depo Yerel' });
    const own = await fx.createEquipment(t, { warehouse_id: mine.id, serial_number: 'LOC-25-000001' });
    await fx.createEquipment(t, { warehouse_id: other.id, serial_number: 'LOC-25-000002' });
    const user = await fx.createUserWithPermissions(t, ['view_equipment', 'view_field_equipment'], { warehouseIds: [mine.id] });

    const outside = await t.request('GET', '/equipment/locate?serial=loc-25-000002', { token: user.token });
    expect(outside.status).toBe(200);
    expect(outside.body).toEqual({ serial_number: 'LOC-25-000002', in_scope: false, warehouse: 'Merkez Depo Yerel', id: null });

    const inside = await t.request('GET', '/equipment/locate?serial=LOC-25-000001', { token: user.token });
    expect(inside.body).toEqual({ serial_number: 'LOC-25-000001', in_scope: true, warehouse: 'Bursa Şantiye Deposu', id: own.id });

    const unknown = await t.request<{ error: string }>('GET', '/equipment/locate?serial=YOK-1', { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('YOK-1 seri numaralı ekipman bulunamadı.');

    const empty = await t.request('GET', '/equipment/locate?serial=%20', { token: user.token });
    expect(empty.status).toBe(400);

    const nobody = await fx.createUserWithPermissions(t, ['view_workers']);
    expect((await t.request('GET', '/equipment/locate?serial=LOC-25-000001', { token: nobody.token })).status).toBe(403);
  });
});

describe('a signed paper does not change after the fact', () => {
  it('three items of one signing are one revision; a document signed before the company was saved never prints the company saved later', async () => {
    const warehouse = await fx.createWarehouse(t);
    const clerk = await fx.createUserWithPermissions(t, ['view_field_equipment', 'view_equipment', 'view_workers'], {
      signature: fx.PNG_DATA_URL,
    });
    const office = await fx.createUserWithPermissions(t, ['manage_company']);
    const worker = await fx.createWorker(t);
    const batchId = fx.randomUUID();
    let documentId = '';
    for (let i = 0; i < 3; i++) {
      const item = await fx.createEquipment(t, { warehouse_id: warehouse.id });
      const res = await issue(t, clerk.token, { equipment_id: item.id, worker_id: worker.id, batch_id: batchId });
      expect(res.status).toBe(201);
      documentId = res.body.document.id;
    }
    const before = await paper(t, clerk.token, documentId);
    expect(before.revision).toBe(1);
    expect(before.company).toBeNull();
    expect((await verify(t, before.code)).body.state).toBe('valid');

    expect((await t.request('PUT', '/company', { token: office.token, body: { name: 'Sonradan Kaydedilen A.Ş.' } })).status).toBe(200);
    const again = await paper(t, clerk.token, documentId);
    expect(again.company).toBeNull();
    expect([again.revision, again.fingerprint]).toEqual([before.revision, before.fingerprint]);
  });
});
