// The dashboard's charts (docs/reports.md) in one answer, each figure counted by the database within
// the caller's warehouses: items per warehouse and status, active hand-overs by how many Istanbul days
// they are late, repair costs per Istanbul month for 12 months, and the required checks run out or
// running out within 30 days (the due list's own counts).
import { sql } from 'drizzle-orm';
import { CHART_MONTHS, monthOf, monthsEnding, type DashboardCharts, type StockByWarehouseRow } from '@shared/charts';
import { sortByKey } from '@shared/collation';
import { CHECK_DUE_SOON_DAYS } from '@shared/equipment-checks';
import { addMonths, warehouseToday, type LocalDay } from '@shared/local-day';
import { EQUIPMENT_STATUSES, type EquipmentStatus } from '@shared/status';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { dayStartConstSql, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';
import { countDueChecks } from '../care/checks-due.service';
import { reportScope } from '../repairs/broken-row';

/** When a repair's cost counts: the day the report was closed, else the cost's last change, else the report. */
export const REPAIR_COST_AT = sql.raw('coalesce(be.resolved_at, be.repair_cost_updated_at, be.created_at)');
/** The Istanbul month ('YYYY-MM') of the repair cost. */
export const REPAIR_MONTH = sql`to_char(${REPAIR_COST_AT} at time zone 'Europe/Istanbul', 'YYYY-MM')`;

async function stockByWarehouse(db: Db, user: AuthUser): Promise<StockByWarehouseRow[]> {
  const rows = await queryRows<{ warehouse_id: string; warehouse: string; status: EquipmentStatus; n: number }>(
    db,
    // Counted per warehouse id first, named after: 100k items are grouped, not 100k joined rows.
    sql`select w.id as warehouse_id, w.name as warehouse, n.status, n.n
        from (select e.warehouse_id, e.status, count(*)::int as n from ${s.equipment} e
              ${whereSql([scopeSql(user, sql`e.warehouse_id`)])}
              group by e.warehouse_id, e.status) n
        join ${s.warehouses} w on w.id = n.warehouse_id`,
  );
  const byWarehouse = new Map<string, StockByWarehouseRow>();
  for (const r of rows) {
    let row = byWarehouse.get(r.warehouse_id);
    if (!row) {
      const counts = Object.fromEntries(EQUIPMENT_STATUSES.map((st) => [st, 0])) as Record<EquipmentStatus, number>;
      row = { warehouse_id: r.warehouse_id, warehouse: r.warehouse, counts };
      byWarehouse.set(r.warehouse_id, row);
    }
    if (r.status in row.counts) row.counts[r.status] += r.n;
  }
  return sortByKey([...byWarehouse.values()], (r) => [r.warehouse]);
}

async function overdueByAge(db: Db, user: AuthUser, today: LocalDay): Promise<DashboardCharts['overdue_by_age']> {
  const late = sql`(${today}::date - f.due_date)`;
  const [row] = await queryRows<DashboardCharts['overdue_by_age']>(
    db,
    sql`select count(*) filter (where ${late} between 1 and 7)::int as d1_7,
          count(*) filter (where ${late} between 8 and 30)::int as d8_30,
          count(*) filter (where ${late} > 30)::int as over_30
        from ${s.fieldEquipment} f
        ${whereSql([sql`f.status = 'active'`, sql`f.due_date < ${today}::date`, scopeSql(user, sql`f.warehouse_id`)])}`,
  );
  return row ?? { d1_7: 0, d8_30: 0, over_30: 0 };
}

async function repairCostByMonth(db: Db, user: AuthUser, today: LocalDay): Promise<DashboardCharts['repair_cost_by_month']> {
  const months = monthsEnding(monthOf(today), CHART_MONTHS);
  const first = `${months[0]}-01`;
  const end = addMonths(`${monthOf(today)}-01`, 1);
  // The item is joined only for a caller kept to some warehouses (every report names an item).
  const scope = reportScope(user);
  const rows = await queryRows<{ month: string; cost: number; reports: number }>(
    db,
    sql`select ${REPAIR_MONTH} as month, round(sum(be.repair_cost), 2)::float8 as cost, count(*)::int as reports
        from ${s.brokenEquipment} be ${scope ? sql`join ${s.equipment} e on e.id = be.equipment_id` : sql``}
        ${whereSql([sql`be.repair_cost is not null`, sql`${REPAIR_COST_AT} >= ${dayStartConstSql(first)}`, sql`${REPAIR_COST_AT} < ${dayStartConstSql(end)}`, scope])}
        group by 1`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => ({ month, cost: byMonth.get(month)?.cost ?? 0, reports: byMonth.get(month)?.reports ?? 0 }));
}

export async function dashboardCharts(db: Db, user: AuthUser): Promise<DashboardCharts> {
  const today = warehouseToday();
  // One query at a time: PGlite answers one at a time anyway, and a pool is not held for four.
  const stock = await stockByWarehouse(db, user);
  const overdue = await overdueByAge(db, user, today);
  const costs = await repairCostByMonth(db, user, today);
  const checks = await countDueChecks(db, user, undefined, today);
  return {
    today,
    stock_by_warehouse: stock,
    overdue_by_age: overdue,
    repair_cost_by_month: costs,
    checks: { overdue: checks.overdue, due_soon: checks.due_soon, due_soon_days: CHECK_DUE_SOON_DAYS },
  };
}
