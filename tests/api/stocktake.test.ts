// Stocktake over HTTP: sessions and their frozen expected set, reads (idempotent, several counters,
// refused), closing rules and immutability after close, settling through the transfer and fault
// rules, warehouse scope and the permission.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createCategory,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  type TestUser,
} from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let adminId: string;
let counterA: TestUser;
let counterB: TestUser;
const admin = () => ({ token: t.adminToken });

beforeAll(async () => {
  t = await startTestServer();
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', admin())).body.id;
  counterA = await createUserWithPermissions(t, ['manage_stocktake'], { firstName: 'Sayan', lastName: 'Bir' });
  counterB = await createUserWithPermissions(t, ['manage_stocktake'], { firstName: 'Sayan', lastName: 'İki' });
});
afterAll(async () => {
  await t?.close();
});

function start(warehouseId: string, token = t.adminToken, extra: Row = {}) {
  return t.request<Row>('POST', '/stocktakes', { token, body: { warehouse_id: warehouseId, ...extra } });
}
function read(sessionId: string, serial: string, token = t.adminToken, options: { id?: string; key?: string; countedAt?: string } = {}) {
  const id = options.id ?? randomUUID();
  return t.request<Row>('POST', `/stocktakes/${sessionId}/reads`, {
    token,
    body: { id, serial_number: serial, source: 'manual', counted_at: options.countedAt ?? new Date().toISOString() },
    headers: { 'Idempotency-Key': options.key ?? id },
  });
}
/** The result as the app reads it. */
const result = (sessionId: string, token = t.adminToken) => t.request<Row>('GET', `/stocktakes/${sessionId}/result`, { token });
const close = (sessionId: string, token = t.adminToken) => t.request<Row>('POST', `/stocktakes/${sessionId}/close`, { token, body: {} });
const settle = (sessionId: string, body: Row, token = t.adminToken) =>
  t.request<Row>('POST', `/stocktakes/${sessionId}/settle`, { token, body });
const outcomeOf = (res: { body: Row }, serial: string) => (res.body.rows as Row[]).find((r) => r.serial_number === serial)?.outcome;

/** A warehouse with two items on the shelf, one broken, one in the field and one in transfer. */
async function stockedWarehouse() {
  const wh = await createWarehouse(t, { name: `Sayım Deposu ${randomUUID().slice(0, 6)}` });
  const other = await createWarehouse(t, { name: `Diğer Depo ${randomUUID().slice(0, 6)}` });
  const a = await createEquipment(t, { warehouse_id: wh.id, model: 'Matkap' });
  const b = await createEquipment(t, { warehouse_id: wh.id, model: 'Jeneratör' });
  const broken = await createEquipment(t, { warehouse_id: wh.id, status: 'broken' });
  const inField = await createEquipment(t, { warehouse_id: wh.id, status: 'in_field' });
  const worker = await createWorker(t, { first_name: 'Veli', last_name: 'Saha' });
  await t.database.db.insert(s.fieldEquipment).values({
    batch_id: randomUUID(),
    equipment_id: inField.id,
    worker_id: worker.id,
    warehouse_id: wh.id,
    signature: PNG_DATA_URL,
    issued_by: adminId,
  });
  const inTransfer = await createEquipment(t, { warehouse_id: wh.id, status: 'in_transfer' });
  await t.database.db
    .insert(s.transfers)
    .values({ equipment_id: inTransfer.id, from_warehouse_id: wh.id, to_warehouse_id: other.id, issuer_id: adminId, assigned_to: adminId });
  const scrapped = await createEquipment(t, { warehouse_id: wh.id, status: 'scrapped' });
  const misplaced = await createEquipment(t, { warehouse_id: other.id, model: 'Kompresör' });
  return { wh, other, a, b, broken, inField, inTransfer, scrapped, misplaced, worker };
}

describe('sessions', () => {
  it('freezes the expected set at start: Müsait and Arızalı expected, Sahada and Transferde apart with worker or destination', async () => {
    const w = await stockedWarehouse();
    const res = await start(w.wh.id, t.adminToken, { note: 'Yıl sonu sayımı' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'open',
      warehouse_id: w.wh.id,
      warehouse_name: w.wh.name,
      note: 'Yıl sonu sayımı',
      expected_count: 3,
      read_count: 0,
    });
    const items = await t.request<Row[]>('GET', `/stocktakes/${res.body.id}/items`, admin());
    const bySerial = new Map(items.body.map((i) => [i.serial_number, i]));
    expect(bySerial.get(w.a.serial_number)).toMatchObject({ kind: 'expected', status: 'available', model: 'Matkap' });
    expect(bySerial.get(w.broken.serial_number)).toMatchObject({ kind: 'expected', status: 'broken' });
    expect(bySerial.get(w.inField.serial_number)).toMatchObject({ kind: 'away', holder: 'Veli Saha' });
    expect(bySerial.get(w.inTransfer.serial_number)).toMatchObject({ kind: 'away', holder: w.other.name });
    expect(bySerial.has(w.scrapped.serial_number)).toBe(false);
    expect(bySerial.has(w.misplaced.serial_number)).toBe(false);

    // Frozen: an item added after the start is not expected.
    const late = await createEquipment(t, { warehouse_id: w.wh.id });
    const after = await t.request<Row[]>('GET', `/stocktakes/${res.body.id}/items`, admin());
    expect(after.body.some((i) => i.serial_number === late.serial_number)).toBe(false);
    await read(res.body.id, late.serial_number);
    expect(outcomeOf(await result(res.body.id), late.serial_number)).toBe('out_of_scope');

    const audit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'stocktake_sessions'), eq(s.auditLog.entity_id, res.body.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('narrows to categories, and allows one open session per warehouse', async () => {
    const wh = await createWarehouse(t);
    const tools = await createCategory(t, `Aletler ${randomUUID().slice(0, 6)}`);
    const inTools = await createEquipment(t, { warehouse_id: wh.id, category_id: tools.id });
    await createEquipment(t, { warehouse_id: wh.id });
    const res = await start(wh.id, t.adminToken, { category_ids: [tools.id] });
    expect(res.status).toBe(201);
    expect(res.body.categories).toEqual([{ id: tools.id, name: tools.name }]);
    expect(res.body.expected_count).toBe(1);
    const items = await t.request<Row[]>('GET', `/stocktakes/${res.body.id}/items`, admin());
    expect(items.body.map((i) => i.serial_number)).toEqual([inTools.serial_number]);

    const second = await start(wh.id);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('Bu depoda devam eden bir sayım var. Önce onu kapatın.');
    expect(second.body.session_id).toBe(res.body.id);
  });

  it('refuses bad input with Turkish messages', async () => {
    expect((await t.request<Row>('POST', '/stocktakes', { ...admin(), body: {} })).body.error).toBe('Depo seçimi zorunludur');
    const unknownWarehouse = await start(randomUUID());
    expect(unknownWarehouse.status).toBe(404);
    const wh = await createWarehouse(t);
    const badCategory = await start(wh.id, t.adminToken, { category_ids: [randomUUID()] });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error).toBe('Kategori bulunamadı.');
    expect((await start(wh.id, t.adminToken, { category_ids: ['x'] })).status).toBe(400);
  });

  it('lists sessions with filters', async () => {
    const w = await stockedWarehouse();
    const open = await start(w.wh.id);
    const otherSession = await start(w.other.id);
    await close(otherSession.body.id);
    const byWarehouse = await t.request<Row[]>('GET', `/stocktakes?warehouse_id=${w.wh.id}`, admin());
    expect(byWarehouse.body.map((r) => r.id)).toEqual([open.body.id]);
    const closed = await t.request<Row[]>('GET', '/stocktakes?status=closed', admin());
    expect(closed.body.some((r) => r.id === otherSession.body.id)).toBe(true);
    expect(closed.body.some((r) => r.id === open.body.id)).toBe(false);
    // The filter's days are Istanbul's: after 21:00 UTC it is already tomorrow there.
    const today = warehouseToday();
    const future = await t.request<Row[]>('GET', `/stocktakes?from=2999-01-01`, admin());
    expect(future.body).toEqual([]);
    const recent = await t.request<Row[]>('GET', `/stocktakes?from=2000-01-01&to=${today}`, admin());
    expect(recent.body.some((r) => r.id === open.body.id)).toBe(true);
    expect((await t.request<Row>('GET', '/stocktakes?status=bilinmiyor', admin())).status).toBe(400);
    expect((await t.request<Row>('GET', '/stocktakes?from=dün', admin())).status).toBe(400);
  });
});

describe('reads', () => {
  it('are idempotent: the same key or the same read id answers with the stored read', async () => {
    const w = await stockedWarehouse();
    const session = (await start(w.wh.id)).body;
    const id = randomUUID();
    const countedAt = new Date().toISOString();
    const first = await read(session.id, w.a.serial_number, t.adminToken, { id, countedAt });
    expect(first.status).toBe(201);
    const replay = await read(session.id, w.a.serial_number, t.adminToken, { id, countedAt });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    // A user's retry after a refusal sends the same read with a new key: still one read.
    const retried = await read(session.id, w.a.serial_number, t.adminToken, { id, key: randomUUID(), countedAt });
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(first.body.id);
    const reads = await t.request<Row[]>('GET', `/stocktakes/${session.id}/reads`, admin());
    expect(reads.body).toHaveLength(1);
  });

  it('come from several counters, each attributed, and a serial read twice counts once', async () => {
    const w = await stockedWarehouse();
    const session = (await start(w.wh.id, counterA.token)).body;
    expect((await read(session.id, w.a.serial_number, counterA.token)).status).toBe(201);
    expect((await read(session.id, w.b.serial_number, counterB.token)).status).toBe(201);
    expect((await read(session.id, w.a.serial_number, counterB.token)).status).toBe(201);
    const reads = await t.request<Row[]>('GET', `/stocktakes/${session.id}/reads`, { token: counterB.token });
    expect(reads.body).toHaveLength(3);
    expect(new Set(reads.body.map((r) => r.counted_by_user.id))).toEqual(new Set([counterA.id, counterB.id]));
    const res = await result(session.id);
    expect(res.body.counters).toMatchObject({ expected: 3, found: 2, missing: 1, reads: 3 });
    const rowA = (res.body.rows as Row[]).find((r) => r.serial_number === w.a.serial_number)!;
    expect(rowA).toMatchObject({ outcome: 'found', read_count: 2, counted_by_name: 'Sayan Bir' });
    const summary = await t.request<Row>('GET', `/stocktakes/${session.id}`, admin());
    expect(summary.body.counters_users).toHaveLength(2);
  });

  it('are refused with a reason: bad body 400, unknown session 404; after the close they are kept as late', async () => {
    const w = await stockedWarehouse();
    const session = (await start(w.wh.id)).body;
    const empty = await read(session.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Seri numarası zorunludur');
    const badId = await t.request<Row>('POST', `/stocktakes/${session.id}/reads`, { ...admin(), body: { id: 'abc', serial_number: 'X' } });
    expect(badId.status).toBe(400);
    expect((await read(randomUUID(), 'X')).status).toBe(404);
    const kept = randomUUID();
    await read(session.id, w.a.serial_number, t.adminToken, { id: kept });
    expect((await close(session.id)).status).toBe(200);
    const late = await read(session.id, w.b.serial_number);
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ serial_number: w.b.serial_number, late: true, decision: null });
    // A replay of a read that landed before the close still answers with it.
    expect((await read(session.id, w.a.serial_number, t.adminToken, { id: kept, key: randomUUID() })).status).toBe(200);
  });
});

describe('result and closing', () => {
  it('sorts every read: found, missing, elsewhere (with that warehouse), off the shelf, unknown', async () => {
    const w = await stockedWarehouse();
    const session = (await start(w.wh.id)).body;
    for (const serial of [
      w.a.serial_number,
      w.broken.serial_number,
      w.misplaced.serial_number,
      w.inField.serial_number,
      w.scrapped.serial_number,
      'YOK-123',
    ]) {
      expect((await read(session.id, serial)).status).toBe(201);
    }
    const live = await result(session.id);
    expect(live.body.counters).toMatchObject({ expected: 3, found: 2, missing: 1, elsewhere: 1, not_on_shelf: 2, unknown: 1, reads: 6 });
    // Each row names its fields, all of them; the answer is compressed on the wire.
    const wire = await fetch(`${t.url}/api/stocktakes/${session.id}/result`, {
      headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': 'gzip' },
    });
    expect(wire.headers.get('content-encoding')).toBe('gzip');
    const unknownRow = ((await wire.json()) as { rows: Row[] }).rows.find((r) => r.serial_number === 'YOK-123')!;
    expect(Object.keys(unknownRow).sort()).toEqual(
      [
        'serial_number',
        'outcome',
        'equipment_id',
        'model',
        'brand_name',
        'category_name',
        'status',
        'warehouse_id',
        'warehouse_name',
        'holder',
        'read_count',
        'first_counted_at',
        'counted_by_name',
        'check_state',
      ].sort(),
    );
    expect(unknownRow).toMatchObject({ serial_number: 'YOK-123', outcome: 'unknown', equipment_id: null, read_count: 1 });
    // The differences alone (the screen's first answer): no found row, the counters whole.
    const differences = await t.request<{ rows: Row[]; counters: Row }>(
      'GET',
      `/stocktakes/${session.id}/result?rows=differences`,
      admin(),
    );
    expect(differences.body.rows.map((r) => r.outcome).sort()).toEqual(['elsewhere', 'missing', 'not_on_shelf', 'not_on_shelf', 'unknown']);
    expect(differences.body.counters).toEqual(live.body.counters);
    expect((await t.request<Row>('GET', `/stocktakes/${session.id}/result?rows=hepsi`, admin())).body.error).toBe('Geçersiz satır seçimi.');
    expect(outcomeOf(live, w.b.serial_number)).toBe('missing');
    const elsewhere = (live.body.rows as Row[]).find((r) => r.serial_number === w.misplaced.serial_number)!;
    expect(elsewhere).toMatchObject({ outcome: 'elsewhere', warehouse_id: w.other.id, warehouse_name: w.other.name, model: 'Kompresör' });
    expect((live.body.rows as Row[]).find((r) => r.serial_number === w.inField.serial_number)).toMatchObject({
      outcome: 'not_on_shelf',
      holder: 'Veli Saha',
    });
    expect(live.body.away.map((r: Row) => r.serial_number).sort()).toEqual([w.inField.serial_number, w.inTransfer.serial_number].sort());

    const closed = await close(session.id);
    expect(closed.status).toBe(200);
    const closedDifferences = await t.request<{ rows: Row[] }>('GET', `/stocktakes/${session.id}/result?rows=differences`, admin());
    expect(closedDifferences.body.rows.some((r) => r.outcome === 'found')).toBe(false);
    expect(closedDifferences.body.rows).toHaveLength(5);
    expect(closed.body).toMatchObject({ status: 'closed', closed_by_user: { id: adminId } });
    expect(closed.body.counters).toMatchObject({ found: 2, missing: 1, elsewhere: 1 });
    expect((await close(session.id)).status).toBe(409);
  });

  it('a closed session is immutable: later changes to the books do not rewrite it', async () => {
    const w = await stockedWarehouse();
    const session = (await start(w.wh.id)).body;
    await read(session.id, w.a.serial_number);
    await read(session.id, w.misplaced.serial_number);
    await close(session.id);
    const before = await result(session.id);
    // The books change afterwards: an item renamed, moved, one deleted, a warehouse renamed.
    await t.database.db.update(s.equipment).set({ model: 'Yeni Model', warehouse_id: w.wh.id }).where(eq(s.equipment.id, w.misplaced.id));
    await t.database.db.delete(s.equipment).where(eq(s.equipment.id, w.b.id));
    await t.database.db.update(s.warehouses).set({ name: 'Yeni Ad' }).where(eq(s.warehouses.id, w.wh.id));
    const after = await result(session.id);
    expect(after.body.rows).toEqual(before.body.rows);
    expect(after.body.counters).toEqual(before.body.counters);
    expect(after.body.session.warehouse_name).toBe(w.wh.name);
    expect((after.body.rows as Row[]).find((r) => r.serial_number === w.b.serial_number)).toMatchObject({
      outcome: 'missing',
      model: w.b.model,
    });
  });

  it('keeps scope: a session of another warehouse is 404 everywhere', async () => {
    const w = await stockedWarehouse();
    const mine = await createWarehouse(t);
    const scoped = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [mine.id] });
    const session = (await start(w.wh.id)).body;
    expect((await start(w.wh.id, scoped.token)).status).toBe(404);
    for (const path of ['', '/items', '/reads', '/result']) {
      expect((await t.request('GET', `/stocktakes/${session.id}${path}`, { token: scoped.token })).status).toBe(404);
    }
    expect((await read(session.id, w.a.serial_number, scoped.token)).status).toBe(404);
    expect((await close(session.id, scoped.token)).status).toBe(404);
    expect((await settle(session.id, { action: 'note', serial_numbers: [w.b.serial_number], note: 'x' }, scoped.token)).status).toBe(404);
    const list = await t.request<Row[]>('GET', '/stocktakes', { token: scoped.token });
    expect(list.body.some((r) => r.id === session.id)).toBe(false);
    const overview = await t.request<Row[]>('GET', '/stocktakes/overview', { token: scoped.token });
    expect(overview.body.map((r) => r.warehouse_id)).toEqual([mine.id]);
  });

  it('needs manage_stocktake', async () => {
    const other = await createUserWithPermissions(t, ['view_warehouses', 'view_equipment', 'create_transfer']);
    const wh = await createWarehouse(t);
    expect((await start(wh.id, other.token)).status).toBe(403);
    expect((await t.request('GET', '/stocktakes', { token: other.token })).status).toBe(403);
    const me = await t.request<Row>('GET', '/auth/me', admin());
    expect(JSON.stringify(me.body)).toContain('manage_stocktake');
  });
});

describe('settling', () => {
  it('starts a transfer into this warehouse, reports a fault, notes a missing item — through the normal rules', async () => {
    const w = await stockedWarehouse();
    const session = (await start(w.wh.id)).body;
    await read(session.id, w.a.serial_number);
    await read(session.id, w.misplaced.serial_number);
    await read(session.id, w.broken.serial_number);
    expect((await settle(session.id, { action: 'note', serial_numbers: [w.b.serial_number], note: 'x' })).body.error).toBe(
      'Farklar sayım kapatıldıktan sonra giderilebilir.',
    );
    await close(session.id);

    const transfer = await settle(session.id, { action: 'transfer', serial_numbers: [w.misplaced.serial_number] });
    expect(transfer.status).toBe(200);
    const transferId = transfer.body.done[0].transfer_id as string;
    const [tr] = await t.database.db.select().from(s.transfers).where(eq(s.transfers.id, transferId));
    expect(tr).toMatchObject({ from_warehouse_id: w.other.id, to_warehouse_id: w.wh.id, status: 'in_transit', issuer_id: adminId });
    const [moved] = await t.database.db.select().from(s.equipment).where(eq(s.equipment.id, w.misplaced.id));
    expect(moved!.status).toBe('in_transfer');
    // Again: the transfer has started; it is not started twice.
    const again = await settle(session.id, { action: 'transfer', serial_numbers: [w.misplaced.serial_number] });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`${w.misplaced.serial_number}: bu depoya transfer zaten başlatıldı.`);

    const fault = await settle(session.id, { action: 'fault', serial_numbers: [w.a.serial_number], note: 'Kablosu kopuk' });
    expect(fault.status).toBe(200);
    const [report] = await t.database.db.select().from(s.brokenEquipment).where(eq(s.brokenEquipment.id, fault.body.done[0].fault_id));
    expect(report).toMatchObject({ issue: 'Kablosu kopuk', status: 'pending', warehouse_id: w.wh.id });
    // Already Arızalı: refused by the fault rules.
    const brokenAgain = await settle(session.id, { action: 'fault', serial_numbers: [w.broken.serial_number], note: 'Yine' });
    expect(brokenAgain.status).toBe(409);

    expect((await settle(session.id, { action: 'transfer', serial_numbers: [w.b.serial_number] })).status).toBe(409);
    const noteless = await settle(session.id, { action: 'note', serial_numbers: [w.b.serial_number] });
    expect(noteless.status).toBe(400);
    expect(noteless.body.error).toBe('Lütfen bir açıklama yazın.');

    // In bulk: one row settled, one refused, both reported.
    const bulk = await settle(session.id, {
      action: 'note',
      serial_numbers: [w.b.serial_number, 'YOK-999'],
      note: 'Rafta yok, araştırılıyor',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.done.map((d: Row) => d.serial_number)).toEqual([w.b.serial_number]);
    expect(bulk.body.failed).toHaveLength(1);

    const res = await result(session.id);
    expect(res.body.settlements.map((x: Row) => [x.serial_number, x.action])).toEqual([
      [w.misplaced.serial_number, 'transfer'],
      [w.a.serial_number, 'fault'],
      [w.b.serial_number, 'note'],
    ]);
    const audit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'stocktake_sessions'), eq(s.auditLog.entity_id, session.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['close', 'create', 'settle', 'settle', 'settle']);
    const transferAudit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'transfers'), eq(s.auditLog.entity_id, transferId)));
    expect(transferAudit).toHaveLength(1);
  });

  it('refuses a transfer from a warehouse outside the user scope with 409 (never 403)', async () => {
    const w = await stockedWarehouse();
    const scoped = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [w.wh.id] });
    const session = (await start(w.wh.id, scoped.token)).body;
    await read(session.id, w.misplaced.serial_number, scoped.token);
    await close(session.id, scoped.token);
    const res = await settle(session.id, { action: 'transfer', serial_numbers: [w.misplaced.serial_number] }, scoped.token);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/işlem yetkiniz yok/);
  });
});

describe('overview', () => {
  it('shows the last closed count per warehouse and the open one', async () => {
    const w = await stockedWarehouse();
    const first = (await start(w.wh.id)).body;
    await read(first.id, w.a.serial_number);
    const closing = Date.now();
    await close(first.id);
    const closed = Date.now();
    const second = (await start(w.wh.id)).body;
    const overview = await t.request<Row[]>('GET', '/stocktakes/overview', admin());
    const row = overview.body.find((r) => r.warehouse_id === w.wh.id)!;
    expect(row).toMatchObject({ last_session_id: first.id, open_session_id: second.id });
    expect(row.last_counters).toMatchObject({ found: 1, missing: 2 });
    expect(Date.parse(row.last_closed_at)).toBeGreaterThanOrEqual(closing);
    expect(Date.parse(row.last_closed_at)).toBeLessThanOrEqual(closed);
  });
});

describe('migration 0007', () => {
  it('grants manage_stocktake to roles holding every other permission, and to no other role', async () => {
    const db = t.database.db;
    const perms = await db.select().from(s.permissions);
    const stocktake = perms.find((p) => p.name === 'manage_stocktake')!;
    const others = perms.filter((p) => p.name !== 'manage_stocktake');
    const [full] = await db
      .insert(s.roles)
      .values({ name: `Tam Yetkili ${randomUUID().slice(0, 6)}` })
      .returning();
    const [partial] = await db
      .insert(s.roles)
      .values({ name: `Kısmi ${randomUUID().slice(0, 6)}` })
      .returning();
    await db.insert(s.rolePermissions).values(others.map((p) => ({ role_id: full!.id, permission_id: p.id })));
    await db.insert(s.rolePermissions).values(others.slice(1).map((p) => ({ role_id: partial!.id, permission_id: p.id })));
    // The migration's statements, as an existing database runs them.
    const { readFileSync } = await import('node:fs');
    const statements = readFileSync('src/server/db/migrations/0007_stocktake.sql', 'utf8')
      .split('--> statement-breakpoint')
      .map((x) => x.trim())
      .filter((x) => /^INSERT INTO "(permissions|role_permissions)"/.test(x));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const held = async (roleId: string) =>
      (
        await db
          .select()
          .from(s.rolePermissions)
          .where(and(eq(s.rolePermissions.role_id, roleId), eq(s.rolePermissions.permission_id, stocktake.id)))
      ).length;
    expect(await held(full!.id)).toBe(1);
    expect(await held(partial!.id)).toBe(0);
  });
});
