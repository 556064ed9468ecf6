// The hand-over lifecycle over real HTTP: expected return days, the overdue list on the warehouse's
// local day (Europe/Istanbul), returns with a condition, a note and the worker's signature, a
// damaged return opening its fault report in the same transaction, atomic batch returns, and the
// requests an outbox filled by the previous app version still holds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { addDays, warehouseToday } from '@shared/local-day';
import { sinceDay } from '@shared/turkish-suffix';
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
/** The worker's drawing at return: a different image than the clerk's saved signature. */
const WORKER_SIGNATURE = `${PNG_DATA_URL.slice(0, -2)}AA==`;

beforeAll(async () => {
  t = await startTestServer();
  clerk = await createUserWithPermissions(t, ['view_field_equipment'], { firstName: 'Zeynep', lastName: 'Kaya', signature: PNG_DATA_URL });
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  error: string;
}
interface Issued {
  id: string;
  due_date: string | null;
}
interface ReturnAnswer {
  id: string;
  status: string;
  equipment_status: string;
  return_batch_id: string;
  condition: string;
  fault_id: string | null;
  fault_opened: boolean;
}
interface BatchAnswer {
  return_batch_id: string;
  returned_at: string;
  items: ReturnAnswer[];
}

async function issue(token: string, body: Record<string, unknown>) {
  return t.request<Issued & ErrorBody>('POST', '/field-equipment', {
    token,
    body: { signature: PNG_DATA_URL, team_leader_id: null, ...body },
  });
}

async function handOvers(count: number, options: { dueDates?: Array<string | null> } = {}) {
  const warehouse = await createWarehouse(t);
  const worker = await createWorker(t, { first_name: 'Mehmet', last_name: 'Öztürk' });
  const items = [];
  for (let i = 0; i < count; i++) {
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const res = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id, due_date: options.dueDates?.[i] ?? null });
    expect(res.status).toBe(201);
    items.push({ item, record: res.body });
  }
  return { warehouse, worker, items };
}

async function equipmentStatus(id: string): Promise<string> {
  const [row] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, id));
  return row!.status;
}

async function recordRow(id: string) {
  const [row] = await t.database.db.select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, id));
  return row!;
}

async function faultsOf(equipmentId: string) {
  return t.database.db.select().from(s.brokenEquipment).where(eq(s.brokenEquipment.equipment_id, equipmentId));
}

function returnBatch(token: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  return t.request<BatchAnswer & ErrorBody>('POST', '/field-equipment/returns', {
    token,
    body: { signature: WORKER_SIGNATURE, ...body },
    headers,
  });
}

describe('expected return day on issue', () => {
  it('is stored per hand-over and carried by the issue answer, the list, the detail and the worker history', async () => {
    const due = addDays(warehouseToday(), 7);
    const { worker, items } = await handOvers(1, { dueDates: [due] });
    const record = items[0]!.record;
    expect(record.due_date).toBe(due);
    expect((await recordRow(record.id)).due_date).toBe(due);

    const list = await t.request<Array<{ id: string; due_date: string | null }>>('GET', '/field-equipment', { token: clerk.token });
    expect(list.body.find((r) => r.id === record.id)?.due_date).toBe(due);
    const detail = await t.request<{ due_date: string | null }>('GET', `/field-equipment/${record.id}`, { token: clerk.token });
    expect(detail.body.due_date).toBe(due);
    const history = await t.request<{ items: Array<{ id: string; due_date: string | null }> }>(
      'GET',
      `/workers/${worker.id}/equipment-history`,
      { token: t.adminToken },
    );
    expect(history.body.items.find((r) => r.id === record.id)?.due_date).toBe(due);
    const equipmentHistory = await t.request<{ items: Array<{ id: string; due_date: string | null }> }>(
      'GET',
      `/equipment/${items[0]!.item.id}/field-history`,
      {
        token: t.adminToken,
      },
    );
    expect(equipmentHistory.body.items.find((r) => r.id === record.id)?.due_date).toBe(due);
  });

  it('the previous body without due_date, an empty one and null are open-ended hand-overs', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    for (const extra of [{}, { due_date: '' }, { due_date: null }]) {
      const item = await createEquipment(t, { warehouse_id: warehouse.id });
      const res = await t.request<Issued>('POST', '/field-equipment', {
        token: clerk.token,
        body: { equipment_id: item.id, worker_id: worker.id, team_leader_id: null, signature: PNG_DATA_URL, ...extra },
      });
      expect(res.status).toBe(201);
      expect(res.body.due_date).toBeNull();
    }
  });

  it('refuses a malformed or impossible day with a Turkish message and changes nothing', async () => {
    const warehouse = await createWarehouse(t);
    const worker = await createWorker(t);
    for (const due_date of ['30.11.2026', '2027-02-29', '2026-11-23T10:00:00Z', 20261130]) {
      const item = await createEquipment(t, { warehouse_id: warehouse.id });
      const res = await issue(clerk.token, { equipment_id: item.id, worker_id: worker.id, due_date });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Geçerli bir iade tarihi giriniz.');
      expect(await equipmentStatus(item.id)).toBe('available');
    }
  });

  it('accepts a day already past: an entry that waited offline beyond its own due day is not lost', async () => {
    const { items } = await handOvers(1, { dueDates: [addDays(warehouseToday(), -3)] });
    expect(items[0]!.record.due_date).toBe(addDays(warehouseToday(), -3));
  });
});

describe('overdue (GET /field-equipment/overdue)', () => {
  it('counts in Istanbul days: due today or later is not overdue, due yesterday is 1 day, most overdue first', async () => {
    // Retried when the Istanbul day turns during the run, so the expected days are those the server used.
    for (let attempt = 0; attempt < 2; attempt++) {
      const today = warehouseToday();
      const { items } = await handOvers(5, {
        dueDates: [addDays(today, -1), today, addDays(today, 1), addDays(today, -10), null],
      });
      const [yesterday, dueToday, tomorrow, tenDays, none] = items.map((i) => i.record.id);
      // A returned record is never overdue, however old its due day.
      const returned = (await handOvers(1, { dueDates: [addDays(today, -30)] })).items[0]!.record.id;
      expect((await t.request('PUT', `/field-equipment/${returned}/return`, { token: clerk.token })).status).toBe(200);

      const res = await t.request<Array<{ id: string; days_overdue: number; due_date: string }>>('GET', '/field-equipment/overdue', {
        token: clerk.token,
      });
      if (warehouseToday() !== today) continue;
      expect(res.status).toBe(200);
      const mine = res.body.filter((r) => [yesterday, dueToday, tomorrow, tenDays, none, returned].includes(r.id));
      expect(mine.map((r) => [r.id, r.days_overdue])).toEqual([
        [tenDays, 10],
        [yesterday, 1],
      ]);
      // The whole answer is ordered by due day, oldest first.
      const dueDays = res.body.map((r) => r.due_date);
      expect(dueDays).toEqual([...dueDays].sort());
      return;
    }
    throw new Error('The Istanbul day changed twice during the test');
  });

  it('the worker history lists the worker’s overdue items first, most overdue first, then the rest newest first', async () => {
    const today = warehouseToday();
    const { worker, items } = await handOvers(4, { dueDates: [addDays(today, -2), null, addDays(today, -5), addDays(today, 3)] });
    const [twoDays, open, fiveDays, later] = items.map((i) => i.record.id);
    const res = await t.request<{ items: Array<{ id: string }> }>('GET', `/workers/${worker.id}/equipment-history`, {
      token: t.adminToken,
    });
    if (warehouseToday() !== today) return; // the day turned mid-test: the order is checked by the next run
    expect(res.body.items.map((r) => r.id)).toEqual([fiveDays, twoDays, later, open]);
  });

  it('is limited to the user’s warehouses', async () => {
    const today = warehouseToday();
    const { warehouse, items } = await handOvers(1, { dueDates: [addDays(today, -2)] });
    const other = await createWarehouse(t);
    const scoped = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [other.id] });
    const inScope = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [warehouse.id] });
    const outside = await t.request<Array<{ id: string }>>('GET', '/field-equipment/overdue', { token: scoped.token });
    expect(outside.body.map((r) => r.id)).not.toContain(items[0]!.record.id);
    const inside = await t.request<Array<{ id: string }>>('GET', '/field-equipment/overdue', { token: inScope.token });
    expect(inside.body.map((r) => r.id)).toEqual([items[0]!.record.id]);
  });
});

describe('return with a condition (PUT /field-equipment/:id/return)', () => {
  it('records Eksik parça with its note, the worker’s drawing and the clerk’s saved signature; the item is available', async () => {
    const { items } = await handOvers(1);
    const { item, record } = items[0]!;
    const res = await t.request<ReturnAnswer>('PUT', `/field-equipment/${record.id}/return`, {
      token: clerk.token,
      body: { condition: 'missing_parts', note: '  Şarj aleti eksik  ', signature: WORKER_SIGNATURE },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'returned', equipment_status: 'available', condition: 'missing_parts', fault_id: null });
    expect(await recordRow(record.id)).toMatchObject({
      return_condition: 'missing_parts',
      return_note: 'Şarj aleti eksik',
      return_signature: WORKER_SIGNATURE,
      returner_signature: PNG_DATA_URL,
      return_batch_id: res.body.return_batch_id,
      return_fault_id: null,
    });
    expect(await equipmentStatus(item.id)).toBe('available');
    expect(await faultsOf(item.id)).toHaveLength(0);
  });

  it('Hasarlı opens a pending fault report from the note in the same move: the item is Arızalı, not Müsait', async () => {
    const { warehouse, items } = await handOvers(1);
    const { item, record } = items[0]!;
    const res = await t.request<ReturnAnswer>('PUT', `/field-equipment/${record.id}/return`, {
      token: clerk.token,
      body: { condition: 'damaged', note: 'Ekranı çatlak', signature: WORKER_SIGNATURE },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ equipment_status: 'broken', condition: 'damaged', fault_opened: true });
    const faults = await faultsOf(item.id);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({
      id: res.body.fault_id,
      issue: 'Ekranı çatlak',
      status: 'pending',
      reported_by: clerk.id,
      warehouse_id: warehouse.id,
    });
    expect(await equipmentStatus(item.id)).toBe('broken');
    expect((await recordRow(record.id)).return_fault_id).toBe(res.body.fault_id);

    // The fault is a normal report: it is in the broken list and follows the repair rules.
    const broken = await t.request<Array<{ id: string; status: string }>>('GET', '/broken-equipment', { token: t.adminToken });
    expect(broken.body.find((b) => b.id === res.body.fault_id)?.status).toBe('pending');
    // Audited in the same transaction: the return, the report and the equipment move.
    const audit = await t.database.db.select().from(s.auditLog).where(eq(s.auditLog.entity_id, res.body.fault_id!));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('online, Hasarlı without a note is refused in Turkish (plain or as the outbox’s immediate send) and changes nothing', async () => {
    const { items } = await handOvers(2);
    const [a, b] = items.map((i) => i.record.id);
    const plain = await t.request<ErrorBody>('PUT', `/field-equipment/${a}/return`, {
      token: clerk.token,
      body: { condition: 'damaged', note: '   ', signature: WORKER_SIGNATURE },
    });
    const immediate = await returnBatch(
      clerk.token,
      {
        items: [
          { id: b, condition: 'intact' },
          { id: a, condition: 'damaged' },
        ],
      },
      { 'Idempotency-Key': randomUUID(), 'X-Outbox-Send': 'immediate' },
    );
    for (const res of [plain, immediate]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Hasarlı ekipman için açıklama zorunludur');
    }
    for (const id of [a!, b!]) expect((await recordRow(id)).status).toBe('active');
    expect(await faultsOf(items[0]!.item.id)).toHaveLength(0);
  });

  it('a queued Hasarlı return without a note still lands, with a default description; on an item already Arızalı it links the open report', async () => {
    const { items } = await handOvers(2);
    // An outbox entry (keyed, not the immediate send): signed already, maybe by the earlier form that left the note optional.
    const queued = { 'Idempotency-Key': randomUUID() };
    const first = await t.request<ReturnAnswer>('PUT', `/field-equipment/${items[0]!.record.id}/return`, {
      token: clerk.token,
      body: { condition: 'damaged' },
      headers: queued,
    });
    expect((await faultsOf(items[0]!.item.id))[0]?.issue).toBe('İade sırasında hasarlı olarak teslim alındı.');
    expect(first.body.fault_opened).toBe(true);

    const reported = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: t.adminToken,
      body: { warehouse_id: items[1]!.item.warehouse_id, equipment_id: items[1]!.item.id, issue: 'Sahada arızalandı' },
    });
    expect(reported.status).toBe(201);
    const second = await t.request<ReturnAnswer>('PUT', `/field-equipment/${items[1]!.record.id}/return`, {
      token: clerk.token,
      body: { condition: 'damaged' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ equipment_status: 'broken', fault_opened: false });
    const faults = await faultsOf(items[1]!.item.id);
    expect(faults).toHaveLength(1);
    expect(second.body.fault_id).toBe(faults[0]!.id);
  });

  it('refuses an unknown condition with a Turkish message and changes nothing', async () => {
    const { items } = await handOvers(1);
    const res = await t.request<ErrorBody>('PUT', `/field-equipment/${items[0]!.record.id}/return`, {
      token: clerk.token,
      body: { condition: 'kırık' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Lütfen ekipmanın durumunu seçin.');
    expect((await recordRow(items[0]!.record.id)).status).toBe('active');
  });
});

describe('requests queued by the previous app version', () => {
  it('a return without a body is accepted as Sağlam, without the worker’s signature', async () => {
    const { items } = await handOvers(1);
    const key = randomUUID();
    const res = await t.request<ReturnAnswer>('PUT', `/field-equipment/${items[0]!.record.id}/return`, {
      token: clerk.token,
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'returned', equipment_status: 'available', condition: 'intact', fault_id: null });
    expect(await recordRow(items[0]!.record.id)).toMatchObject({
      return_condition: 'intact',
      return_signature: null,
      returner_signature: PNG_DATA_URL,
    });
    // Its replay answers the first answer again.
    const replay = await t.request<ReturnAnswer>('PUT', `/field-equipment/${items[0]!.record.id}/return`, {
      token: clerk.token,
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(res.body);
    const detail = await t.request<{ return_signature: string | null; return_items: Array<{ id: string; return_condition: string }> }>(
      'GET',
      `/field-equipment/${items[0]!.record.id}`,
      { token: clerk.token },
    );
    expect(detail.body.return_signature).toBeNull();
    expect(detail.body.return_items.map((i) => [i.id, i.return_condition])).toEqual([[items[0]!.record.id, 'intact']]);
  });

  it('a return recorded before conditions existed reads as one without condition, signature or group', async () => {
    const { items } = await handOvers(2);
    // What such a row looks like after the migration: returned, with none of the new columns.
    for (const { record } of items) {
      await t.database.db
        .update(s.fieldEquipment)
        .set({ status: 'returned', returned_at: new Date(), returned_by: clerk.id })
        .where(eq(s.fieldEquipment.id, record.id));
    }
    const detail = await t.request<{
      due_date: string | null;
      return_condition: string | null;
      return_signature: string | null;
      return_items: Array<{ id: string; return_condition: string | null }>;
    }>('GET', `/field-equipment/${items[0]!.record.id}`, { token: clerk.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ due_date: null, return_condition: null, return_signature: null });
    expect(detail.body.return_items).toEqual([expect.objectContaining({ id: items[0]!.record.id, return_condition: null })]);
  });
});

describe('batch return (POST /field-equipment/returns)', () => {
  it('returns several items of one worker together: one group, one document, Hasarlı to Arızalı, the others to Müsait', async () => {
    const { items } = await handOvers(3);
    const res = await returnBatch(clerk.token, {
      items: [
        { id: items[0]!.record.id, condition: 'intact' },
        { id: items[1]!.record.id, condition: 'damaged', note: 'Kasa ezik' },
        { id: items[2]!.record.id, condition: 'missing_parts', note: 'Kapak yok' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.items.map((i) => [i.id, i.equipment_status, i.fault_opened])).toEqual([
      [items[0]!.record.id, 'available', false],
      [items[1]!.record.id, 'broken', true],
      [items[2]!.record.id, 'available', false],
    ]);
    expect(await equipmentStatus(items[1]!.item.id)).toBe('broken');
    expect((await faultsOf(items[1]!.item.id))[0]?.issue).toBe('Kasa ezik');

    const detail = await t.request<{
      return_batch_id: string;
      return_signature: string;
      returned_by_user: { signature: string | null };
      return_items: Array<{ id: string; return_condition: string; return_note: string | null; return_fault_id: string | null }>;
    }>('GET', `/field-equipment/${items[2]!.record.id}`, { token: clerk.token });
    expect(detail.body.return_batch_id).toBe(res.body.return_batch_id);
    expect(detail.body.return_signature).toBe(WORKER_SIGNATURE);
    expect(detail.body.returned_by_user.signature).toBe(PNG_DATA_URL);
    expect(detail.body.return_items).toHaveLength(3);
    expect(detail.body.return_items.find((i) => i.id === items[1]!.record.id)).toMatchObject({
      return_condition: 'damaged',
      return_note: 'Kasa ezik',
      return_fault_id: res.body.items[1]!.fault_id,
    });
  });

  it('is all or nothing: one item already returned refuses the whole batch with 409 naming it, and nothing changes', async () => {
    const { warehouse, items } = await handOvers(3);
    expect((await t.request('PUT', `/field-equipment/${items[2]!.record.id}/return`, { token: clerk.token })).status).toBe(200);
    const res = await returnBatch(clerk.token, {
      items: items.map((i, n) =>
        n === 0 ? { id: i.record.id, condition: 'damaged', note: 'Kırık' } : { id: i.record.id, condition: 'intact' },
      ),
    });
    expect(res.status).toBe(409);
    // It names the item and where it is now (docs/field-handover.md).
    const returnedAt = (await recordRow(items[2]!.record.id)).returned_at!;
    expect(res.body.error).toBe(
      `${items[2]!.item.serial_number} seri numaralı ekipman zaten iade alınmış. Şu anda: ${warehouse.name}, Müsait, ${sinceDay(returnedAt)}.`,
    );
    for (const { item, record } of items.slice(0, 2)) {
      expect((await recordRow(record.id)).status).toBe('active');
      expect(await equipmentStatus(item.id)).toBe('in_field');
      expect(await faultsOf(item.id)).toHaveLength(0);
    }
  });

  it('a fault that cannot be opened rolls back the returns already made in the same batch', async () => {
    const { items } = await handOvers(2);
    // An item that a fault cannot be reported for (DESIGN.md §3): the report refuses it.
    await t.database.db.update(s.equipment).set({ status: 'in_transfer' }).where(eq(s.equipment.id, items[1]!.item.id));
    const res = await returnBatch(clerk.token, {
      items: [
        { id: items[0]!.record.id, condition: 'damaged', note: 'Çizik' },
        { id: items[1]!.record.id, condition: 'damaged', note: 'Kırık' },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`${items[1]!.item.serial_number} seri numaralı ekipman şu anda Transferde durumunda.`);
    expect((await recordRow(items[0]!.record.id)).status).toBe('active');
    expect(await equipmentStatus(items[0]!.item.id)).toBe('in_field');
    expect(await faultsOf(items[0]!.item.id)).toHaveLength(0);
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'field_equipment'), eq(s.auditLog.entity_id, items[0]!.record.id), eq(s.auditLog.action, 'return')));
    expect(audits).toHaveLength(0);
  });

  it('items of two workers cannot be returned together', async () => {
    const a = await handOvers(1);
    const b = await handOvers(1);
    const res = await returnBatch(clerk.token, {
      items: [
        { id: a.items[0]!.record.id, condition: 'intact' },
        { id: b.items[0]!.record.id, condition: 'intact' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Birlikte iade alınan ekipmanlar aynı işçiye ait olmalıdır.');
    expect((await recordRow(a.items[0]!.record.id)).status).toBe('active');
  });

  it('validates the body with Turkish messages', async () => {
    const { items } = await handOvers(1);
    const id = items[0]!.record.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [] }, 'Lütfen en az bir ekipman seçin.'],
      [{ items: [{ id }] }, 'Lütfen ekipmanın durumunu seçin.'],
      [{ items: [{ id, condition: 'intact' }], signature: '' }, 'Lütfen işçinin imzasını alın.'],
      [{ items: [{ id, condition: 'intact' }], signature: null }, 'Lütfen işçinin imzasını alın.'],
      [
        {
          items: [
            { id, condition: 'intact' },
            { id: id.toUpperCase(), condition: 'intact' },
          ],
        },
        'Aynı kayıt iadede iki kez seçilmiş.',
      ],
      [{ items: [{ id, condition: 'intact', note: 'x'.repeat(1001) }] }, 'En fazla 1000 karakter girilebilir.'],
    ];
    for (const [body, message] of cases) {
      const res = await returnBatch(clerk.token, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await recordRow(id)).status).toBe('active');
  });

  it('a replay with the same Idempotency-Key answers the first answer and opens no second fault', async () => {
    const { items } = await handOvers(2);
    const key = randomUUID();
    const body = {
      items: [
        { id: items[0]!.record.id, condition: 'damaged', note: 'Su aldı' },
        { id: items[1]!.record.id, condition: 'intact' },
      ],
    };
    const first = await returnBatch(clerk.token, body, { 'Idempotency-Key': key });
    const replay = await returnBatch(clerk.token, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await faultsOf(items[0]!.item.id)).toHaveLength(1);
  });

  it('overlapping batches in parallel: exactly one wins, no deadlock, every item returned once', async () => {
    const { items } = await handOvers(3);
    const ids = items.map((i) => i.record.id);
    const batches = [
      [ids[0], ids[1], ids[2]].map((id) => ({ id: id!, condition: 'intact' as const })),
      [ids[2], ids[1], ids[0]].map((id) => ({ id: id!, condition: 'intact' as const })),
      [ids[1], ids[0]].map((id) => ({ id: id!, condition: 'damaged' as const, note: 'Ezik' })),
    ];
    const answers = await Promise.all(batches.map((items) => returnBatch(clerk.token, { items })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    // Whichever batch won (the two-item one may), its items are returned once and the others not at all.
    const won = new Set(batches[answers.findIndex((a) => a.status === 201)]!.map((line) => line.id));
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'field_equipment'), eq(s.auditLog.action, 'return')));
    for (const id of ids) expect(audits.filter((a) => a.entity_id === id)).toHaveLength(won.has(id!) ? 1 : 0);
    for (const id of ids) expect((await recordRow(id!)).status).toBe(won.has(id!) ? 'returned' : 'active');
  });

  it('a user limited to other warehouses gets 404 and changes nothing', async () => {
    const { items } = await handOvers(1);
    const other = await createWarehouse(t);
    const scoped = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [other.id] });
    const res = await returnBatch(scoped.token, { items: [{ id: items[0]!.record.id, condition: 'intact' }] });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Sahada ekipman kaydı bulunamadı.');
    expect((await recordRow(items[0]!.record.id)).status).toBe('active');
  });
});
