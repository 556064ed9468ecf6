// What the hand-over and return forms settle in place, over real HTTP: a staff member without a
// saved signature signs in the form and the paper carries that drawing; a return refused because
// the hand-over was closed meanwhile says where the item is now and since when.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { sinceDay } from '@shared/turkish-suffix';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  PNG_DATA_URL,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let unsigned: TestUser;
/** A drawing other than any saved signature. */
const DRAWN = `${PNG_DATA_URL.slice(0, -2)}AA==`;
const WORKER_SIGNATURE = `${PNG_DATA_URL.slice(0, -3)}BA==`;

beforeAll(async () => {
  t = await startTestServer();
  unsigned = await createUserWithPermissions(t, ['view_field_equipment'], { firstName: 'İrem', lastName: 'Şahin', signature: null });
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  error: string;
}

async function issue(token: string, body: Record<string, unknown>) {
  return t.request<{ id: string } & ErrorBody>('POST', '/field-equipment', {
    token,
    body: { signature: WORKER_SIGNATURE, team_leader_id: null, ...body },
  });
}

async function record(id: string) {
  const [row] = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, id));
  return row!;
}

describe('the staff signature drawn in place', () => {
  it('goes on the hand-over and on the return when the user has none saved', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const worker = await createWorker(t);
    const issued = await issue(unsigned.token, { equipment_id: item.id, worker_id: worker.id, issuer_signature: DRAWN });
    expect(issued.status).toBe(201);
    expect((await record(issued.body.id)).issuer_signature).toBe(DRAWN);
    const detail = await t.request<{ issued_by_user: { signature: string | null } }>('GET', `/field-equipment/${issued.body.id}`, {
      token: unsigned.token,
    });
    expect(detail.body.issued_by_user.signature).toBe(DRAWN);

    const returned = await t.request('POST', '/field-equipment/returns', {
      token: unsigned.token,
      body: { items: [{ id: issued.body.id, condition: 'intact' }], signature: WORKER_SIGNATURE, returner_signature: DRAWN },
    });
    expect(returned.status).toBe(201);
    expect((await record(issued.body.id)).returner_signature).toBe(DRAWN);
  });

  it('refuses a drawing that is not an image, with the field’s message', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const worker = await createWorker(t);
    const res = await issue(unsigned.token, {
      equipment_id: item.id,
      worker_id: worker.id,
      issuer_signature: 'data:text/html;base64,PGI+',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('İmza PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.');
    expect(await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.equipment_id, item.id))).toHaveLength(0);
  });

  it('without a drawing keeps copying the saved signature', async () => {
    const signed = await createUserWithPermissions(t, ['view_field_equipment'], { signature: PNG_DATA_URL });
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const worker = await createWorker(t);
    const issued = await issue(signed.token, { equipment_id: item.id, worker_id: worker.id });
    expect((await record(issued.body.id)).issuer_signature).toBe(PNG_DATA_URL);
  });
});

describe('a return refused because the hand-over was closed meanwhile', () => {
  it('says which warehouse the item is in now and since when', async () => {
    const [from, to] = [await createWarehouse(t), await createWarehouse(t, { name: `Ankara Bölge Deposu ${Date.now()}` })];
    const item = await createEquipment(t, { warehouse_id: from.id });
    const worker = await createWorker(t);
    const issued = await issue(t.adminToken, { equipment_id: item.id, worker_id: worker.id });
    expect((await t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: t.adminToken })).status).toBe(200);
    const me = await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken });
    const transfer = await t.request<{ id: string }>('POST', '/transfers', {
      token: t.adminToken,
      body: { equipment_id: item.id, from_warehouse_id: from.id, to_warehouse_id: to.id, assigned_to: me.body.id },
    });
    expect(transfer.status).toBe(201);
    const done = await t.request<{ completed_at: string }>('PUT', `/transfers/${transfer.body.id}/complete`, { token: t.adminToken });
    expect(done.status).toBe(200);
    const [moved] = await t.database.db
      .select({ at: s.transfers.completed_at })
      .from(s.transfers)
      .where(eq(s.transfers.id, transfer.body.id));

    // A tablet that still shows the old hand-over sends its return now.
    const stale = await t.request<ErrorBody>('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: { items: [{ id: issued.body.id, condition: 'intact' }], signature: WORKER_SIGNATURE },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      `${item.serial_number} seri numaralı ekipman zaten iade alınmış. Şu anda: ${to.name}, Müsait, ${sinceDay(moved!.at!)}.`,
    );
  });

  it('says who holds it now when it went to another worker', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const first = await createWorker(t, { first_name: 'Ali', last_name: 'Demir' });
    const second = await createWorker(t, { first_name: 'Ahmet', last_name: 'Yılmaz' });
    const old = await issue(t.adminToken, { equipment_id: item.id, worker_id: first.id });
    expect((await t.request('PUT', `/field-equipment/${old.body.id}/return`, { token: t.adminToken })).status).toBe(200);
    const current = await issue(t.adminToken, { equipment_id: item.id, worker_id: second.id });
    const issuedAt = (await record(current.body.id)).issued_at;

    const stale = await t.request<ErrorBody>('PUT', `/field-equipment/${old.body.id}/return`, { token: t.adminToken });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      `${item.serial_number} seri numaralı ekipman zaten iade alınmış. Şu anda: Sahada — Ahmet Yılmaz'da, ${sinceDay(issuedAt)}.`,
    );
  });
});
