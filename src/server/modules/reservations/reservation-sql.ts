// The reservation's SQL pieces, one home each (docs/planning.md): which reservations still hold
// their items on a day (`holdsSql`), the status people read ('lapsed' is computed), the row as JSON.
import { sql, type SQL } from 'drizzle-orm';
import type { LocalDay } from '@shared/local-day';
import type { Reservation } from '@shared/reservations';
import type { Db, Tx } from '@server/db/client';
import { kits } from '@server/db/kits-schema';
import { reservationLines, reservations, reservationSettings } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';

/** The lapse setting, in days (one row; 1 when it is missing). */
export const LAPSE_DAYS = sql`coalesce((select rs.lapse_days from ${reservationSettings} rs where rs.id), 1)`;

/**
 * The reservation `r` still holds what it names on `today`: active, and picked up or not yet lapsed
 * (an active reservation not picked up by start + lapse days no longer blocks anyone).
 */
export const holdsSql = (today: LocalDay): SQL =>
  sql`(r.status = 'active' and (r.picked_up_at is not null or r.start_day + ${LAPSE_DAYS} > ${today}::date))`;

/**
 * `holdsSql`'s pick-up rule as a bound on `start_day`, for the pick list's late part: the days'
 * index and the partial one of picked-up reservations (migration 0053) then find the late ones
 * without reading every reservation started before today. Added beside `holdsSql`, never instead.
 */
export const pickedUpOrRecentSql = (today: LocalDay): SQL =>
  sql`(r.picked_up_at is not null or r.start_day > ${today}::date - ${LAPSE_DAYS})`;

/** The status people read: the stored one, or 'lapsed'. */
export const statusSql = (today: LocalDay): SQL =>
  sql`(case when r.status = 'active' and r.picked_up_at is null and r.start_day + ${LAPSE_DAYS} <= ${today}::date then 'lapsed' else r.status end)`;

/** `[a, b)` and `[r.start_day, r.end_day)` share a day. */
export const overlapsSql = (from: LocalDay, to: LocalDay): SQL => sql`(r.start_day < ${to}::date and r.end_day > ${from}::date)`;

/** Reservations are scoped by their warehouse. */
export const reservationScope = (user: AuthUser) => scopeSql(user, sql`r.warehouse_id`);

const personSql = (a: string) => sql.raw(`json_build_object('id', ${a}.id, 'first_name', ${a}.first_name, 'last_name', ${a}.last_name)`);

const rowJson = (today: LocalDay) => sql`json_build_object(
  'id', r.id,
  'warehouse', json_build_object('id', w.id, 'name', w.name),
  'worker', ${personSql('wk')},
  'site', r.site, 'start_day', r.start_day::text, 'end_day', r.end_day::text, 'note', r.note,
  'status', ${statusSql(today)},
  'lapses_on', (r.start_day + ${LAPSE_DAYS})::text,
  'created_by', ${personSql('cu')},
  'created_at', ${isoText(sql`r.created_at`)},
  'picked_up_at', ${isoText(sql`r.picked_up_at`)},
  'cancelled_at', ${isoText(sql`r.cancelled_at`)},
  'lines', coalesce((select json_agg(json_build_object(
      'id', l.id,
      'equipment', case when e.id is not null then json_build_object('id', e.id, 'serial_number', e.serial_number, 'model', e.model,
        'brand', eb.name, 'status', e.status) end,
      'brand_id', l.brand_id, 'brand', lb.name, 'model', l.model, 'quantity', l.quantity, 'handed', l.handed,
      'kit', case when k.id is not null then json_build_object('id', k.id, 'code', k.code, 'name', k.name) end)
      order by k.name nulls last, e.serial_number, lb.name, l.model)
    from ${reservationLines} l
    left join ${kits} k on k.id = l.kit_id
    left join ${s.equipment} e on e.id = l.equipment_id
    left join ${s.brands} eb on eb.id = e.brand_id
    left join ${s.brands} lb on lb.id = l.brand_id
    where l.reservation_id = r.id), '[]'::json)
)::text`;

const FROM = sql`from ${reservations} r
  join ${s.warehouses} w on w.id = r.warehouse_id
  join ${s.workers} wk on wk.id = r.worker_id
  join ${s.users} cu on cu.id = r.created_by`;

/** Reservations of the user's warehouses matching `where`, in start order (then newest first). */
export async function reservationRows(
  db: Db | Tx,
  user: AuthUser,
  today: LocalDay,
  where: ReadonlyArray<SQL | undefined>,
  limit = 500,
): Promise<Reservation[]> {
  const rows = await queryRows<{ j: string }>(
    db,
    sql`select ${rowJson(today)} as j ${FROM} ${whereSql([reservationScope(user), ...where])}
      order by r.start_day, r.created_at desc, r.id limit ${limit}`,
  );
  return rows.map((row) => JSON.parse(row.j) as Reservation);
}

/** `(e.status = 'available' or back by then)`: the item `e` can go out on day `d` (SQL date). */
export const usableOnSql = (d: SQL, today: LocalDay): SQL => sql`(e.status = 'available' or (e.status = 'in_field' and exists (
  select 1 from ${s.fieldEquipment} f where f.equipment_id = e.id and f.status = 'active'
    and f.due_date is not null and f.due_date >= ${today}::date and f.due_date < ${d})))`;

/** The item `e` is held on day `d` by a reservation line not yet handed over. */
export const reservedOnSql = (d: SQL, today: LocalDay): SQL => sql`exists (
  select 1 from ${reservationLines} l join ${reservations} r on r.id = l.reservation_id
  where l.equipment_id = e.id and l.handed < l.quantity and ${holdsSql(today)} and r.start_day <= ${d} and r.end_day > ${d})`;

/** How many of the model are asked on day `d` by number lines (not yet handed over) of the warehouse `wid`. */
export const askedOnSql = (d: SQL, wid: SQL, brandId: string, model: string, today: LocalDay): SQL => sql`(
  select coalesce(sum(l.quantity - l.handed), 0) from ${reservationLines} l join ${reservations} r on r.id = l.reservation_id
  where l.equipment_id is null and l.brand_id = ${brandId}::uuid and l.model = ${model} and r.warehouse_id = ${wid}
    and ${holdsSql(today)} and r.start_day <= ${d} and r.end_day > ${d})::int`;

/** The days of `[from, to)` as a set-returning SQL source `days(d)`. */
export const daysSql = (from: LocalDay, to: LocalDay): SQL =>
  sql`(select g::date as d from generate_series(${from}::date, ${to}::date - 1, interval '1 day') g) days`;
