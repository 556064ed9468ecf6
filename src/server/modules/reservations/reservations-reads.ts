// Reservations, the reads (docs/planning.md): the agenda (an item's, a warehouse's, a worker's),
// the storekeeper's 'Bugün Hazırlanacaklar', and a model's availability per warehouse.
import { sql } from 'drizzle-orm';
import { warehouseToday, type LocalDay } from '@shared/local-day';
import type { AvailabilityRow, PickList, Reservation, ReservationStatus } from '@shared/reservations';
import type { Db } from '@server/db/client';
import { reservationLines } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';
import { modelDays } from './model-days';
import { holdsSql, reservationRows, statusSql, usableOnSql } from './reservation-sql';

export interface AgendaFilter {
  warehouseId?: string;
  equipmentId?: string;
  workerId?: string;
  /** Reservations ending after this day (default today: what is still ahead). */
  from?: LocalDay;
  /** Reservations starting before this day. */
  to?: LocalDay;
  status?: ReservationStatus;
  /** At most this many, nearest start first (500 by default). */
  limit?: number;
}

export function listReservations(db: Db, user: AuthUser, filter: AgendaFilter, now = new Date()): Promise<Reservation[]> {
  const today = warehouseToday(now);
  return reservationRows(
    db,
    user,
    today,
    [
      sql`r.end_day > ${filter.from ?? today}::date`,
      filter.to ? sql`r.start_day < ${filter.to}::date` : undefined,
      filter.warehouseId ? sql`r.warehouse_id = ${filter.warehouseId}::uuid` : undefined,
      filter.workerId ? sql`r.worker_id = ${filter.workerId}::uuid` : undefined,
      filter.equipmentId
        ? sql`exists (select 1 from ${reservationLines} l where l.reservation_id = r.id and l.equipment_id = ${filter.equipmentId}::uuid)`
        : undefined,
      filter.status ? sql`${statusSql(today)} = ${filter.status}` : undefined,
    ],
    filter.limit,
  );
}

/** What goes out today and what is late to be picked up (started, not lapsed, not handed over in full). */
export async function pickList(db: Db, user: AuthUser, warehouseId: string | undefined, now = new Date()): Promise<PickList> {
  const today = warehouseToday(now);
  const mine = [sql`r.status = 'active'`, warehouseId ? sql`r.warehouse_id = ${warehouseId}::uuid` : undefined];
  const [todayOut, late] = await Promise.all([
    reservationRows(db, user, today, [...mine, sql`r.start_day = ${today}::date`]),
    reservationRows(db, user, today, [...mine, sql`r.start_day < ${today}::date and r.end_day > ${today}::date`, holdsSql(today)]),
  ]);
  return { today, today_out: todayOut, late };
}

/** For a model (brand + model) and `[from, to)`: per warehouse of the user, free, reserved, out, in repair. */
export async function availability(
  db: Db,
  user: AuthUser,
  ref: { brandId: string; model: string },
  from: LocalDay,
  to: LocalDay,
  now = new Date(),
): Promise<AvailabilityRow[]> {
  const today = warehouseToday(now);
  const counts = await queryRows<Omit<AvailabilityRow, 'free' | 'reserved' | 'warehouse'> & { id: string; name: string }>(
    db,
    sql`select w.id, w.name,
        count(*) filter (where e.status <> 'scrapped')::int as total,
        count(*) filter (where e.status = 'broken')::int as in_repair,
        count(*) filter (where e.status = 'in_transfer')::int as in_transfer,
        count(*) filter (where e.status = 'in_field' and not ${usableOnSql(sql`${from}::date`, today)})::int as out
      from ${s.equipment} e join ${s.warehouses} w on w.id = e.warehouse_id
      ${whereSql([sql`e.brand_id = ${ref.brandId}::uuid and e.model = ${ref.model}`, scopeSql(user, sql`e.warehouse_id`)])}
      group by w.id, w.name order by w.name`,
  );
  const rows: AvailabilityRow[] = [];
  for (const c of counts) {
    const days = await modelDays(db, { warehouseId: c.id, ...ref }, from, to, today);
    rows.push({
      warehouse: { id: c.id, name: c.name },
      total: c.total,
      free: Math.max(0, Math.min(...days.map((d) => d.free - d.asked))),
      reserved: Math.max(0, ...days.map((d) => d.asked + d.held)),
      out: c.out,
      in_repair: c.in_repair,
      in_transfer: c.in_transfer,
    });
  }
  return rows;
}
