// A model's availability per warehouse over a range (docs/planning.md "Availability"), in two
// queries for every warehouse at once: each item of the model with the first day it is usable and
// the ranges reservation lines hold it, and the number lines asking for the model; the days are then
// counted here. The same rules as `modelDays` (the clash check), which asks one warehouse per day:
// usable on d = Müsait, or Sahada with an expected return day from today up to d − 1.
import { sql } from 'drizzle-orm';
import { sortByKey } from '@shared/collation';
import { addDays, warehouseToday, type LocalDay } from '@shared/local-day';
import type { AvailabilityRow } from '@shared/reservations';
import type { Db } from '@server/db/client';
import { reservationLines, reservations } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';
import { holdsSql } from './reservation-sql';

interface ItemRow {
  warehouse_id: string;
  warehouse_name: string;
  status: string;
  /** The first day it can go out (null: none in reach). */
  usable_from: LocalDay | null;
  /** `[start, end)` of the holding reservation lines overlapping the range. */
  held: Array<[LocalDay, LocalDay]> | null;
}

interface AskRow {
  warehouse_id: string;
  start_day: LocalDay;
  end_day: LocalDay;
  n: number;
}

const within = (d: LocalDay, [a, b]: readonly [LocalDay, LocalDay]) => a <= d && d < b;

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
  const overlaps = sql`r.start_day < ${to}::date and r.end_day > ${from}::date and ${holdsSql(today)}`;
  const items = await queryRows<ItemRow>(
    db,
    sql`select e.warehouse_id, w.name as warehouse_name, e.status,
        (case when e.status = 'available' then ${from}::date
          when e.status = 'in_field' then (select min(f.due_date) + 1 from ${s.fieldEquipment} f where f.equipment_id = e.id
            and f.status = 'active' and f.due_date is not null and f.due_date >= ${today}::date) end)::text as usable_from,
        (select json_agg(json_build_array(r.start_day::text, r.end_day::text)) from ${reservationLines} l
          join ${reservations} r on r.id = l.reservation_id
          where l.equipment_id = e.id and l.handed < l.quantity and ${overlaps}) as held
      from ${s.equipment} e join ${s.warehouses} w on w.id = e.warehouse_id
      ${whereSql([sql`e.brand_id = ${ref.brandId}::uuid and e.model = ${ref.model}`, scopeSql(user, sql`e.warehouse_id`)])}`,
  );
  const asks = await queryRows<AskRow>(
    db,
    sql`select r.warehouse_id, r.start_day::text as start_day, r.end_day::text as end_day, (l.quantity - l.handed)::int as n
      from ${reservationLines} l join ${reservations} r on r.id = l.reservation_id
      ${whereSql([
        sql`l.equipment_id is null and l.brand_id = ${ref.brandId}::uuid and l.model = ${ref.model}`,
        overlaps,
        scopeSql(user, sql`r.warehouse_id`),
      ])}`,
  );
  const days: LocalDay[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) days.push(d);

  const byWarehouse = new Map<string, ItemRow[]>();
  for (const item of items) byWarehouse.set(item.warehouse_id, [...(byWarehouse.get(item.warehouse_id) ?? []), item]);
  const rows: AvailabilityRow[] = [...byWarehouse.values()].map((own) => {
    const { warehouse_id: id, warehouse_name: name } = own[0]!;
    const asked = asks.filter((a) => a.warehouse_id === id);
    const perDay = days.map((d) => {
      const held = own.filter((e) => (e.held ?? []).some((range) => within(d, range))).length;
      const free = own.filter(
        (e) => e.usable_from !== null && e.usable_from <= d && !(e.held ?? []).some((range) => within(d, range)),
      ).length;
      const wanted = asked.reduce((sum, a) => sum + (within(d, [a.start_day, a.end_day]) ? a.n : 0), 0);
      return { free: free - wanted, reserved: wanted + held };
    });
    const count = (status: string) => own.filter((e) => e.status === status).length;
    return {
      warehouse: { id, name },
      total: own.filter((e) => e.status !== 'scrapped').length,
      free: Math.max(0, Math.min(...perDay.map((d) => d.free))),
      reserved: Math.max(0, ...perDay.map((d) => d.reserved)),
      out: own.filter((e) => e.status === 'in_field' && (e.usable_from === null || e.usable_from > from)).length,
      in_repair: count('broken'),
      in_transfer: count('in_transfer'),
    };
  });
  return sortByKey(rows, (r) => [r.warehouse.name]); // Turkish order
}
