// The demo's reservations: what the first warehouse prepares today and in the coming days, so
// 'Bugün Hazırlanacaklar' and the dashboard's pick count have work in them on the first day; and two
// requests from a field chief to it (one waiting in 'Gelen Talepler', one refused with its reason).
import { sql } from 'drizzle-orm';
import { addDays, warehouseToday } from '@shared/local-day';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';
import { Notifier } from '../modules/notifications/settings';
import { createKit } from '../modules/kits/kits.service';
import { createRequest, refuseRequest } from '../modules/requests/requests.service';
import { createReservation } from '../modules/reservations/reservations.service';
import { seedCaller } from './seed-stock';
import { STAFF } from './seed-staff';

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

/** Hüseyin Çelik (Saha Şefi) asks the first warehouse for its commonest model and gloves; an earlier ask was refused. */
export async function seedRequests(database: Database, adminId: string, warehouseId: string): Promise<number> {
  const admin = await seedCaller(database, adminId);
  const chief = STAFF.find((s) => s.role === 'Saha Şefi');
  const [asker] = await queryRows<{ id: string }>(database.db, sql`select id from users where email = ${chief?.email ?? ''}`);
  const [model] = await queryRows<{ brand_id: string; model: string }>(
    database.db,
    sql`select brand_id, model from equipment where warehouse_id = ${warehouseId}::uuid and status = 'available'
      group by brand_id, model order by count(*) desc, model limit 1`,
  );
  const [gloves] = await queryRows<{ id: string }>(database.db, sql`select id from stock_items order by name limit 1`);
  if (!admin || !asker || !model) return 0;
  const user = { ...admin, id: asker.id };
  const n = new Notifier();
  const today = warehouseToday();
  const ask = (site: string, from: number, days: number, note: string) =>
    createRequest(n, database.db, user, {
      id: null,
      warehouse_id: warehouseId,
      worker_id: null,
      site,
      start_day: addDays(today, from),
      end_day: addDays(today, from + days),
      note,
      lines: [
        { kind: 'model', brand_id: model.brand_id, model: model.model, quantity: 2 },
        ...(gloves ? [{ kind: 'stock' as const, stock_item_id: gloves.id, quantity: 20 }] : []),
      ],
    });
  const refused = await ask(SITES[2]!, 1, 2, 'Bakım ekibi için.');
  await refuseRequest(n, database.db, admin, refused.request.id, { reason: 'O günler için hepsi rezerve; haftaya yeniden isteyin.' });
  await ask(SITES[0]!, 3, 4, 'Gece dökümü için yedekli çalışacağız.');
  return 2;
}

/** Two kits of the first warehouse, so 'Setler' shows what a kit is on the first day: three items each. */
export async function seedKits(database: Database, adminId: string, warehouseId: string): Promise<number> {
  const user = await seedCaller(database, adminId);
  if (!user) return 0;
  // Past the items the reservations above promise.
  const items = await queryRows<{ id: string }>(
    database.db,
    sql`select id from equipment where warehouse_id = ${warehouseId}::uuid and status = 'available' order by serial_number offset 10 limit 6`,
  );
  let made = 0;
  for (const [i, name] of ['Nivelman Ölçüm Seti', 'Beton Kırıcı ve Delici Seti'].entries()) {
    const members = items.slice(i * 3, i * 3 + 3).map((r) => r.id);
    if (members.length < 3) break;
    await createKit(database.db, user, { warehouse_id: warehouseId, name, note: null, equipment_ids: members, stock_lines: [] });
    made++;
  }
  return made;
}
