// A kit in a request (issue 46 point 3, docs/planning.md "Requests") over HTTP on both databases:
// a line names a kit by its code (typed in any case, or read where no kit list was at hand and sent
// as a serial), the request and the notices name it, approving turns it into the reservation's kit
// (its members as lines remembering it) in the same transaction, a clash of a member refuses the
// approval naming it with nothing written, 0 leaves the kit out, and a kit of another warehouse or
// outside the requester's warehouses is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import type { Kit } from '@shared/kits';
import type { NotificationList } from '@shared/notifications';
import type { FieldRequest } from '@shared/requests';
import type { Reservation } from '@shared/reservations';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, type TestUser, fromToday } from '../helpers/fixtures';

type Answer = FieldRequest & { error?: string };
let t: TestServer;
const day = fromToday;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function kitIn(warehouseId: string, count = 2) {
  const items = [];
  for (let i = 0; i < count; i++) items.push(await createEquipment(t, { warehouse_id: warehouseId }));
  const made = await t.request<Kit>('POST', '/kits', {
    token: t.adminToken,
    body: { warehouse_id: warehouseId, name: 'Nivo Seti', equipment_ids: items.map((i) => i.id) },
  });
  expect(made.status).toBe(201);
  return { items, kit: made.body };
}

/** A warehouse with a kit of two items and a drill, a field chief and a storekeeper limited to it. */
async function place() {
  const wh = await createWarehouse(t);
  const { items, kit } = await kitIn(wh.id);
  const drill = await createEquipment(t, { warehouse_id: wh.id });
  const chief = await createUserWithPermissions(t, ['create_request'], { warehouseIds: [wh.id], firstName: 'Selim', lastName: 'Şahin' });
  const keeper = await createUserWithPermissions(t, ['approve_request'], { warehouseIds: [wh.id], firstName: 'Nur', lastName: 'Aksoy' });
  const worker = await createWorker(t, { first_name: 'Ali', last_name: 'Kaya' });
  return { wh, items, kit, drill, chief, keeper, worker };
}
type Place = Awaited<ReturnType<typeof place>>;

const ask = (p: Place, lines: unknown[], token = p.chief.token, warehouseId = p.wh.id) =>
  t.request<Answer>('POST', '/requests', {
    token,
    body: { warehouse_id: warehouseId, worker_id: p.worker.id, site: 'Kartal Şantiyesi', start_day: day(1), end_day: day(3), lines },
  });
const approve = (p: Place, id: string, body: unknown = {}) =>
  t.request<Answer>('POST', `/requests/${id}/approve`, { token: p.keeper.token, body });
const bell = async (u: TestUser) => (await t.request<NotificationList>('GET', '/notifications', { token: u.token })).body;
const reservationsOf = async (requestId: string) =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from reservations where request_id = ${requestId}::uuid`)
  )[0]!.n;

describe('a kit in a request', () => {
  it('is asked by its code, named on the request and in the notices, and approved as the reservation’s kit', async () => {
    const p = await place();
    const made = await ask(p, [
      { kind: 'kit', code: ` ${p.kit.code.toLowerCase()} ` },
      { kind: 'item', serial_number: p.drill.serial_number },
    ]);
    expect(made.status).toBe(201);
    expect(made.body.lines.map((l) => [l.kind, l.kit, l.quantity])).toEqual([
      ['kit', { id: p.kit.id, label: `Nivo Seti (${p.kit.code})` }, 1],
      ['item', null, 1],
    ]);
    const heard = (await bell(p.keeper)).items.find((i) => i.event === 'request_new');
    expect(heard?.body).toContain(`Nivo Seti (${p.kit.code})`);
    // 'Gelen Talepler' reads the same line.
    const open = await t.request<FieldRequest[]>('GET', '/requests', { token: p.keeper.token });
    expect(open.body.find((r) => r.id === made.body.id)?.lines[0]?.kit?.label).toBe(`Nivo Seti (${p.kit.code})`);

    const approved = await approve(p, made.body.id);
    expect([approved.status, approved.body.status]).toEqual([200, 'approved']);
    expect(approved.body.lines.map((l) => l.approved)).toEqual([1, 1]);
    const reservation = await t.request<Reservation>('GET', `/reservations/${approved.body.reservation_id}`, { token: t.adminToken });
    const lines = reservation.body.lines.map((l) => [l.equipment?.id, l.kit?.id ?? null]);
    expect(lines.sort()).toEqual([[p.drill.id, null], ...p.items.map((i) => [i.id, p.kit.id])].sort() as Array<[string, string | null]>);
    const told = (await bell(p.chief)).items.find((i) => i.event === 'request_decided');
    expect(told?.body).toContain(`Nivo Seti (${p.kit.code}): Onaylandı`);
  });

  it('a kit’s code sent as a serial (read offline without the kits) is the kit', async () => {
    const p = await place();
    const made = await ask(p, [{ kind: 'item', serial_number: p.kit.code }]);
    expect(made.status).toBe(201);
    expect(made.body.lines.map((l) => [l.kind, l.kit?.id])).toEqual([['kit', p.kit.id]]);
    const twice = await ask(p, [
      { kind: 'kit', code: p.kit.code },
      { kind: 'item', serial_number: p.kit.code },
    ]);
    expect([twice.status, twice.body.error]).toEqual([400, `Nivo Seti (${p.kit.code}) seti talepte iki kez yer alamaz.`]);
  });

  it('a member reserved by someone else refuses the approval naming it; nothing is written, the request stays open', async () => {
    const p = await place();
    const made = await ask(p, [{ kind: 'kit', code: p.kit.code }]);
    const veli = await createWorker(t, { first_name: 'Veli', last_name: 'Can' });
    const held = await t.request<Reservation>('POST', '/reservations', {
      token: t.adminToken,
      body: {
        warehouse_id: p.wh.id,
        worker_id: veli.id,
        site: 'Tuzla',
        start_day: day(2),
        end_day: day(4),
        equipment_ids: [p.items[1]!.id],
      },
    });
    expect(held.status).toBe(201);
    const refused = await approve(p, made.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      new RegExp(
        `^Nivo Seti \\(${p.kit.code}\\) setindeki ${p.items[1]!.serial_number} seri numaralı ekipman Veli Can adına .*\\(Tuzla\\)\\.$`,
      ),
    );
    const still = await t.request<FieldRequest>('GET', `/requests/${made.body.id}`, { token: p.keeper.token });
    expect([still.body.status, still.body.lines[0]!.approved, still.body.reservation_id]).toEqual(['open', null, null]);
    expect(await reservationsOf(made.body.id)).toBe(0);
  });

  it('approving part: 0 leaves the kit out', async () => {
    const p = await place();
    const made = await ask(p, [
      { kind: 'kit', code: p.kit.code },
      { kind: 'item', serial_number: p.drill.serial_number },
    ]);
    const [kitLine, drillLine] = made.body.lines;
    const part = await approve(p, made.body.id, {
      lines: [
        { id: kitLine!.id, approved: 0 },
        { id: drillLine!.id, approved: 1 },
      ],
    });
    expect([part.status, part.body.status]).toEqual([200, 'partly_approved']);
    const reservation = await t.request<Reservation>('GET', `/reservations/${part.body.reservation_id}`, { token: t.adminToken });
    expect(reservation.body.lines.map((l) => [l.equipment?.id, l.kit])).toEqual([[p.drill.id, null]]);
    // A kit line is one kit: more than 1 is refused.
    const other = await ask(p, [{ kind: 'kit', code: p.kit.code }]);
    const tooMany = await approve(p, other.body.id, { lines: [{ id: other.body.lines[0]!.id, approved: 2 }] });
    expect([tooMany.status, tooMany.body.error]).toEqual([400, 'Onaylanan miktar istenenden fazla olamaz.']);
  });

  it('refuses a kit of another warehouse, an unknown code, and a kit outside the requester’s warehouses', async () => {
    const p = await place();
    const second = await createWarehouse(t);
    const there = await kitIn(second.id, 1);
    // A user of both warehouses is told where the kit is.
    const both = await createUserWithPermissions(t, ['create_request'], { warehouseIds: [p.wh.id, second.id] });
    const elsewhere = await ask(p, [{ kind: 'kit', code: there.kit.code }], both.token);
    expect([elsewhere.status, elsewhere.body.error]).toEqual([400, `Nivo Seti (${there.kit.code}) seti bu depoda değil.`]);
    // The chief of the first warehouse does not see the other's kits at all.
    const outside = await ask(p, [{ kind: 'kit', code: there.kit.code }]);
    expect([outside.status, outside.body.error]).toEqual([400, `${there.kit.code} kodlu set bulunamadı.`]);
    const unknown = await ask(p, [{ kind: 'kit', code: 'SET-99999' }]);
    expect([unknown.status, unknown.body.error]).toEqual([400, 'SET-99999 kodlu set bulunamadı.']);
    const asSerial = await ask(p, [{ kind: 'item', serial_number: there.kit.code }]);
    expect([asSerial.status, asSerial.body.error]).toEqual([400, `${there.kit.code} seri numaralı ekipman bu depoda yok.`]);
    // Nothing was written by the refusals.
    const lines = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from request_lines where kit_id = ${there.kit.id}::uuid`,
    );
    expect(lines[0]!.n).toBe(0);
  });

  it('a kit deleted after the request keeps its label; approving it is refused, 0 approves the rest', async () => {
    const p = await place();
    const made = await ask(p, [
      { kind: 'kit', code: p.kit.code },
      { kind: 'item', serial_number: p.drill.serial_number },
    ]);
    expect((await t.request('DELETE', `/kits/${p.kit.id}`, { token: t.adminToken })).status).toBe(204);
    const read = await t.request<FieldRequest>('GET', `/requests/${made.body.id}`, { token: p.keeper.token });
    expect(read.body.lines[0]!.kit).toEqual({ id: null, label: `Nivo Seti (${p.kit.code})` });
    const refused = await approve(p, made.body.id);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      `Nivo Seti (${p.kit.code}) seti silinmiş; bu kalemi vermeden (0) onaylayın.`,
    ]);
    const [kitLine, drillLine] = read.body.lines;
    const part = await approve(p, made.body.id, {
      lines: [
        { id: kitLine!.id, approved: 0 },
        { id: drillLine!.id, approved: 1 },
      ],
    });
    expect([part.status, part.body.status]).toEqual([200, 'partly_approved']);
  });
});
