// Reservations, the reads (docs/planning.md): the agenda (an item's, a warehouse's, a worker's),
// the storekeeper's 'Bugün Hazırlanacaklar' (a model's availability: availability.ts).
import { sql } from 'drizzle-orm';
import { warehouseToday, type LocalDay } from '@shared/local-day';
import type { PickList, Reservation, ReservationStatus } from '@shared/reservations';
import type { Db } from '@server/db/client';
import { reservationLines } from '@server/db/reservations-schema';
import type { AuthUser } from '@server/http/context';
import { holdsSql, pickedUpOrRecentSql, reservationRows, statusSql } from './reservation-sql';

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
  // Two reads, each with its own limit: one read of both parts, cut at a thousand rows in start
  // order, gave today's list nothing once more than a thousand reservations were late.
  const mine = [sql`r.status = 'active'`, warehouseId ? sql`r.warehouse_id = ${warehouseId}::uuid` : undefined];
  const [todayOut, late] = await Promise.all([
    reservationRows(db, user, today, [...mine, sql`r.start_day = ${today}::date`]),
    reservationRows(db, user, today, [
      ...mine,
      sql`r.start_day < ${today}::date and r.end_day > ${today}::date`,
      holdsSql(today),
      pickedUpOrRecentSql(today),
    ]),
  ]);
  return { today, today_out: todayOut, late };
}
