// A kit in a transfer and in a reservation (issue 46 points 1–2, docs/planning.md "Kits") over HTTP
// on both databases: the transfer's kit stop names the member that cannot go; the kit follows its
// members to the warehouse that received them all (audited), and not before; a reservation naming a
// kit reserves every member (lines remembering the kit) and a clash of any member is refused with
// the member, its kit, who holds it and until when.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocalDay } from '@shared/local-day';
import type { Kit } from '@shared/kits';
import type { Reservation } from '@shared/reservations';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createWarehouse, createWorker, PNG_DATA_URL, fromToday } from '../helpers/fixtures';

let t: TestServer;
let me: string;
const day = fromToday;

beforeAll(async () => {
  t = await startTestServer();
  me = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
});
afterAll(async () => {
  await t?.close();
});

async function kitOf(count = 3) {
  const wh = await createWarehouse(t);
  const items = [];
  for (let i = 0; i < count; i++) items.push(await createEquipment(t, { warehouse_id: wh.id }));
  const made = await t.request<Kit>('POST', '/kits', {
    token: t.adminToken,
    body: { warehouse_id: wh.id, name: 'Nivo Seti', equipment_ids: items.map((i) => i.id) },
  });
  expect(made.status).toBe(201);
  return { wh, items, kit: made.body };
}
const send = (equipmentId: string, from: string, to: string) =>
  t.request<{ id: string; error?: string }>('POST', '/transfers', {
    token: t.adminToken,
    body: { equipment_id: equipmentId, from_warehouse_id: from, to_warehouse_id: to, assigned_to: me },
  });
const receive = (id: string) => t.request('PUT', `/transfers/${id}/complete`, { token: t.adminToken });
const kitNow = async (id: string) => (await t.request<Kit>('GET', `/kits/${id}`, { token: t.adminToken })).body;
const handOver = (equipmentId: string, workerId: string, dueDate: string | null = null) =>
  t.request<{ id: string; error?: string }>('POST', '/field-equipment', {
    token: t.adminToken,
    body: { equipment_id: equipmentId, worker_id: workerId, signature: PNG_DATA_URL, due_date: dueDate },
  });
const reserve = (body: Record<string, unknown>) =>
  t.request<Reservation & { error?: string }>('POST', '/reservations', {
    token: t.adminToken,
    body: { site: 'Kartal Şantiyesi', ...body },
  });

describe('a kit in a transfer', () => {
  it('may go when every member may; else the first member that cannot is named', async () => {
    const { items, kit } = await kitOf();
    const ok = await t.request<Kit>('GET', `/kits/${kit.id}/transfer`, { token: t.adminToken });
    expect([ok.status, ok.body.id]).toEqual([200, kit.id]);
    const worker = await createWorker(t);
    expect((await handOver(items[1]!.id, worker.id)).status).toBe(201);
    const stopped = await t.request<{ error: string }>('GET', `/kits/${kit.id}/transfer`, { token: t.adminToken });
    expect(stopped.status).toBe(409);
    expect(stopped.body.error).toBe(
      `Nivo Seti (${kit.code}) seti eklenemedi: ${items[1]!.serial_number} seri numaralı ekipman şu anda Sahada durumunda.`,
    );
  });

  it('moves to the warehouse that received all its members, audited; not while one is still on the way', async () => {
    const { wh, items, kit } = await kitOf(2);
    const to = await createWarehouse(t);
    const sent = [await send(items[0]!.id, wh.id, to.id), await send(items[1]!.id, wh.id, to.id)];
    expect(sent.map((s) => s.status)).toEqual([201, 201]);

    expect((await receive(sent[0]!.body.id)).status).toBe(200);
    expect((await kitNow(kit.id)).warehouse_id).toBe(wh.id);
    // Half the kit in the new warehouse: a hand-over of the kit names the member elsewhere.
    const half = await t.request<{ error: string }>('GET', `/kits/${kit.id}/handover`, { token: t.adminToken });
    expect(half.status).toBe(409);
    expect(half.body.error).toContain('bu setin deposunda değil');

    expect((await receive(sent[1]!.body.id)).status).toBe(200);
    const moved = await kitNow(kit.id);
    expect([moved.warehouse_id, moved.members.map((m) => m.status)]).toEqual([to.id, ['available', 'available']]);
    expect((await t.request('GET', `/kits/${kit.id}/handover`, { token: t.adminToken })).status).toBe(200);
    const audited = await queryRows<{ before: unknown; after: { warehouse_id: string } }>(
      t.database.db,
      sql`select before, after from audit_log where entity = 'kits' and action = 'move' and entity_id = ${kit.id}::uuid`,
    );
    expect(audited).toEqual([{ before: { warehouse_id: wh.id }, after: { warehouse_id: to.id, with: items[1]!.id } }]);
  });

  it('a member sent alone leaves the kit where it is; an item of no kit moves as before', async () => {
    const { wh, items, kit } = await kitOf(2);
    const to = await createWarehouse(t);
    const alone = await send(items[0]!.id, wh.id, to.id);
    expect((await receive(alone.body.id)).status).toBe(200);
    expect((await kitNow(kit.id)).warehouse_id).toBe(wh.id);
    const loose = await createEquipment(t, { warehouse_id: wh.id });
    const plain = await send(loose.id, wh.id, to.id);
    expect((await receive(plain.body.id)).status).toBe(200);
  });
});

describe('a kit in a reservation', () => {
  it('reserves every member, each line naming the kit; a clash of one member names it, its holder and until when', async () => {
    const { wh, items, kit } = await kitOf(2);
    const [ali, veli] = [
      await createWorker(t, { first_name: 'Ali', last_name: 'Kaya' }),
      await createWorker(t, { first_name: 'Veli', last_name: 'Can' }),
    ];
    const made = await reserve({ warehouse_id: wh.id, worker_id: ali.id, start_day: day(1), end_day: day(3), kit_ids: [kit.id] });
    expect(made.status).toBe(201);
    expect(made.body.lines.map((l) => [l.equipment?.id, l.kit?.code])).toEqual(
      [...items].sort((a, b) => a.serial_number.localeCompare(b.serial_number)).map((i) => [i.id, kit.code]),
    );

    // The same kit over an overlapping day: refused naming the member, the kit, who reserved it and when.
    const clash = await reserve({ warehouse_id: wh.id, worker_id: veli.id, start_day: day(2), end_day: day(4), kit_ids: [kit.id] });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(
      new RegExp(
        `^Nivo Seti \\(${kit.code}\\) setindeki SN-\\S+ seri numaralı ekipman Ali Kaya adına .* için rezerve edilmiş \\(Kartal Şantiyesi\\)\\.$`,
      ),
    );
    // One member alone clashes too; the days after are free.
    expect(
      (await reserve({ warehouse_id: wh.id, worker_id: veli.id, start_day: day(2), end_day: day(3), equipment_ids: [items[0]!.id] }))
        .status,
    ).toBe(409);
    expect((await reserve({ warehouse_id: wh.id, worker_id: veli.id, start_day: day(3), end_day: day(5), kit_ids: [kit.id] })).status).toBe(
      201,
    );
  });

  it('a member out in the field stops the kit with the holder and the due day; nothing is written', async () => {
    const { wh, items, kit } = await kitOf(2);
    const ali = await createWorker(t, { first_name: 'Ali', last_name: 'Kaya' });
    expect((await handOver(items[1]!.id, ali.id, day(4))).status).toBe(201);
    const refused = await reserve({ warehouse_id: wh.id, worker_id: ali.id, start_day: day(2), end_day: day(3), kit_ids: [kit.id] });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      `Nivo Seti (${kit.code}) setindeki ${items[1]!.serial_number} seri numaralı ekipman Ali Kaya üzerinde (Sahada), ${formatLocalDay(day(4))} tarihine kadar.`,
    ]);
    const lines = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reservation_lines where kit_id = ${kit.id}::uuid`,
    );
    expect(lines[0]!.n).toBe(0);
    // After its due day the kit can be reserved.
    expect((await reserve({ warehouse_id: wh.id, worker_id: ali.id, start_day: day(5), end_day: day(6), kit_ids: [kit.id] })).status).toBe(
      201,
    );
  });

  it('refuses a kit of another warehouse, an empty kit and an unknown one; a member named twice is reserved once', async () => {
    const { wh, items, kit } = await kitOf(2);
    const other = await kitOf(1);
    const worker = await createWorker(t);
    const base = { warehouse_id: wh.id, worker_id: worker.id, start_day: day(1), end_day: day(2) };
    const elsewhere = await reserve({ ...base, kit_ids: [other.kit.id] });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([400, `Nivo Seti (${other.kit.code}) seti bu depoda değil.`]);
    const unknown = await reserve({ ...base, kit_ids: [crypto.randomUUID()] });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Set bulunamadı.']);
    const empty = await t.request<Kit>('POST', '/kits', { token: t.adminToken, body: { warehouse_id: wh.id, name: 'Boş Set' } });
    const none = await reserve({ ...base, kit_ids: [empty.body.id] });
    expect([none.status, none.body.error]).toEqual([400, `Boş Set (${empty.body.code}) setinde ekipman yok.`]);

    const both = await reserve({ ...base, equipment_ids: [items[0]!.id], kit_ids: [kit.id] });
    expect(both.status).toBe(201);
    expect(both.body.lines).toHaveLength(2);
    expect(both.body.lines.every((l) => l.kit?.id === kit.id)).toBe(true);

    // Handing the kit's members to the worker fulfils the reservation, as for any item lines.
    for (const item of items) expect((await handOver(item.id, worker.id, day(1))).status).toBe(201);
    const read = await t.request<Reservation>('GET', `/reservations/${both.body.id}`, { token: t.adminToken });
    expect(read.body.status).toBe('fulfilled');
  });
});
