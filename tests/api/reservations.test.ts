// Reservations (issue 46 points 2 and 4, docs/planning.md) over HTTP on both databases: clashes by
// the Istanbul day with half-open ranges, the last item raced by twenty requests, lapse, the
// reservation turned into a hand-over, the warning of a hand-over over someone else's days,
// availability against counts made by hand, permissions and warehouse scope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationLines, reservations } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { addDays, warehouseToday } from '@shared/local-day';
import type { AvailabilityRow, PickList, Reservation } from '@shared/reservations';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createBrand, createEquipment, createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';

type Answer = Reservation & { error?: string };
let t: TestServer;
const D = warehouseToday();
const day = (n: number) => addDays(D, n);

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const reserve = (body: Record<string, unknown>, token = t.adminToken) =>
  t.request<Answer>('POST', '/reservations', { token, body: { site: 'Kartal Şantiyesi', ...body } });
const handOver = (equipmentId: string, workerId: string, dueDate: string | null) =>
  t.request<{ id: string; reservation_warning?: string; error?: string }>('POST', '/field-equipment', {
    token: t.adminToken,
    body: { equipment_id: equipmentId, worker_id: workerId, signature: PNG_DATA_URL, due_date: dueDate },
  });
const read = async (id: string) => (await t.request<Reservation>('GET', `/reservations/${id}`, { token: t.adminToken })).body;

async function place(count = 1, model = 'XR-500') {
  const wh = await createWarehouse(t);
  const brand = await createBrand(t);
  const items = [];
  for (let i = 0; i < count; i++) items.push(await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model }));
  return { wh, brand, items };
}

describe('clashes by the Istanbul day, half-open ranges', () => {
  it('a range ending on a day never clashes with one starting that day; an overlap names who and until when', async () => {
    const { wh, items } = await place();
    const [ali, veli] = [
      await createWorker(t, { first_name: 'Ali', last_name: 'Kaya' }),
      await createWorker(t, { first_name: 'Veli', last_name: 'Can' }),
    ];
    const base = { warehouse_id: wh.id, equipment_ids: [items[0]!.id] };
    const first = await reserve({ ...base, worker_id: ali.id, start_day: day(1), end_day: day(3) });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('active');
    expect(first.body.lines[0]!.equipment!.id).toBe(items[0]!.id);

    expect((await reserve({ ...base, worker_id: veli.id, start_day: day(3), end_day: day(5) })).status).toBe(201);
    expect((await reserve({ ...base, worker_id: veli.id, start_day: day(0), end_day: day(1) })).status).toBe(201);
    const overlap = await reserve({ ...base, worker_id: veli.id, start_day: day(2), end_day: day(3) });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toContain('Ali Kaya adına');
    expect(overlap.body.error).toContain('Kartal Şantiyesi');
    expect(overlap.body.error).toContain(items[0]!.serial_number);

    const past = await reserve({ ...base, worker_id: veli.id, start_day: day(-1), end_day: day(1) });
    expect([past.status, past.body.error]).toEqual([400, 'Geçmiş bir gün için rezervasyon yapılamaz.']);
    const backwards = await reserve({ ...base, worker_id: veli.id, start_day: day(9), end_day: day(9) });
    expect([backwards.status, backwards.body.error]).toEqual([400, 'Bitiş tarihi başlangıçtan sonra olmalıdır.']);
  });

  it('an item out in the field is refused until its due day, naming the holder', async () => {
    const { wh, items } = await place();
    const holder = await createWorker(t, { first_name: 'Hasan', last_name: 'Öz' });
    expect((await handOver(items[0]!.id, holder.id, day(2))).status).toBe(201);
    const worker = await createWorker(t);
    const base = { warehouse_id: wh.id, worker_id: worker.id, equipment_ids: [items[0]!.id] };
    const early = await reserve({ ...base, start_day: day(2), end_day: day(4) });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/Hasan Öz üzerinde \(Sahada\), .* tarihine kadar\./);
    expect((await reserve({ ...base, start_day: day(3), end_day: day(4) })).status).toBe(201);
  });

  it('a number of a model: the days must have enough free; an item line may not starve a number line', async () => {
    const { wh, brand, items } = await place(3, 'Jeneratör 5 kVA');
    const worker = await createWorker(t, { first_name: 'Ayten', last_name: 'Er' });
    const model = (quantity: number) => [{ brand_id: brand.id, model: 'Jeneratör 5 kVA', quantity }];
    const base = { warehouse_id: wh.id, worker_id: worker.id };
    expect((await reserve({ ...base, models: model(2), start_day: day(1), end_day: day(3) })).status).toBe(201);
    const tooMany = await reserve({ ...base, models: model(2), start_day: day(2), end_day: day(4) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toContain('yalnızca 1 adet boş, 2 adet istendi');
    expect(tooMany.body.error).toContain('Ayten Er');
    expect((await reserve({ ...base, models: model(1), start_day: day(2), end_day: day(4) })).status).toBe(201);
    // Day 2 now promises all three: a specific one is refused then, not on day 3 (one promised of three).
    const starving = await reserve({ ...base, equipment_ids: [items[0]!.id], start_day: day(2), end_day: day(3) });
    expect(starving.status).toBe(409);
    expect((await reserve({ ...base, equipment_ids: [items[0]!.id], start_day: day(3), end_day: day(4) })).status).toBe(201);
    const unknown = await reserve({
      ...base,
      models: [{ brand_id: brand.id, model: 'Yok', quantity: 1 }],
      start_day: day(1),
      end_day: day(2),
    });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Bu depoda Yok modelinde ekipman yok.']);
  });
});

describe('two people reserving the last one at once', () => {
  it('twenty concurrent requests for the last free item: exactly one wins, the rest are told who', async () => {
    const { wh, items } = await place();
    const workers = await Promise.all(Array.from({ length: 20 }, () => createWorker(t)));
    const answers = await Promise.all(
      workers.map((w) =>
        reserve({ warehouse_id: wh.id, worker_id: w.id, equipment_ids: [items[0]!.id], start_day: day(1), end_day: day(2) }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(reservationLines).where(eq(reservationLines.equipment_id, items[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('twenty concurrent requests for the last of a model: exactly one wins', async () => {
    const { wh, brand } = await place(2, 'Kırıcı');
    const workers = await Promise.all(Array.from({ length: 20 }, () => createWorker(t)));
    expect(
      (
        await reserve({
          warehouse_id: wh.id,
          worker_id: workers[0]!.id,
          models: [{ brand_id: brand.id, model: 'Kırıcı', quantity: 1 }],
          start_day: day(1),
          end_day: day(3),
        })
      ).status,
    ).toBe(201);
    const answers = await Promise.all(
      workers.map((w) =>
        reserve({
          warehouse_id: wh.id,
          worker_id: w.id,
          models: [{ brand_id: brand.id, model: 'Kırıcı', quantity: 1 }],
          start_day: day(2),
          end_day: day(4),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
  });
});

describe('lapse', () => {
  it('not picked up within the set days after its start, it lapses, says so and stops blocking', async () => {
    const { wh, items } = await place();
    const worker = await createWorker(t);
    const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
    const [old] = await t.database.db
      .insert(reservations)
      .values({ warehouse_id: wh.id, worker_id: worker.id, site: 'Eski', start_day: day(-2), end_day: day(3), created_by: admin!.id })
      .returning();
    await t.database.db.insert(reservationLines).values({ reservation_id: old!.id, equipment_id: items[0]!.id });
    const lapsed = await read(old!.id);
    expect([lapsed.status, lapsed.lapses_on]).toEqual(['lapsed', day(-1)]);
    const other = await createWorker(t);
    const body = { warehouse_id: wh.id, worker_id: other.id, equipment_ids: [items[0]!.id] };
    expect((await reserve({ ...body, start_day: day(0), end_day: day(1) })).status).toBe(201);

    // Three days to pick up: it is late, not lapsed, and in the pick list's late part.
    const setting = await t.request('PUT', '/reservations/settings', { token: t.adminToken, body: { lapse_days: 3 } });
    expect(setting.status).toBe(200);
    try {
      expect((await read(old!.id)).status).toBe('active');
      const list = await t.request<PickList>('GET', `/reservations/today?warehouse_id=${wh.id}`, { token: t.adminToken });
      expect(list.body.late.map((r) => r.id)).toEqual([old!.id]);
      expect(list.body.today_out).toHaveLength(1);
      const bad = await t.request<{ error: string }>('PUT', '/reservations/settings', { token: t.adminToken, body: { lapse_days: 0 } });
      expect([bad.status, bad.body.error]).toEqual([400, 'Süre 1 ile 30 gün arasında olmalıdır.']);
    } finally {
      await t.request('PUT', '/reservations/settings', { token: t.adminToken, body: { lapse_days: 1 } });
    }
  });
});

describe('a reservation becomes a hand-over', () => {
  it('is in today’s pick list, is picked up by the first item, fulfilled by the last, and audited', async () => {
    const { wh, brand, items } = await place(3, 'Matkap');
    const worker = await createWorker(t);
    const made = await reserve({
      warehouse_id: wh.id,
      worker_id: worker.id,
      equipment_ids: [items[0]!.id],
      models: [{ brand_id: brand.id, model: 'Matkap', quantity: 1 }],
      start_day: day(0),
      end_day: day(2),
    });
    expect(made.status).toBe(201);
    const list = await t.request<PickList>('GET', `/reservations/today?warehouse_id=${wh.id}`, { token: t.adminToken });
    expect(list.body.today_out.map((r) => r.id)).toEqual([made.body.id]);

    expect((await handOver(items[0]!.id, worker.id, day(1))).status).toBe(201);
    const half = await read(made.body.id);
    expect(half.status).toBe('active');
    expect(half.picked_up_at).not.toBeNull();
    expect(half.lines.map((l) => l.handed).sort()).toEqual([0, 1]);

    const second = await handOver(items[2]!.id, worker.id, day(1));
    expect(second.status).toBe(201);
    expect(second.body.reservation_warning).toBeUndefined();
    expect((await read(made.body.id)).status).toBe('fulfilled');
    const after = await t.request<PickList>('GET', `/reservations/today?warehouse_id=${wh.id}`, { token: t.adminToken });
    expect(after.body.today_out).toHaveLength(0);
    const trail = await t.database.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'reservations'), eq(s.auditLog.entity_id, made.body.id)));
    expect(trail.map((r) => r.action).sort()).toEqual(['create', 'fulfil', 'pick_up']);
  });

  it('handing over an item someone else reserved for overlapping days warns, and still hands it over', async () => {
    const { wh, items } = await place();
    const [owner, taker] = [await createWorker(t, { first_name: 'Nur', last_name: 'Ak' }), await createWorker(t)];
    expect(
      (await reserve({ warehouse_id: wh.id, worker_id: owner.id, equipment_ids: [items[0]!.id], start_day: day(2), end_day: day(4) }))
        .status,
    ).toBe(201);
    const { wh: wh2, items: others } = await place();
    void wh2;
    const clear = await handOver(others[0]!.id, taker.id, day(1));
    expect(clear.body.reservation_warning).toBeUndefined();
    const before = await handOver(items[0]!.id, taker.id, day(1));
    expect(before.status).toBe(201);
    expect(before.body.reservation_warning).toBeUndefined();
    await t.request('PUT', `/field-equipment/${before.body.id}/return`, { token: t.adminToken, body: {} });
    const overlapping = await handOver(items[0]!.id, taker.id, day(2));
    expect(overlapping.status).toBe(201);
    expect(overlapping.body.reservation_warning).toMatch(/Nur Ak adına .* için rezerve edilmiş \(Kartal Şantiyesi\)\./);
  });
});

describe('availability', () => {
  it('free, reserved, out and in repair per warehouse, as counted by hand', async () => {
    const { wh, brand, items } = await place(5, 'Kompresör');
    const second = await createWarehouse(t);
    for (let i = 0; i < 2; i++) await createEquipment(t, { warehouse_id: second.id, brand_id: brand.id, model: 'Kompresör' });
    await createEquipment(t, { warehouse_id: wh.id, brand_id: brand.id, model: 'Kompresör', status: 'scrapped' });
    const db = t.database.db;
    await db.update(s.equipment).set({ status: 'broken' }).where(eq(s.equipment.id, items[0]!.id));
    await db.update(s.equipment).set({ status: 'in_transfer' }).where(eq(s.equipment.id, items[1]!.id));
    const worker = await createWorker(t);
    expect((await handOver(items[2]!.id, worker.id, day(1))).status).toBe(201); // back from day 2
    const base = { warehouse_id: wh.id, worker_id: worker.id };
    expect(
      (await reserve({ ...base, models: [{ brand_id: brand.id, model: 'Kompresör', quantity: 1 }], start_day: day(0), end_day: day(2) }))
        .status,
    ).toBe(201);
    expect((await reserve({ ...base, equipment_ids: [items[3]!.id], start_day: day(2), end_day: day(3) })).status).toBe(201);

    const q = `brand_id=${brand.id}&model=${encodeURIComponent('Kompresör')}&from=${day(0)}&to=${day(3)}`;
    const res = await t.request<AvailabilityRow[]>('GET', `/reservations/availability?${q}`, { token: t.adminToken });
    expect(res.status).toBe(200);
    // Day 0 and 1: two usable (items 3, 4), one asked → 1. Day 2: three usable (item 2 back), one held → 2.
    const mine = res.body.find((r) => r.warehouse.id === wh.id);
    expect(mine).toMatchObject({ total: 5, free: 1, reserved: 1, out: 1, in_repair: 1, in_transfer: 1 });
    expect(res.body.find((r) => r.warehouse.id === second.id)).toMatchObject({ total: 2, free: 2, reserved: 0, out: 0, in_repair: 0 });

    const scoped = await createUserWithPermissions(t, ['view_reservations'], { warehouseIds: [second.id] });
    const seen = await t.request<AvailabilityRow[]>('GET', `/reservations/availability?${q}`, { token: scoped.token });
    expect(seen.body.map((r) => r.warehouse.id)).toEqual([second.id]);
    const bad = await t.request<{ error: string }>(
      'GET',
      `/reservations/availability?brand_id=${brand.id}&model=K&from=${day(3)}&to=${day(1)}`,
      {
        token: t.adminToken,
      },
    );
    expect([bad.status, bad.body.error]).toEqual([400, 'Bitiş tarihi başlangıçtan sonra olmalıdır.']);
  });
});

describe('permissions, scope and cancelling', () => {
  it('reading needs view_reservations, writing manage_reservations; other warehouses answer 404', async () => {
    const { wh, items } = await place();
    const { wh: other } = await place();
    const worker = await createWorker(t);
    const body = { warehouse_id: wh.id, worker_id: worker.id, equipment_ids: [items[0]!.id], start_day: day(1), end_day: day(2) };
    const viewer = await createUserWithPermissions(t, ['view_reservations']);
    expect((await reserve(body, viewer.token)).status).toBe(403);
    const nobody = await createUserWithPermissions(t, ['view_equipment']);
    expect((await t.request('GET', '/reservations/today', { token: nobody.token })).status).toBe(403);

    const outsider = await createUserWithPermissions(t, ['view_reservations', 'manage_reservations'], { warehouseIds: [other.id] });
    expect((await reserve(body, outsider.token)).status).toBe(404);
    const made = await reserve(body);
    expect(made.status).toBe(201);
    expect((await t.request('GET', `/reservations/${made.body.id}`, { token: outsider.token })).status).toBe(404);
    expect((await t.request('POST', `/reservations/${made.body.id}/cancel`, { token: outsider.token })).status).toBe(404);
    const list = await t.request<Reservation[]>('GET', '/reservations', { token: outsider.token });
    expect(list.body.some((r) => r.id === made.body.id)).toBe(false);
    const agenda = await t.request<Reservation[]>('GET', `/reservations?equipment_id=${items[0]!.id}`, { token: viewer.token });
    expect(agenda.body.map((r) => r.id)).toEqual([made.body.id]);

    const cancelled = await t.request<Answer>('POST', `/reservations/${made.body.id}/cancel`, { token: t.adminToken });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    const again = await t.request<Answer>('POST', `/reservations/${made.body.id}/cancel`, { token: t.adminToken });
    expect([again.status, again.body.error]).toEqual([409, 'Bu rezervasyon İptal Edildi durumunda; değiştirilemez.']);
    expect((await reserve(body)).status).toBe(201);
  });
});
