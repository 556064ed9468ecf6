// The due and overdue checks (docs/equipment-care.md): one row per required check of an item that
// runs out within 30 Istanbul days, has run out, failed or was never recorded, read from the
// items' `check_due` (no scan of the check history). Scrapped items are left out.
import { sql, type SQL } from 'drizzle-orm';
import type { DueCheckRow, DueChecksAnswer } from '@shared/care-types';
import { CHECK_DUE_SOON_DAYS, checkState, type CheckState } from '@shared/equipment-checks';
import { addDays, warehouseToday, type LocalDay } from '@shared/local-day';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows, uuidList } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';

export const DUE_LIST_LIMIT = 500;

/** The rule itself: a required check of a kept item that has run out or runs out within 30 days. */
function dueRule(today: string): SQL[] {
  return [
    sql`e.check_due is not null`,
    sql`e.status <> 'scrapped'`,
    sql`(d.due_on is null or d.due_on <= ${addDays(today, CHECK_DUE_SOON_DAYS)}::date)`,
  ];
}

function dueWhere(user: AuthUser, warehouseId: string | undefined, today: string): SQL {
  const parts = dueRule(today);
  const scope = scopeSql(user, sql`e.warehouse_id`);
  if (scope) parts.push(scope);
  if (warehouseId) parts.push(sql`e.warehouse_id = ${warehouseId}::uuid`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from ${s.equipment} e cross join lateral jsonb_to_recordset(e.check_due) as d(name text, due_on date, checked_on date, failed boolean)`;

/** How many checks have run out (or were never recorded) and how many run out within 30 days. */
export async function countDueChecks(db: Db, user: AuthUser, warehouseId?: string, today = warehouseToday()) {
  const [counts] = await queryRows<{ total: string | number; overdue: string | number }>(
    db,
    sql`select count(*) as total, count(*) filter (where d.due_on is null or d.due_on <= ${today}::date) as overdue ${FROM} where ${dueWhere(user, warehouseId, today)}`,
  );
  const total = Number(counts?.total ?? 0);
  const overdue = Number(counts?.overdue ?? 0);
  return { total, overdue, due_soon: total - overdue };
}

/** A due check as the daily digest says it (docs/notifications.md). */
export interface DigestDueCheck {
  warehouse_id: string;
  warehouse: string;
  serial_number: string;
  name: string;
  due_on: string | null;
  checked_on: string | null;
  failed: boolean;
  state: CheckState;
}

/** The due and run-out checks of these warehouses on `today`, per warehouse, run out first (as the due list orders them). */
export async function dueChecksByWarehouse(db: Db | Tx, warehouseIds: readonly string[], today: LocalDay) {
  const byWarehouse = new Map<string, DigestDueCheck[]>();
  if (warehouseIds.length === 0) return byWarehouse;
  const where = sql.join([...dueRule(today), sql`e.warehouse_id in (${uuidList(warehouseIds)})`], sql` and `);
  const rows = await queryRows<Omit<DigestDueCheck, 'state'>>(
    db,
    sql`select e.warehouse_id, w.name as warehouse, e.serial_number, d.name, d.due_on::text as due_on, d.checked_on::text as checked_on,
          coalesce(d.failed, false) as failed
        ${FROM} join ${s.warehouses} w on w.id = e.warehouse_id
        where ${where}
        order by d.due_on nulls first, e.serial_number, d.name`,
  );
  for (const r of rows) {
    const lines = byWarehouse.get(r.warehouse_id) ?? [];
    lines.push({ ...r, state: checkState(r, today) });
    byWarehouse.set(r.warehouse_id, lines);
  }
  return byWarehouse;
}

export async function listDueChecks(
  db: Db,
  user: AuthUser,
  filter: { warehouseId?: string; limit?: number } = {},
): Promise<DueChecksAnswer> {
  const today = warehouseToday();
  const where = dueWhere(user, filter.warehouseId, today);
  const counts = await countDueChecks(db, user, filter.warehouseId, today);
  const rows = await queryRows<Omit<DueCheckRow, 'state'>>(
    db,
    sql`select e.id as equipment_id, e.serial_number, e.model, b.name as brand, c.name as category, e.warehouse_id, w.name as warehouse,
          d.name, d.due_on::text as due_on, d.checked_on::text as checked_on, coalesce(d.failed, false) as failed
        ${FROM}
        join ${s.brands} b on b.id = e.brand_id
        left join ${s.categories} c on c.id = e.category_id
        left join ${s.warehouses} w on w.id = e.warehouse_id
        where ${where}
        order by d.due_on nulls first, e.serial_number, d.name
        limit ${filter.limit ?? DUE_LIST_LIMIT}`,
  );
  return { items: rows.map((r) => ({ ...r, state: checkState(r, today) })), ...counts, today };
}
