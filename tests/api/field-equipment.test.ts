// Field hand-over and return over real HTTP: the state machine, row locking under concurrency,
// signature validation, batches, warehouse scope, and the signature copies on the documents.
import { request as httpRequest } from 'node:http';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { maskNationalId } from '@shared/documents';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  PNG_DATA_URL,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  randomUUID,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let clerk: TestUser;
const CLERK_SIGNATURE = `${PNG_DATA_URL.slice(0, -2)}AA==`;

beforeAll(async () => {
  t = await startTestServer();
  clerk = await createUserWithPermissions(t, ['view_field_equipment'], {
    firstName: 'Zeynep',
    lastName: 'Kaya',
    signature: PNG_DATA_URL,
  });
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  error: string;
}
interface Issued {
  id: string;
  batch_id: string;
  equipment_id: string;
  warehouse_id: string | null;
  status: string;
}
interface ListItem {
  id: string;
  batch_id: string;
  status: string;
  equipment: {
    id: string;
    serial_number: string;
    model: string;
    brand: { name: string };
    category: { name: string } | null;
    warehouse_id: string;
  };
  warehouse: { id: string; name: string } | null;
  worker: { id: string; first_name: string; last_name: string; tc_no: string; phone: string; department: { name: string } | null };
  team_leader: { first_name: string; last_name: string } | null;
  issued_by_user: { first_name: string; last_name: string };
  returned_by_user: { first_name: string; last_name: string } | null;
  issued_at: string;
  returned_at: string | null;
  created_at: string;
  updated_at: string;
}
interface SignedUser {
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  signature: string | null;
}
interface Detail extends Omit<ListItem, 'issued_by_user' | 'returned_by_user' | 'team_leader'> {
  signature: string;
  issued_by_user: SignedUser;
  returned_by_user: SignedUser | null;
  team_leader: { first_name: string; last_name: string; tc_no: string; phone: string } | null;
  batch_items: Array<{ id: string; status: string; equipment: { serial_number: string; model: string; brand: { name: string } } }>;
}

async function setup() {
  const warehouse = await createWarehouse(t);
  const item = await createEquipment(t, { warehouse_id: warehouse.id });
  const worker = await createWorker(t, { first_name: 'Mehmet', last_name: 'Öztürk' });
  return { warehouse, item, worker };
}

function issue(token: string, body: Record<string, unknown>) {
  return t.request<Issued & ErrorBody>('POST', '/field-equipment', {
    token,
    body: { signature: PNG_DATA_URL, team_leader_id: null, ...body },
  });
}

/**
 * The server answers an oversized body before reading it and drops the connection; a pooled
 * keep-alive socket would then fail the next request, so this one gets a connection of its own.
 */
function postOnFreshConnection(path: string, token: string, body: unknown): Promise<{ status: number; body: ErrorBody }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${t.url}/api${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': payload.length,
          connection: 'close',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as ErrorBody }));
      },
    );
    // The server may close while the body is still being written: the answer is what counts.
    req.on('error', reject);
    req.end(payload);
  });
}

async function equipmentStatus(id: string): Promise<string> {
  const [row] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, id));
  return row!.status;
}

describe('issue (POST /field-equipment)', () => {
  it('creates an active record, puts the item in the field and copies the warehouse and the issuer signature', async () => {
    const { warehouse, item, worker } = await setup();
    const res = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ equipment_id: item.id, warehouse_id: warehouse.id, status: 'active' });
    expect(res.body.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await equipmentStatus(item.id)).toBe('in_field');
    const [row] = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, res.body.id));
    expect(row).toMatchObject({ issued_by: clerk.id, issuer_signature: PNG_DATA_URL, signature: PNG_DATA_URL, worker_id: worker.id });
  });

  it('refuses a second hand-over with 409 naming the serial number and the Turkish status', async () => {
    const { item, worker } = await setup();
    expect((await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id })).status).toBe(201);
    const again = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`${item.serial_number} seri numaralı ekipman teslim edilemez: durumu Sahada.`);
    const rows = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.equipment_id, item.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses broken, scrapped and in-transfer items', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    for (const [status, label] of [
      ['broken', 'Arızalı'],
      ['scrapped', 'Hurda'],
      ['in_transfer', 'Transferde'],
    ] as const) {
      const item = await createEquipment(t, { warehouse_id: warehouse.id, status });
      const res = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(`${item.serial_number} seri numaralı ekipman teslim edilemez: durumu ${label}.`);
      expect(await equipmentStatus(item.id)).toBe(status);
    }
  });

  it('answers unknown equipment, worker and team leader with Turkish messages and changes nothing', async () => {
    const { item, worker } = await setup();
    const noItem = await issue(clerk.token, { equipment_id: randomUUID(), worker_id: worker.id });
    expect(noItem.status).toBe(404);
    expect(noItem.body.error).toBe('Ekipman bulunamadı.');
    const noWorker = await issue(clerk.token, { equipment_id: item.id, worker_id: randomUUID() });
    expect(noWorker.status).toBe(400);
    expect(noWorker.body.error).toBe('İşçi bulunamadı.');
    const noLeader = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id, team_leader_id: randomUUID() });
    expect(noLeader.status).toBe(400);
    expect(noLeader.body.error).toBe('Ekip lideri bulunamadı.');
    const selfLeader = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id, team_leader_id: worker.id });
    expect(selfLeader.status).toBe(400);
    expect(selfLeader.body.error).toBe('Ekip lideri, ekipmanı teslim alan işçiyle aynı kişi olamaz.');
    expect(await equipmentStatus(item.id)).toBe('available');
  });

  it('validates the body with the form messages', async () => {
    const { item, worker } = await setup();
    const noWorker = await t.request<ErrorBody>('POST', '/field-equipment', {
      token: clerk.token,
      body: { equipment_id: item.id, signature: PNG_DATA_URL },
    });
    expect(noWorker.status).toBe(400);
    expect(noWorker.body.error).toBe('İşçi seçimi zorunludur');
    const badBatch = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id, batch_id: 'parti-1' });
    expect(badBatch.status).toBe(400);
    expect(badBatch.body.error).toBe('Geçersiz teslim grubu.');
    const malformed = await t.request<ErrorBody>('POST', '/field-equipment', { token: clerk.token, rawBody: '{"equipment_id":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Geçersiz JSON gövdesi.');
  });

  it('ten parallel hand-overs of one item: exactly one 201, the others 409', async () => {
    const { item } = await setup();
    const workers = await Promise.all(Array.from({ length: 10 }, () => createWorker(t)));
    const answers = await Promise.all(workers.map((w) => issue(clerk.token, { equipment_id: item.id, worker_id: w.id })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.error).toBe(`${item.serial_number} seri numaralı ekipman teslim edilemez: durumu Sahada.`);
    }
    const rows = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.equipment_id, item.id));
    expect(rows).toHaveLength(1);
    expect(await equipmentStatus(item.id)).toBe('in_field');
  });
});

describe('signature validation', () => {
  it('requires a PNG or JPEG data URL under 1 MB', async () => {
    const { item, worker } = await setup();
    const base = { equipment_id: item.id, worker_id: worker.id };
    const missing = await t.request<ErrorBody>('POST', '/field-equipment', { token: clerk.token, body: base });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Lütfen imza atın.');
    const empty = await issue(clerk.token, { ...base, signature: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Lütfen imza atın.');
    for (const bad of ['imza', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PGI+', 'data:image/png;base64,<script>']) {
      const res = await issue(clerk.token, { ...base, signature: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('İmza PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.');
    }
    const big = await issue(clerk.token, { ...base, signature: `data:image/png;base64,${'A'.repeat(1_450_000)}` });
    expect(big.status).toBe(400);
    expect(big.body.error).toBe('İmza en fazla 1 MB olabilir.');
    const huge = await postOnFreshConnection('/field-equipment', clerk.token, {
      ...base,
      signature: `data:image/png;base64,${'A'.repeat(4_300_000)}`,
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('İstek gövdesi çok büyük.');
    expect(await equipmentStatus(item.id)).toBe('available');
    const jpeg = await issue(clerk.token, { ...base, signature: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' });
    expect(jpeg.status).toBe(201);
  });
});

describe('return (PUT /field-equipment/:id/return)', () => {
  it('returns the item to available, records the returner and a copy of the signature; a second return is 409', async () => {
    const { item, worker } = await setup();
    const issued = await issue(t.adminToken, { equipment_id: item.id, worker_id: worker.id });
    const res = await t.request<{ status: string; equipment_status: string; returned_at: string }>(
      'PUT',
      `/field-equipment/${issued.body.id}/return`,
      {
        token: clerk.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'returned', equipment_status: 'available' });
    expect(await equipmentStatus(item.id)).toBe('available');
    const [row] = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, issued.body.id));
    expect(row).toMatchObject({ status: 'returned', returned_by: clerk.id, returner_signature: PNG_DATA_URL });
    expect(row!.returned_at).toBeInstanceOf(Date);

    const again = await t.request<ErrorBody>('PUT', `/field-equipment/${issued.body.id}/return`, { token: clerk.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(
      new RegExp(
        `^${item.serial_number} seri numaralı ekipman zaten iade alınmış\\. Şu anda: .+, Müsait, \\d{2}\\.\\d{2}\\.\\d{4}'(dan|den|tan|ten) beri\\.$`,
      ),
    );

    // Returned items can be handed out again.
    expect((await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id })).status).toBe(201);
  });

  it('keeps a broken or scrapped item as it is', async () => {
    for (const status of ['broken', 'scrapped'] as const) {
      const { item, worker } = await setup();
      const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
      await t.database.db.update(s.equipment).set({ status }).where(eq(s.equipment.id, item.id));
      const res = await t.request<{ equipment_status: string }>('PUT', `/field-equipment/${issued.body.id}/return`, { token: clerk.token });
      expect(res.status).toBe(200);
      expect(res.body.equipment_status).toBe(status);
      expect(await equipmentStatus(item.id)).toBe(status);
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = await t.request<ErrorBody>('PUT', `/field-equipment/${randomUUID()}/return`, { token: clerk.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Sahada ekipman kaydı bulunamadı.');
    const malformed = await t.request<ErrorBody>('PUT', '/field-equipment/abc/return', { token: clerk.token });
    expect(malformed.status).toBe(404);
    const detail = await t.request<ErrorBody>('GET', `/field-equipment/${randomUUID()}`, { token: clerk.token });
    expect(detail.status).toBe(404);
    expect(detail.body.error).toBe('Sahada ekipman kaydı bulunamadı.');
  });

  it('parallel returns of one record: exactly one succeeds', async () => {
    const { item, worker } = await setup();
    const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: clerk.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('batch', () => {
  it('items of one signing share the batch; the detail lists them all', async () => {
    const warehouse = await createWarehouse(t);
    const a = await createEquipment(t, { warehouse_id: warehouse.id, model: 'Matkap-A' });
    const b = await createEquipment(t, { warehouse_id: warehouse.id, model: 'Matkap-B' });
    const worker = await createWorker(t);
    const leader = await createWorker(t, { first_name: 'Hasan', last_name: 'Şahin' });
    const batchId = randomUUID();
    const answers = await Promise.all(
      [a, b].map((e) => issue(clerk.token, { equipment_id: e.id, worker_id: worker.id, team_leader_id: leader.id, batch_id: batchId })),
    );
    expect(answers.map((x) => x.status)).toEqual([201, 201]);
    expect(answers.map((x) => x.body.batch_id)).toEqual([batchId, batchId]);

    const detail = await t.request<Detail>('GET', `/field-equipment/${answers[0]!.body.id}`, { token: clerk.token });
    expect(detail.status).toBe(200);
    expect(detail.body.batch_items.map((i) => i.equipment.serial_number).sort()).toEqual([a.serial_number, b.serial_number].sort());
    // The clerk does not hold view_national_id: the id is masked (docs/documents.md).
    expect(detail.body.team_leader).toMatchObject({
      first_name: 'Hasan',
      last_name: 'Şahin',
      tc_no: maskNationalId(leader.tc_no),
      phone: leader.phone,
    });

    // A batch belongs to one worker.
    const c = await createEquipment(t, { warehouse_id: warehouse.id });
    const other = await createWorker(t);
    const foreign = await issue(clerk.token, { equipment_id: c.id, worker_id: other.id, batch_id: batchId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('Bu teslim grubu başka bir işçiye ait.');

    // Without a batch id each hand-over is its own batch.
    const d = await createEquipment(t, { warehouse_id: warehouse.id });
    const single = await issue(clerk.token, { equipment_id: d.id, worker_id: worker.id });
    expect(single.body.batch_id).not.toBe(batchId);
  });
});

describe('list and detail', () => {
  it('the list carries the joined fields and no signature image; the detail carries the copies', async () => {
    const { warehouse, item, worker } = await setup();
    const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    const list = await t.request<ListItem[]>('GET', '/field-equipment', { token: clerk.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('data:image');
    const row = list.body.find((r) => r.id === issued.body.id)!;
    expect(row).toMatchObject({
      status: 'active',
      batch_id: issued.body.batch_id,
      equipment: { id: item.id, serial_number: item.serial_number, model: 'XR-500', warehouse_id: warehouse.id },
      warehouse: { id: warehouse.id, name: warehouse.name },
      worker: { id: worker.id, first_name: 'Mehmet', last_name: 'Öztürk', tc_no: maskNationalId(worker.tc_no), phone: worker.phone },
      team_leader: null,
      issued_by_user: { first_name: 'Zeynep', last_name: 'Kaya' },
      returned_by_user: null,
      returned_at: null,
    });
    expect(row.equipment.brand.name).toMatch(/^Marka /);
    expect(row.equipment.category?.name).toMatch(/^Kategori /);
    expect(row.worker.department?.name).toMatch(/^Departman /);
    expect(row).not.toHaveProperty('signature');
    // Newest first (the dashboard shows the top five).
    const times = list.body.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const detail = await t.request<Detail>('GET', `/field-equipment/${issued.body.id}`, { token: clerk.token });
    expect(detail.status).toBe(200);
    expect(detail.body.signature).toBe(PNG_DATA_URL);
    expect(detail.body.issued_by_user).toMatchObject({
      first_name: 'Zeynep',
      last_name: 'Kaya',
      phone: '5551234567',
      signature: PNG_DATA_URL,
    });
    expect(detail.body.issued_by_user.tc_no).toMatch(/^•{7}\d{4}$/);
    expect(detail.body.returned_by_user).toBeNull();
  });

  it('a later change of the saved signature never rewrites a past document', async () => {
    const { item, worker } = await setup();
    const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    await t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: clerk.token });
    await t.database.db.update(s.users).set({ signature: CLERK_SIGNATURE }).where(eq(s.users.id, clerk.id));
    try {
      const detail = await t.request<Detail>('GET', `/field-equipment/${issued.body.id}`, { token: clerk.token });
      expect(detail.body.issued_by_user.signature).toBe(PNG_DATA_URL);
      expect(detail.body.returned_by_user?.signature).toBe(PNG_DATA_URL);
      await t.database.db.update(s.users).set({ signature: null }).where(eq(s.users.id, clerk.id));
      const after = await t.request<Detail>('GET', `/field-equipment/${issued.body.id}`, { token: clerk.token });
      expect(after.body.issued_by_user.signature).toBe(PNG_DATA_URL);
    } finally {
      await t.database.db.update(s.users).set({ signature: PNG_DATA_URL }).where(eq(s.users.id, clerk.id));
    }
  });

  it('a user without a saved signature leaves the copy empty', async () => {
    const unsigned = await createUserWithPermissions(t, ['view_field_equipment']);
    const { item, worker } = await setup();
    const issued = await issue(unsigned.token, { equipment_id: item.id, worker_id: worker.id });
    const detail = await t.request<Detail>('GET', `/field-equipment/${issued.body.id}`, { token: unsigned.token });
    expect(detail.body.issued_by_user.signature).toBeNull();
    expect(detail.body.signature).toBe(PNG_DATA_URL);
  });

  it('delta sync: ?since= answers changed rows, tombstones and a server time', async () => {
    const { item, worker } = await setup();
    const since = new Date(Date.now() - 1000).toISOString();
    const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    const delta = await t.request<{ items: ListItem[]; deleted: string[]; server_time: string }>(
      'GET',
      `/field-equipment?since=${encodeURIComponent(since)}`,
      { token: clerk.token },
    );
    expect(delta.status).toBe(200);
    expect(delta.body.items.map((i) => i.id)).toContain(issued.body.id);
    expect(delta.body.deleted).toEqual([]);
    expect(Number.isNaN(Date.parse(delta.body.server_time))).toBe(false);
    expect(JSON.stringify(delta.body)).not.toContain('data:image');

    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await t.request<{ items: ListItem[] }>('GET', `/field-equipment?since=${encodeURIComponent(later)}`, {
      token: clerk.token,
    });
    expect(none.body.items).toEqual([]);

    const bad = await t.request<ErrorBody>('GET', '/field-equipment?since=dun', { token: clerk.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Geçersiz since parametresi.');
  });

  it('every write is audited', async () => {
    const { item, worker } = await setup();
    const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    await t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: clerk.token });
    const entries = await t.database.db
      .select({ action: s.auditLog.action, user_id: s.auditLog.user_id, after: s.auditLog.after })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'field_equipment'), eq(s.auditLog.entity_id, issued.body.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['issue', 'return']);
    expect(entries.every((e) => e.user_id === clerk.id)).toBe(true);
    const itemEntries = await t.database.db
      .select({ after: s.auditLog.after })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'equipment'), eq(s.auditLog.entity_id, item.id)))
      .orderBy(asc(s.auditLog.id));
    expect(itemEntries.map((e) => (e.after as { status: string }).status)).toEqual(['in_field', 'available']);
  });
});

describe('warehouse scope', () => {
  it('a user limited to warehouse A cannot see, issue or return B items', async () => {
    const a = await createWarehouse(t, { name: 'Kapsam A' });
    const b = await createWarehouse(t, { name: 'Kapsam B' });
    const itemA = await createEquipment(t, { warehouse_id: a.id });
    const itemB = await createEquipment(t, { warehouse_id: b.id });
    const itemB2 = await createEquipment(t, { warehouse_id: b.id });
    const worker = await createWorker(t);
    const scoped = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [a.id] });

    const recordB = await issue(t.adminToken, { equipment_id: itemB.id, worker_id: worker.id });
    expect(recordB.status).toBe(201);

    const ownIssue = await issue(scoped.token, { equipment_id: itemA.id, worker_id: worker.id });
    expect(ownIssue.status).toBe(201);
    const foreignIssue = await issue(scoped.token, { equipment_id: itemB2.id, worker_id: worker.id });
    expect(foreignIssue.status).toBe(404);
    expect(foreignIssue.body.error).toBe('Ekipman bulunamadı.');
    expect(await equipmentStatus(itemB2.id)).toBe('available');

    const list = await t.request<ListItem[]>('GET', '/field-equipment', { token: scoped.token });
    expect(list.body.map((r) => r.id)).toContain(ownIssue.body.id);
    expect(list.body.every((r) => r.warehouse?.id === a.id)).toBe(true);
    const delta = await t.request<{ items: ListItem[] }>('GET', `/field-equipment?since=${encodeURIComponent(new Date(0).toISOString())}`, {
      token: scoped.token,
    });
    expect(delta.body.items.every((r) => r.warehouse?.id === a.id)).toBe(true);

    const detail = await t.request<ErrorBody>('GET', `/field-equipment/${recordB.body.id}`, { token: scoped.token });
    expect(detail.status).toBe(404);
    const ret = await t.request<ErrorBody>('PUT', `/field-equipment/${recordB.body.id}/return`, { token: scoped.token });
    expect(ret.status).toBe(404);
    expect(await equipmentStatus(itemB.id)).toBe('in_field');

    const adminList = await t.request<ListItem[]>('GET', '/field-equipment', { token: t.adminToken });
    expect(adminList.body.map((r) => r.id)).toEqual(expect.arrayContaining([recordB.body.id, ownIssue.body.id]));
  });
});

describe('permissions', () => {
  it('view_field_equipment for every call; view_dashboard may read the list only', async () => {
    const { item, worker } = await setup();
    const issued = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id });
    const nobody = await createUserWithPermissions(t, ['view_workers', 'view_equipment', 'create_worker']);
    const dashboard = await createUserWithPermissions(t, ['view_dashboard']);
    for (const [method, path] of [
      ['GET', '/field-equipment'],
      ['GET', `/field-equipment/${issued.body.id}`],
      ['POST', '/field-equipment'],
      ['PUT', `/field-equipment/${issued.body.id}/return`],
    ] as const) {
      const res = await t.request<ErrorBody>(method, path, { token: nobody.token, body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    }
    expect((await t.request('GET', '/field-equipment', { token: dashboard.token })).status).toBe(200);
    expect((await t.request('GET', `/field-equipment/${issued.body.id}`, { token: dashboard.token })).status).toBe(403);
    expect((await issue(dashboard.token, { equipment_id: item.id, worker_id: worker.id })).status).toBe(403);
    expect((await t.request('PUT', `/field-equipment/${issued.body.id}/return`, { token: dashboard.token })).status).toBe(403);
    expect((await t.request('GET', '/field-equipment')).status).toBe(401);
  });
});

describe('status filter for the first mirror sync', () => {
  it('answers only active or only returned records, and refuses other values', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const a = await createEquipment(t, { warehouse_id: wh.id });
    const b = await createEquipment(t, { warehouse_id: wh.id });
    const issue = (id: string) =>
      t.request<{ id: string }>('POST', '/field-equipment', {
        token: t.adminToken,
        body: { equipment_id: id, worker_id: worker.id, team_leader_id: null, signature: PNG_DATA_URL },
      });
    const first = await issue(a.id);
    const second = await issue(b.id);
    await t.request('PUT', `/field-equipment/${first.body.id}/return`, { token: t.adminToken });
    const mine = (rows: Array<{ id: string; status: string }>) => rows.filter((r) => r.id === first.body.id || r.id === second.body.id);
    const since = encodeURIComponent(new Date(0).toISOString());
    const active = await t.request<{ items: Array<{ id: string; status: string }> }>(
      'GET',
      `/field-equipment?since=${since}&status=active`,
      { token: t.adminToken },
    );
    expect(active.body.items.every((r) => r.status === 'active')).toBe(true);
    expect(mine(active.body.items).map((r) => r.id)).toEqual([second.body.id]);
    const returned = await t.request<Array<{ id: string; status: string }>>('GET', '/field-equipment?status=returned', {
      token: t.adminToken,
    });
    expect(returned.body.every((r) => r.status === 'returned')).toBe(true);
    expect(mine(returned.body).map((r) => r.id)).toEqual([first.body.id]);
    const bad = await t.request<{ error: string }>('GET', '/field-equipment?status=hepsi', { token: t.adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Geçersiz durum filtresi.');
  });
});

describe('the full list is streamed in batches', () => {
  it('gives every record exactly once, newest first, whatever the batch size, each row the same object as the delta answer', async () => {
    const { listFieldEquipmentJsonPieces } = await import('@server/modules/field/field-equipment.service');
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const leader = await createWorker(t, { first_name: 'Şükrü', last_name: 'Öztürk' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const item = await createEquipment(t, { warehouse_id: i === 4 ? null : wh.id } as { warehouse_id: string });
      const res = await t.request<{ id: string }>('POST', '/field-equipment', {
        token: t.adminToken,
        body: {
          equipment_id: item.id,
          worker_id: worker.id,
          team_leader_id: i % 2 ? leader.id : null,
          signature: PNG_DATA_URL,
          due_date: i === 1 ? '2030-01-31' : null,
        },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    // A returned record carries who took it back and when.
    expect((await t.request('PUT', `/field-equipment/${ids[0]}/return`, { token: t.adminToken })).status).toBe(200);
    const everyone = { warehouseIds: [] as string[], permissions: ['view_national_id'] } as unknown as Parameters<
      typeof listFieldEquipmentJsonPieces
    >[1];
    const batches: Array<Array<{ id: string; created_at: string }>> = [];
    for await (const piece of listFieldEquipmentJsonPieces(t.database.db, everyone, undefined, 2)) batches.push(JSON.parse(`[${piece}]`));
    const streamed = batches.flat();
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    expect(new Set(streamed.map((r) => r.id)).size).toBe(streamed.length);
    const times = streamed.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const http = await t.request<Array<{ id: string }>>('GET', '/field-equipment', { token: t.adminToken });
    expect(http.status).toBe(200);
    expect(http.body.map((r) => r.id)).toEqual(streamed.map((r) => r.id));
    // The JSON built by the database is the very object the row shaping in TypeScript makes (a page).
    const page = await t.request<{ items: Array<{ id: string }> }>('GET', '/field-equipment?limit=100', { token: t.adminToken });
    const byId = new Map(page.body.items.map((r) => [r.id, r]));
    for (const id of ids) expect(streamed.find((r) => r.id === id)).toEqual(byId.get(id));
    // The delta is streamed in the same pieces: from the epoch it is the whole list, in its order.
    const since = encodeURIComponent(new Date(0).toISOString());
    const delta = await t.request<{ items: Array<{ id: string }>; deleted: string[]; server_time: string }>(
      'GET',
      `/field-equipment?since=${since}`,
      { token: t.adminToken },
    );
    expect(delta.body.items).toEqual(http.body);
    expect(delta.body.deleted).toEqual([]);
    // From its server_time on (a little behind the clock, docs/offline.md), the record returned
    // afterwards comes again in its new state.
    expect((await t.request('PUT', `/field-equipment/${ids[3]}/return`, { token: t.adminToken })).status).toBe(200);
    const later = await t.request<{ items: Array<{ id: string; status: string }> }>(
      'GET',
      `/field-equipment?since=${encodeURIComponent(delta.body.server_time)}`,
      { token: t.adminToken },
    );
    expect(later.body.items.find((r) => r.id === ids[3])?.status).toBe('returned');
    // A status and a since together, one row a piece: the two returned records, newest first.
    const batched: Array<{ id: string; status: string }> = [];
    for await (const piece of listFieldEquipmentJsonPieces(t.database.db, everyone, 'returned', 1, new Date(0).toISOString()))
      batched.push(...(JSON.parse(`[${piece}]`) as typeof batched));
    expect(batched.every((r) => r.status === 'returned')).toBe(true);
    expect(batched.map((r) => r.id).filter((id) => ids.includes(id))).toEqual([ids[3], ids[0]]);
  });
});
