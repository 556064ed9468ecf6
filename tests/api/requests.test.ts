// Requests from the field (issue 46 point 3, docs/planning.md "Requests") over HTTP on both
// databases: request → approval → reservation, approval of part, refusal with its reason, a clash
// that refuses the approval, warehouse scope, the requester told, and a queued request sent twice
// landing once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLines, requests } from '@server/db/requests-schema';
import { reservationLines, reservations } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { stockItems } from '@server/db/stock-schema';
import type { NotificationList } from '@shared/notifications';
import type { FieldRequest } from '@shared/requests';
import type { Reservation } from '@shared/reservations';
import { QUANTITY_INVALID } from '@shared/schemas/stock';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createBrand,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  type TestUser,
  fromToday,
} from '../helpers/fixtures';

type Answer = FieldRequest & { error?: string };
let t: TestServer;
const day = fromToday;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** A warehouse with three generators of one model and one drill, a field chief and a storekeeper limited to it. */
async function place() {
  const wh = await createWarehouse(t);
  const brand = await createBrand(t);
  const gens = [];
  for (let i = 0; i < 3; i++) gens.push(await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model: 'Jeneratör 5 kVA' }));
  const drill = await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model: 'Kırıcı' });
  const [gloves] = await t.database.db
    .insert(stockItems)
    .values({ name: 'İş Eldiveni', variant: randomUUID().slice(0, 8), kind: 'ppe', unit: 'çift' })
    .returning();
  const chief = await createUserWithPermissions(t, ['create_request'], { warehouseIds: [wh.id], firstName: 'Selim', lastName: 'Şahin' });
  const keeper = await createUserWithPermissions(t, ['approve_request'], { warehouseIds: [wh.id], firstName: 'Nur', lastName: 'Aksoy' });
  const worker = await createWorker(t, { first_name: 'Ali', last_name: 'Kaya' });
  return { wh, brand, gens, drill, gloves: gloves!, chief, keeper, worker };
}
type Place = Awaited<ReturnType<typeof place>>;

const ask = (p: Place, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.request<Answer>('POST', '/requests', {
    token: p.chief.token,
    headers,
    body: {
      warehouse_id: p.wh.id,
      worker_id: p.worker.id,
      site: 'Kartal Şantiyesi',
      start_day: day(1),
      end_day: day(3),
      note: 'Beton dökümü',
      lines: [
        { kind: 'model', brand_id: p.brand.id, model: 'Jeneratör 5 kVA', quantity: 3 },
        { kind: 'item', serial_number: p.drill.serial_number },
        { kind: 'stock', stock_item_id: p.gloves.id, quantity: 20 },
      ],
      ...extra,
    },
  });
const decide = (token: string, id: string, verb: 'approve' | 'refuse' | 'cancel', body: unknown = {}) =>
  t.request<Answer>('POST', `/requests/${id}/${verb}`, { token, body });
const bell = async (u: TestUser) => (await t.request<NotificationList>('GET', '/notifications', { token: u.token })).body;

describe('request → approval → reservation', () => {
  it('the warehouse approves in full: a reservation names the request, the requester is told and sees it approved', async () => {
    const p = await place();
    const made = await ask(p);
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('open');
    expect(made.body.lines.map((l) => l.kind)).toEqual(['model', 'item', 'stock']);
    // The storekeeper hears of it; the open list shows it.
    expect((await bell(p.keeper)).items.map((i) => i.event)).toContain('request_new');
    const open = await t.request<FieldRequest[]>('GET', '/requests', { token: p.keeper.token });
    expect(open.body.map((r) => r.id)).toContain(made.body.id);

    const approved = await decide(p.keeper.token, made.body.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.lines.map((l) => l.approved)).toEqual([3, 1, 20]);
    const reservation = await t.request<Reservation>('GET', `/reservations/${approved.body.reservation_id}`, { token: t.adminToken });
    expect(reservation.body).toMatchObject({ site: 'Kartal Şantiyesi', start_day: day(1), end_day: day(3), status: 'active' });
    expect(reservation.body.worker.id).toBe(p.worker.id);
    expect(reservation.body.lines.map((l) => [l.equipment?.id ?? l.model, l.quantity]).sort()).toEqual(
      [
        [p.drill.id, 1],
        ['Jeneratör 5 kVA', 3],
      ].sort(),
    );
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, approved.body.reservation_id!));
    expect(row!.request_id).toBe(made.body.id);

    const told = await bell(p.chief);
    expect(told.items[0]).toMatchObject({ event: 'request_decided', link: `/requests/${made.body.id}` });
    expect(told.items[0]!.body).toContain('Onaylandı');
    const mine = await t.request<FieldRequest[]>('GET', '/requests/mine', { token: p.chief.token });
    expect(mine.body.find((r) => r.id === made.body.id)?.status).toBe('approved');
    // Decided once: a second decision is refused with the state.
    const again = await decide(p.keeper.token, made.body.id, 'refuse', { reason: 'Geç kaldı' });
    expect([again.status, again.body.error]).toEqual([409, 'Bu talep Onaylandı durumunda; değiştirilemez.']);
  });

  it('approving part: fewer of a model, a line left out; the reservation holds what was given', async () => {
    const p = await place();
    const made = await ask(p);
    const [gens, drill, gloves] = made.body.lines;
    const part = await decide(p.keeper.token, made.body.id, 'approve', {
      note: 'Bir jeneratör bakımda',
      lines: [
        { id: gens!.id, approved: 2 },
        { id: gloves!.id, approved: 12.5 },
      ],
    });
    expect(part.status).toBe(200);
    expect(part.body.status).toBe('partly_approved');
    expect(part.body.decision_note).toBe('Bir jeneratör bakımda');
    expect(part.body.lines.map((l) => l.approved)).toEqual([2, 0, 12.5]);
    const lines = await t.database.db.select().from(reservationLines).where(eq(reservationLines.reservation_id, part.body.reservation_id!));
    expect(lines.map((l) => [l.equipment_id, l.model, l.quantity])).toEqual([[null, 'Jeneratör 5 kVA', 2]]);
    expect(drill!.equipment!.id).toBe(p.drill.id);
    expect((await bell(p.chief)).items[0]!.body).toContain('Kısmen Onaylandı');

    // Too many, an unknown line, nothing at all: refused with the reason, nothing written.
    const other = await ask(p, {
      lines: [{ kind: 'model', brand_id: p.brand.id, model: 'Jeneratör 5 kVA', quantity: 1 }],
      start_day: day(5),
      end_day: day(6),
    });
    const line = other.body.lines[0]!.id;
    const tooMany = await decide(p.keeper.token, other.body.id, 'approve', { lines: [{ id: line, approved: 2 }] });
    expect([tooMany.status, tooMany.body.error]).toEqual([400, 'Onaylanan miktar istenenden fazla olamaz.']);
    const unknown = await decide(p.keeper.token, other.body.id, 'approve', { lines: [{ id: randomUUID(), approved: 1 }] });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Talepte olmayan bir kalem gönderildi.']);
    const none = await decide(p.keeper.token, other.body.id, 'approve', { lines: [{ id: line, approved: 0 }] });
    expect(none.status).toBe(400);
    expect(none.body.error).toContain('talebi reddedin');
    const [still] = await t.database.db.select().from(requests).where(eq(requests.id, other.body.id));
    expect(still!.status).toBe('open');
  });

  it('a refusal needs its reason; the requester is told why', async () => {
    const p = await place();
    const made = await ask(p);
    for (const body of [{}, { reason: '   ' }]) {
      const bare = await decide(p.keeper.token, made.body.id, 'refuse', body);
      expect([bare.status, bare.body.error]).toEqual([400, 'Ret gerekçesi zorunludur']);
    }
    const refused = await decide(p.keeper.token, made.body.id, 'refuse', { reason: 'Jeneratörler o hafta başka şantiyede.' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', decision_note: 'Jeneratörler o hafta başka şantiyede.', reservation_id: null });
    const told = (await bell(p.chief)).items[0]!;
    expect(told.event).toBe('request_decided');
    expect(told.body).toContain('Gerekçe: Jeneratörler o hafta başka şantiyede.');
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.request_id, made.body.id));
    expect(rows).toHaveLength(0);
  });

  it('a clash refuses the approval with the reason and leaves the request open', async () => {
    const p = await place();
    const other = await createWorker(t, { first_name: 'Veli', last_name: 'Can' });
    const taken = await t.request('POST', '/reservations', {
      token: t.adminToken,
      body: { warehouse_id: p.wh.id, worker_id: other.id, site: 'Tuzla', start_day: day(2), end_day: day(4), equipment_ids: [p.drill.id] },
    });
    expect(taken.status).toBe(201);
    const made = await ask(p);
    const clash = await decide(p.keeper.token, made.body.id, 'approve');
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain('Veli Can adına');
    expect(clash.body.error).toContain(p.drill.serial_number);
    const after = await t.request<FieldRequest>('GET', `/requests/${made.body.id}`, { token: p.keeper.token });
    expect(after.body.status).toBe('open');
    expect(await t.database.db.select().from(reservations).where(eq(reservations.request_id, made.body.id))).toHaveLength(0);
    // Leaving the drill out, the rest goes through.
    const gens = made.body.lines[0]!;
    const part = await decide(p.keeper.token, made.body.id, 'approve', { lines: [{ id: gens.id, approved: 3 }] });
    expect([part.status, part.body.status]).toEqual([200, 'partly_approved']);
  });
});

describe('scope, cancelling, and the audit', () => {
  it('another warehouse answers 404 everywhere; only the requester cancels, and only an open request', async () => {
    const p = await place();
    const elsewhere = await createWarehouse(t);
    const outsider = await createUserWithPermissions(t, ['approve_request', 'create_request'], { warehouseIds: [elsewhere.id] });
    const made = await ask(p);
    expect((await t.request('GET', `/requests/${made.body.id}`, { token: outsider.token })).status).toBe(404);
    expect((await decide(outsider.token, made.body.id, 'approve')).status).toBe(404);
    expect((await decide(outsider.token, made.body.id, 'refuse', { reason: 'x' })).status).toBe(404);
    expect((await decide(outsider.token, made.body.id, 'cancel')).status).toBe(404);
    const list = await t.request<FieldRequest[]>('GET', '/requests', { token: outsider.token });
    expect(list.body.map((r) => r.id)).not.toContain(made.body.id);
    const asked = await t.request<Answer>('POST', '/requests', {
      token: outsider.token,
      body: {
        warehouse_id: p.wh.id,
        site: 'X',
        start_day: day(1),
        end_day: day(2),
        lines: [{ kind: 'item', serial_number: p.drill.serial_number }],
      },
    });
    expect([asked.status, asked.body.error]).toEqual([404, 'Depo bulunamadı.']);
    // Another requester of the same warehouse neither sees nor cancels it.
    const neighbour = await createUserWithPermissions(t, ['create_request'], { warehouseIds: [p.wh.id] });
    expect((await t.request('GET', `/requests/${made.body.id}`, { token: neighbour.token })).status).toBe(404);
    expect((await decide(neighbour.token, made.body.id, 'cancel')).status).toBe(404);
    // The storekeeper refuses rather than cancels.
    const keeperBoth = await createUserWithPermissions(t, ['approve_request', 'create_request'], { warehouseIds: [p.wh.id] });
    const notYours = await decide(keeperBoth.token, made.body.id, 'cancel');
    expect([notYours.status, notYours.body.error]).toEqual([409, 'Yalnızca kendi talebinizi iptal edebilirsiniz.']);

    const cancelled = await decide(p.chief.token, made.body.id, 'cancel');
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect((await decide(p.chief.token, made.body.id, 'cancel')).status).toBe(409);
    expect((await decide(p.keeper.token, made.body.id, 'approve')).status).toBe(409);
    const trail = await t.database.db.select().from(s.auditLog).where(eq(s.auditLog.entity_id, made.body.id));
    expect(trail.map((a) => `${a.entity}:${a.action}`).sort()).toEqual(['requests:cancel', 'requests:create']);
  });

  it('bad input is refused in Turkish', async () => {
    const p = await place();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [] }, 'En az bir kalem ekleyin.'],
      [{ site: '' }, 'Şantiye adı zorunludur'],
      [{ start_day: day(3), end_day: day(3) }, 'Bitiş tarihi başlangıçtan sonra olmalıdır.'],
      [{ start_day: day(-1), end_day: day(1) }, 'Geçmiş bir gün için talep oluşturulamaz.'],
      [{ lines: [{ kind: 'item', serial_number: 'YOK-1' }] }, 'YOK-1 seri numaralı ekipman bu depoda yok.'],
      [{ lines: [{ kind: 'model', brand_id: p.brand.id, model: 'Yok', quantity: 1 }] }, 'Bu depoda Yok modelinde ekipman yok.'],
      [{ lines: [{ kind: 'stock', stock_item_id: p.gloves.id, quantity: 0 }] }, QUANTITY_INVALID],
    ];
    for (const [extra, message] of cases) {
      const res = await ask(p, extra);
      expect([res.status, res.body.error], JSON.stringify(extra)).toEqual([400, message]);
    }
    expect(await t.database.db.select().from(requests).where(eq(requests.warehouse_id, p.wh.id))).toHaveLength(0);
  });
});

describe('a request queued on a phone', () => {
  it('sent twice with its Idempotency-Key, or again by its id later, lands once', async () => {
    const p = await place();
    const id = randomUUID();
    const key = { 'Idempotency-Key': id };
    const first = await ask(p, { id }, key);
    const replay = await ask(p, { id }, key);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.body.id).toBe(id);
    // After the key was forgotten (another key, the same request id): the first is answered.
    const late = await ask(p, { id }, { 'Idempotency-Key': randomUUID() });
    expect([late.status, late.body.id]).toEqual([200, id]);
    expect(await t.database.db.select().from(requests).where(eq(requests.warehouse_id, p.wh.id))).toHaveLength(1);
    expect(await t.database.db.select().from(requestLines).where(eq(requestLines.request_id, id))).toHaveLength(3);
    // Someone else's id is not taken over.
    const stranger = await createUserWithPermissions(t, ['create_request']);
    const theirs = await t.request<Answer>('POST', '/requests', {
      token: stranger.token,
      body: {
        id,
        warehouse_id: p.wh.id,
        site: 'X',
        start_day: day(1),
        end_day: day(2),
        lines: [{ kind: 'item', serial_number: p.drill.serial_number }],
      },
    });
    expect([theirs.status, theirs.body.error]).toEqual([409, 'Bu talep numarası başka bir talepte kullanılmış.']);
    // The storekeeper heard once.
    expect((await bell(p.keeper)).items.filter((i) => i.event === 'request_new')).toHaveLength(1);
  });
});
