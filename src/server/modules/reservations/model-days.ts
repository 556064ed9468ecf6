// A model's days in one warehouse (docs/planning.md): for each day of a range, how many items of the
// model are free to go out (usable that day and held by no reservation line) and how many number
// lines ask for. A range is feasible while every day has free ≥ asked; the clash check and the
// availability panel read the same numbers.
import { sql } from 'drizzle-orm';
import type { LocalDay } from '@shared/local-day';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { askedOnSql, daysSql, reservedOnSql, usableOnSql } from './reservation-sql';

export interface ModelDay {
  day: LocalDay;
  /** Usable that day and held by no reservation line. */
  free: number;
  /** Asked by number lines that day. */
  asked: number;
  /** Held by item lines that day. */
  held: number;
}

export interface ModelRef {
  warehouseId: string;
  brandId: string;
  model: string;
}

export function modelDays(db: Db | Tx, ref: ModelRef, from: LocalDay, to: LocalDay, today: LocalDay): Promise<ModelDay[]> {
  const d = sql`days.d`;
  const ofModel = sql`e.warehouse_id = ${ref.warehouseId}::uuid and e.brand_id = ${ref.brandId}::uuid and e.model = ${ref.model}`;
  return queryRows<ModelDay>(
    db,
    sql`select days.d::text as day,
      (select count(*) from ${s.equipment} e where ${ofModel} and ${usableOnSql(d, today)} and not ${reservedOnSql(d, today)})::int as free,
      ${askedOnSql(d, sql`${ref.warehouseId}::uuid`, ref.brandId, ref.model, today)} as asked,
      (select count(*) from ${s.equipment} e where ${ofModel} and ${reservedOnSql(d, today)})::int as held
    from ${daysSql(from, to)} order by days.d`,
  );
}
