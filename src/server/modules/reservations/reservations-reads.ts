// Reservations, the reads (docs/planning.md): the agenda (an item's, a warehouse's, a worker's),
// the storekeeper's 'Bugün Hazırlanacaklar' (a model's availability: availability.ts).
import { sql } from 'drizzle-orm';
import { warehouseToday, type LocalDay } from '@shared/local-day';
import type { PickList, Reservation, ReservationStatus } from '@shared/reservations';
import type { Db } from '@server/db/client';
import { reservationLines } from '@server/db/reservations-schema';
import type { AuthUser } from '@server/http/context';
import { holdsSql, reservationRows, statusSql } from './reservation-sql';

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
  // One read for both parts (a start today has not ended): each was a scan of the reservations of its own.
  const rows = await reservationRows(
    db,
    user,
    today,
    [
      sql`r.status = 'active' and r.start_day <= ${today}::date and r.end_day > ${today}::date`,
      sql`(r.start_day = ${today}::date or ${holdsSql(today)})`,
      warehouseId ? sql`r.warehouse_id = ${warehouseId}::uuid` : undefined,
    ],
    1000,
  );
  const todayOut = rows.filter((r) => r.start_day === today).slice(0, 500);
  return { today, today_out: todayOut, late: rows.filter((r) => r.start_day !== today).slice(0, 500) };
}
