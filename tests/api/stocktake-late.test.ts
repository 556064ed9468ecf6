// Stocktake over HTTP, round 2: a read that arrives after the close is kept and waits for a person
// (taken into the result, or left out) and blocks settling its row until then; each count screen
// reports its device, and the close can name the devices that went quiet; reads are listed as a
// delta for a device that already holds most of them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import * as st from '@server/db/stocktake-schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse, type TestUser } from '../helpers/fixtures';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let ayse: TestUser;
let ali: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  ayse = await createUserWithPermissions(t, ['manage_stocktake'], { firstName: 'Ayşe', lastName: 'Demir' });
  ali = await createUserWithPermissions(t, ['manage_stocktake'], { firstName: 'Ali', lastName: 'Kaya' });
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: Row, token = t.adminToken) => t.request<Row>('POST', path, { token, body });
const get = <T = Row>(path: string, token = t.adminToken) => t.request<T>('GET', path, { token });
/** The result as the app reads it. */
const resultOf = (sid: string) => get(`/stocktakes/${sid}/result`);

function read(sessionId: string, serial: string, token = t.adminToken, extra: Row = {}) {
  const id = (extra.id as string | undefined) ?? randomUUID();
  return t.request<Row>('POST', `/stocktakes/${sessionId}/reads`, {
    token,
    body: { id, serial_number: serial, source: 'wedge', counted_at: new Date().toISOString(), ...extra },
    headers: { 'Idempotency-Key': id },
  });
}

async function countWithItems() {
  const wh = await createWarehouse(t, { name: `Sayım ${randomUUID().slice(0, 6)}` });
  const other = await createWarehouse(t, { name: `Şube ${randomUUID().slice(0, 6)}` });
  const a = await createEquipment(t, { warehouse_id: wh.id });
  const b = await createEquipment(t, { warehouse_id: wh.id });
  const c = await createEquipment(t, { warehouse_id: wh.id });
  const misplaced = await createEquipment(t, { warehouse_id: other.id });
  const session = (await post('/stocktakes', { warehouse_id: wh.id })).body;
  return { wh, other, a, b, c, misplaced, session };
}

describe('a read that arrives after the close', () => {
  it('is kept, shown apart, and counts only once a person takes it in', async () => {
    const w = await countWithItems();
    const sid = w.session.id as string;
    await read(sid, w.a.serial_number, ayse.token);
    await read(sid, w.misplaced.serial_number, ayse.token);
    expect((await post(`/stocktakes/${sid}/close`, {})).status).toBe(200);

    // Ali's offline tablet comes back: B (missing at close), the misplaced item again, an unknown serial.
    const countedB = new Date(Date.now() - 60_000).toISOString();
    const lateB = await read(sid, w.b.serial_number, ali.token, { counted_at: countedB });
    expect(lateB.status).toBe(201);
    expect(lateB.body).toMatchObject({ late: true, decision: null });
    const lateMisplaced = await read(sid, w.misplaced.serial_number, ali.token);
    const lateUnknown = await read(sid, 'YOK-55', ali.token);
    const lateC = await read(sid, w.c.serial_number, ali.token);
    // A replay answers with the same read.
    const replay = await read(sid, w.b.serial_number, ali.token, { id: lateB.body.client_id, counted_at: countedB });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(lateB.body.id);

    let result = await resultOf(sid);
    expect(result.body.counters).toMatchObject({ found: 1, missing: 2, elsewhere: 1, reads: 2 });
    expect(result.body.session.late_pending).toBe(4);
    const late = new Map((result.body.late_reads as Row[]).map((r) => [r.serial_number, r]));
    expect(late.get(w.b.serial_number)).toMatchObject({ outcome: 'found', decision: null, counted_by_user: { id: ali.id } });
    expect(late.get(w.misplaced.serial_number)).toMatchObject({ outcome: 'elsewhere', warehouse_name: w.other.name });
    expect(late.get('YOK-55')).toMatchObject({ outcome: 'unknown' });

    // Settling a row whose late read waits is refused until someone decides.
    const early = await post(`/stocktakes/${sid}/settle`, { action: 'note', serial_numbers: [w.b.serial_number], note: 'Rafta yok' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(`${w.b.serial_number}: önce kapanıştan sonra gelen okuması için karar verin.`);

    // Taken in: B becomes found; the misplaced row keeps what it said, with one more read; the unknown gets its row.
    const taken = await post(`/stocktakes/${sid}/late-reads`, {
      decision: 'taken',
      read_ids: [lateB.body.id, lateMisplaced.body.id, lateUnknown.body.id],
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ decided: 3 });
    result = await resultOf(sid);
    const rows = new Map((result.body.rows as Row[]).map((r) => [r.serial_number, r]));
    expect(rows.get(w.b.serial_number)).toMatchObject({ outcome: 'found', read_count: 1, counted_by_name: 'Ali Kaya' });
    expect(rows.get(w.misplaced.serial_number)).toMatchObject({ outcome: 'elsewhere', read_count: 2, counted_by_name: 'Ayşe Demir' });
    expect(rows.get('YOK-55')).toMatchObject({ outcome: 'unknown', read_count: 1 });
    expect(result.body.counters).toMatchObject({ found: 2, missing: 1, elsewhere: 1, unknown: 1, reads: 5 });
    expect(result.body.session.counters).toMatchObject({ found: 2, missing: 1 });
    expect(result.body.session.late_pending).toBe(1);
    expect((result.body.late_reads as Row[]).find((r) => r.serial_number === w.b.serial_number)).toMatchObject({
      decision: 'taken',
      decided_by_user: { first_name: expect.any(String) },
    });

    // Each read is decided once.
    const twice = await post(`/stocktakes/${sid}/late-reads`, { decision: 'left_out', read_ids: [lateB.body.id] });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Seçilen okumalar için zaten karar verilmiş.');

    // Left out: on record, counted nowhere; its row can be settled.
    expect((await post(`/stocktakes/${sid}/late-reads`, { decision: 'left_out', read_ids: [lateC.body.id] })).status).toBe(200);
    result = await resultOf(sid);
    expect(result.body.counters).toMatchObject({ found: 2, missing: 1, reads: 5 });
    expect((result.body.rows as Row[]).find((r) => r.serial_number === w.c.serial_number)).toMatchObject({ outcome: 'missing' });
    expect((result.body.late_reads as Row[]).find((r) => r.serial_number === w.c.serial_number)).toMatchObject({
      decision: 'left_out',
      outcome: 'found',
    });
    expect(
      (await post(`/stocktakes/${sid}/settle`, { action: 'note', serial_numbers: [w.c.serial_number], note: 'Yanlış okuma' })).status,
    ).toBe(200);

    const audit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'stocktake_sessions'), eq(s.auditLog.entity_id, sid)));
    expect(audit.map((a) => a.action).sort()).toEqual(['close', 'create', 'leave_out_late_reads', 'settle', 'take_late_reads']);
  });

  it('is decided only on a closed count, by ids of that count, with Turkish reasons', async () => {
    const w = await countWithItems();
    const sid = w.session.id as string;
    const open = await post(`/stocktakes/${sid}/late-reads`, { decision: 'taken', read_ids: [randomUUID()] });
    expect(open.status).toBe(409);
    expect(open.body.error).toBe('Sayım henüz kapatılmadı.');
    await post(`/stocktakes/${sid}/close`, {});
    expect((await post(`/stocktakes/${sid}/late-reads`, { decision: 'taken', read_ids: [] })).body.error).toBe(
      'Lütfen en az bir okuma seçin.',
    );
    expect((await post(`/stocktakes/${sid}/late-reads`, { decision: 'sil', read_ids: [randomUUID()] })).body.error).toBe(
      'Lütfen bir işlem seçin.',
    );
    expect((await post(`/stocktakes/${sid}/late-reads`, { decision: 'taken', read_ids: [randomUUID()] })).status).toBe(409);
    const scoped = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [w.other.id] });
    expect((await post(`/stocktakes/${sid}/late-reads`, { decision: 'taken', read_ids: [randomUUID()] }, scoped.token)).status).toBe(404);
  });
});

describe('devices of a count', () => {
  it('names the counters whose devices went quiet while counting, and those still holding reads', async () => {
    const w = await countWithItems();
    const sid = w.session.id as string;
    const mine = randomUUID();
    const aysesTablet = randomUUID();
    const alisTablet = randomUUID();
    const alisPhone = randomUUID();
    expect((await post(`/stocktakes/${sid}/presence`, { device_id: mine, pending: 0 })).status).toBe(204);
    await read(sid, w.a.serial_number, ayse.token, { device_id: aysesTablet });
    await post(`/stocktakes/${sid}/presence`, { device_id: alisTablet, pending: 3, last_read_at: new Date().toISOString() }, ali.token);
    await post(`/stocktakes/${sid}/presence`, { device_id: alisPhone, pending: 0, leaving: true }, ali.token);

    let devices = (await get<Row[]>(`/stocktakes/${sid}/devices?device_id=${mine}`)).body;
    expect(devices.map((d) => d.device_id).sort()).toEqual([aysesTablet, alisTablet, alisPhone].sort());
    expect(devices.every((d) => d.silent === false)).toBe(true);
    expect(devices.find((d) => d.device_id === alisTablet)).toMatchObject({
      pending: 3,
      own: false,
      user: { first_name: 'Ali', last_name: 'Kaya' },
    });

    // Two minutes without a word from any of them.
    await t.database.db
      .update(st.stocktakeDevices)
      .set({ last_seen_at: new Date(Date.now() - 120_000) })
      .where(eq(st.stocktakeDevices.session_id, sid));
    devices = (await get<Row[]>(`/stocktakes/${sid}/devices?device_id=${mine}`)).body;
    const silent = new Map(devices.map((d) => [d.device_id, d.silent]));
    expect(silent.get(aysesTablet)).toBe(true);
    expect(silent.get(alisTablet)).toBe(true);
    // Left the count screen with nothing waiting: not silent.
    expect(silent.get(alisPhone)).toBe(false);

    // Ayşe's tablet sends its read: heard from again, one read fewer waiting.
    await read(sid, w.b.serial_number, ayse.token, { device_id: aysesTablet });
    devices = (await get<Row[]>(`/stocktakes/${sid}/devices?device_id=${mine}`)).body;
    expect(devices.find((d) => d.device_id === aysesTablet)).toMatchObject({ silent: false, pending: 0 });

    // Without the asking device every device is listed; the admin's own device is `own`.
    const all = (await get<Row[]>(`/stocktakes/${sid}/devices`)).body;
    expect(all.find((d) => d.device_id === mine)).toMatchObject({ own: true });
  });

  it('refuses a bad report with a Turkish message, and keeps scope', async () => {
    const w = await countWithItems();
    const sid = w.session.id as string;
    expect((await post(`/stocktakes/${sid}/presence`, { device_id: 'tablet-1' })).body.error).toBe('Geçersiz cihaz.');
    expect((await post(`/stocktakes/${sid}/presence`, { device_id: randomUUID(), pending: -1 })).body.error).toBe('Geçersiz sayı.');
    expect((await get(`/stocktakes/${sid}/devices?device_id=x`)).status).toBe(400);
    expect((await read(sid, w.a.serial_number, t.adminToken, { device_id: 'x' })).body.error).toBe('Geçersiz cihaz.');
    const scoped = await createUserWithPermissions(t, ['manage_stocktake'], { warehouseIds: [w.other.id] });
    expect((await post(`/stocktakes/${sid}/presence`, { device_id: randomUUID() }, scoped.token)).status).toBe(404);
    expect((await get(`/stocktakes/${sid}/devices`, scoped.token)).status).toBe(404);
  });
});

describe('reads as a delta', () => {
  it('answers only reads received from a little before `since` on', async () => {
    const w = await countWithItems();
    const sid = w.session.id as string;
    await read(sid, w.a.serial_number);
    await t.database.db
      .update(st.stocktakeReads)
      .set({ received_at: new Date(Date.now() - 3_600_000) })
      .where(eq(st.stocktakeReads.session_id, sid));
    await read(sid, w.b.serial_number);
    const all = (await get<Row[]>(`/stocktakes/${sid}/reads`)).body;
    expect(all).toHaveLength(2);
    const since = new Date(Date.now() - 600_000).toISOString();
    const delta = (await get<Row[]>(`/stocktakes/${sid}/reads?since=${encodeURIComponent(since)}`)).body;
    expect(delta.map((r) => r.serial_number)).toEqual([w.b.serial_number]);
    expect((await get(`/stocktakes/${sid}/reads?since=dün`)).status).toBe(400);
  });
});
