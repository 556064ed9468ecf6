// The 20,000-item count the stocktake bench measures: a warehouse of 20,000 items on the shelf,
// 600 more in another warehouse, and an open count of it with most of it already read by another
// counter (19,000 of the expected items, 500 misplaced ones, 100 unknown labels).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import type { AuthUser } from '@server/http/context';
import { startStocktake } from '@server/modules/stocktake/stocktake.service';
import { BENCH_ADMIN } from './lib';

export const ITEMS = 20_000;
export const READ_BEFORE = 19_000;
export const ELSEWHERE = 600;
export const ELSEWHERE_READ = 500;
export const UNKNOWN_READ = 100;

export const serial = (i: number) => `SAY-${String(i).padStart(6, '0')}`;
export const elsewhereSerial = (i: number) => `SUB-${String(i).padStart(6, '0')}`;

export interface SeededCount {
  sessionId: string;
  user: AuthUser;
  startMs: number;
}

export async function seedCount(db: Db): Promise<SeededCount> {
  await seedPermissions(db);
  await ensureAdmin(db, BENCH_ADMIN);
  const [admin] = await db.select().from(s.users).limit(1);
  const user: AuthUser = { ...admin!, sessionId: randomUUID(), permissions: ['manage_stocktake'], warehouseIds: [] };
  const [wh] = await db.insert(s.warehouses).values({ name: 'Ana Depo', location: 'İstanbul' }).returning();
  const [other] = await db.insert(s.warehouses).values({ name: 'Şube Depo', location: 'İzmir' }).returning();
  const [brand] = await db.insert(s.brands).values({ name: 'Bosch' }).returning();
  const [category] = await db.insert(s.categories).values({ name: 'Kırıcı' }).returning();
  await db.execute(sql`insert into ${s.equipment} (serial_number, model, brand_id, category_id, warehouse_id, status)
    select 'SAY-' || lpad(g::text, 6, '0'), 'GSH 11 VC', ${brand!.id}::uuid, ${category!.id}::uuid, ${wh!.id}::uuid, case when g % 10 = 0 then 'broken' else 'available' end
    from generate_series(1, ${ITEMS}) g`);
  await db.execute(sql`insert into ${s.equipment} (serial_number, model, brand_id, category_id, warehouse_id, status)
    select 'SUB-' || lpad(g::text, 6, '0'), 'GSH 11 VC', ${brand!.id}::uuid, ${category!.id}::uuid, ${other!.id}::uuid, 'available' from generate_series(1, ${ELSEWHERE}) g`);

  const t = performance.now();
  const sessionId = await startStocktake(db, user, { warehouse_id: wh!.id, category_ids: [], note: null });
  const startMs = performance.now() - t;
  await db.execute(sql`insert into ${s.stocktakeReads} (session_id, client_id, serial_number, source, counted_by, counted_at)
    select ${sessionId}::uuid, gen_random_uuid(), 'SAY-' || lpad(g::text, 6, '0'), 'camera', ${admin!.id}::uuid, now() - interval '1 hour'
    from generate_series(1, ${READ_BEFORE}) g`);
  await db.execute(sql`insert into ${s.stocktakeReads} (session_id, client_id, serial_number, source, counted_by, counted_at)
    select ${sessionId}::uuid, gen_random_uuid(), 'SUB-' || lpad(g::text, 6, '0'), 'wedge', ${admin!.id}::uuid, now() - interval '1 hour' from generate_series(1, ${ELSEWHERE_READ}) g`);
  await db.execute(sql`insert into ${s.stocktakeReads} (session_id, client_id, serial_number, source, counted_by, counted_at)
    select ${sessionId}::uuid, gen_random_uuid(), 'YOK-' || g, 'manual', ${admin!.id}::uuid, now() - interval '1 hour' from generate_series(1, ${UNKNOWN_READ}) g`);
  return { sessionId, user, startMs };
}
