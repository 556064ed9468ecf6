// 'Bugün Hazırlanacaklar' (issue 46 point 2, docs/planning.md "Reservation → hand-over") over HTTP on
// both databases: today's reservations and the late ones come in one read, each part in start order;
// a late one is one started before today, not ended, and picked up or still within the lapse days
// (the boundary day included on the lapsed side), never a fulfilled or cancelled one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationLines, reservations } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import type { PickList } from '@shared/reservations';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createWarehouse, createWorker, fromToday } from '../helpers/fixtures';

let t: TestServer;
const day = fromToday;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('the day’s pick list', () => {
  it('lists today’s and the late ones apart, in start order, by the lapse days and the pick-up', async () => {
    const wh = await createWarehouse(t);
    const worker = await createWorker(t);
    const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
    const make = async (site: string, start: number, end: number, extra: Partial<typeof reservations.$inferInsert> = {}) => {
      const item = await createEquipment(t, { warehouse_id: wh.id });
      const [row] = await t.database.db
        .insert(reservations)
        .values({
          warehouse_id: wh.id,
          worker_id: worker.id,
          site,
          start_day: day(start),
          end_day: day(end),
          created_by: admin!.id,
          ...extra,
        })
        .returning();
      await t.database.db.insert(reservationLines).values({ reservation_id: row!.id, equipment_id: item.id });
      return site;
    };
    const picked = { picked_up_at: new Date() };
    await make('Bugün', 0, 2);
    await make('Yarın', 1, 3);
    await make('Alındı, 5 gün önce', -5, 3, picked);
    await make('Alındı, 3 gün önce', -3, 2, picked);
    await make('Alındı, bugün bitti', -4, 0, picked);
    await make('Teslim edildi', -2, 3, { ...picked, status: 'fulfilled' });
    await make('İptal', -1, 3, { status: 'cancelled' });
    await make('Dün, alınmadı', -1, 3);
    await make('İki gün önce, alınmadı', -2, 3);
    const list = async () => {
      const answer = await t.request<PickList>('GET', `/reservations/today?warehouse_id=${wh.id}`, { token: t.adminToken });
      expect(answer.status).toBe(200);
      return [answer.body.today_out.map((r) => r.site), answer.body.late.map((r) => r.site)];
    };
    // One day to pick up (the default): yesterday's lapsed today.
    expect(await list()).toEqual([['Bugün'], ['Alındı, 5 gün önce', 'Alındı, 3 gün önce']]);
    // Two days: yesterday's is late, the one of two days ago lapsed today.
    expect((await t.request('PUT', '/reservations/settings', { token: t.adminToken, body: { lapse_days: 2 } })).status).toBe(200);
    try {
      expect(await list()).toEqual([['Bugün'], ['Alındı, 5 gün önce', 'Alındı, 3 gün önce', 'Dün, alınmadı']]);
    } finally {
      await t.request('PUT', '/reservations/settings', { token: t.adminToken, body: { lapse_days: 1 } });
    }
  });
});
