// The demo's reservations: what the first warehouse prepares today and in the coming days, so
// 'Bugün Hazırlanacaklar' and the dashboard's pick count have work in them on the first day.
import { sql } from 'drizzle-orm';
import { addDays, warehouseToday } from '@shared/local-day';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';
import { createReservation } from '../modules/reservations/reservations.service';
import { seedCaller } from './seed-stock';

const SITES = ['Kadıköy Metro Şantiyesi', 'Ataşehir Konut Projesi C Blok', 'Tuzla Tersane Bakım Alanı'];
/** First day from today and length in days of each reservation. */
const PLAN = [
  { from: 0, days: 3, items: 2 },
  { from: 0, days: 1, items: 1 },
  { from: 2, days: 5, items: 2 },
];

export async function seedReservations(database: Database, adminId: string, warehouseId: string): Promise<number> {
  const user = await seedCaller(database, adminId);
  if (!user) return 0;
  const items = await queryRows<{ id: string }>(
    database.db,
    sql`select id from equipment where warehouse_id = ${warehouseId}::uuid and status = 'available' order by serial_number limit 5`,
  );
  const workers = await queryRows<{ id: string }>(
    database.db,
    sql`select id from workers order by created_at desc, id limit ${PLAN.length}`,
  );
  const today = warehouseToday();
  let made = 0;
  let next = 0;
  for (const [i, plan] of PLAN.entries()) {
    const chosen = items.slice(next, next + plan.items).map((r) => r.id);
    next += plan.items;
    const worker = workers[i];
    if (chosen.length < plan.items || !worker) break;
    await createReservation(database.db, user, {
      warehouse_id: warehouseId,
      worker_id: worker.id,
      site: SITES[i % SITES.length]!,
      start_day: addDays(today, plan.from),
      end_day: addDays(today, plan.from + plan.days),
      note: null,
      equipment_ids: chosen,
      models: [],
    });
    made++;
  }
  return made;
}
