// Stock reports (docs/stock.md, 'Stok Raporları'): aggregated by the database over the ledger and
// the levels, on PGlite and PostgreSQL alike, then put in Turkish order here (decision 0004). Every
// report keeps to the caller's warehouses; naming a warehouse outside them is 404.
import { sql, type SQL } from 'drizzle-orm';
import { sortByKey } from '@shared/collation';
import type { LocalDay } from '@shared/local-day';
import {
  REPORT_MESSAGES,
  reportPeriod,
  type ConsumptionGroup,
  type ConsumptionReport,
  type ConsumptionRow,
  type PpeIssuedReport,
  type PpeIssuedRow,
  type StockValueReport,
  type StockValueRow,
} from '@shared/stock-reports';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { dayStartSql, queryRows, whereSql } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';
import { scopedWarehouse } from './stock-items.service';
import { NEXT_REPLACEMENT_SQL } from './stock-issue-content';

export interface ReportQuery {
  from?: string;
  to?: string;
  warehouseId?: string;
}

/** The period (or a Turkish 400) and the warehouse filter (404 outside the caller's warehouses). */
async function reportScope(db: Db, user: AuthUser, q: ReportQuery, column: SQL, withPeriod: boolean) {
  let period: { from: LocalDay; to: LocalDay } | undefined;
  if (withPeriod) {
    const asked = reportPeriod({ from: q.from, to: q.to });
    if ('error' in asked) throw badRequest(asked.error);
    period = asked;
  }
  if (q.warehouseId) await scopedWarehouse(db, user, q.warehouseId);
  const conditions = [scopeSql(user, column), q.warehouseId ? sql`${column} = ${q.warehouseId}::uuid` : undefined];
  return { period, conditions };
}

const inPeriod = (period: { from: LocalDay; to: LocalDay }) =>
  sql`m.created_at >= ${dayStartSql(period.from)} and m.created_at < ${dayStartSql(period.to, 1)}`;

const GROUP: Record<ConsumptionGroup, { columns: SQL; by: SQL }> = {
  worker: {
    columns: sql`wk.id::text as group_id, wk.first_name || ' ' || wk.last_name as group_name, d.name as department_name`,
    by: sql`wk.id, d.name`,
  },
  department: {
    columns: sql`d.id::text as group_id, coalesce(d.name, ${REPORT_MESSAGES.noDepartment}::text) as group_name, null::text as department_name`,
    by: sql`d.id`,
  },
  warehouse: { columns: sql`w.id::text as group_id, w.name as group_name, null::text as department_name`, by: sql`w.id` },
};

/**
 * What left the shelves to workers in the period, per worker, department or warehouse and item:
 * issued, returned to stock, consumed (issued − returned; a return scrapped stays consumed) and its
 * cost at the moving average each movement recorded.
 */
export async function consumptionReport(db: Db, user: AuthUser, by: ConsumptionGroup, q: ReportQuery): Promise<ConsumptionReport> {
  const { period, conditions } = await reportScope(db, user, q, sql`m.warehouse_id`, true);
  const group = GROUP[by];
  const rows = await queryRows<ConsumptionRow>(
    db,
    sql`select ${group.columns}, i.id as item_id, i.name as item_name, i.variant, i.kind, i.unit,
          coalesce(sum(m.quantity) filter (where m.kind = 'issue'), 0)::float8 as issued,
          coalesce(sum(m.quantity) filter (where m.kind = 'return'), 0)::float8 as returned,
          (coalesce(sum(m.quantity) filter (where m.kind = 'issue'), 0) - coalesce(sum(m.quantity) filter (where m.kind = 'return'), 0))::float8 as consumed,
          round(coalesce(sum(case when m.kind = 'issue' then 1 else -1 end * m.quantity * coalesce(m.unit_cost, 0)), 0), 2)::float8 as cost
        from ${st.stockMovements} m join ${st.stockItems} i on i.id = m.item_id join ${s.warehouses} w on w.id = m.warehouse_id
        left join ${s.workers} wk on wk.id = m.worker_id left join ${s.departments} d on d.id = wk.department_id
        ${whereSql([sql`m.kind in ('issue', 'return')`, inPeriod(period!), ...conditions])}
        group by ${group.by}, i.id`,
  );
  return { from: period!.from, to: period!.to, by, rows: sortByKey(rows, (r) => [r.group_name, r.item_name, r.variant]) };
}

/** PPE each worker was given in the period, per item, with the last issue day and the next replacement day. */
export async function ppeIssuedReport(db: Db, user: AuthUser, q: ReportQuery): Promise<PpeIssuedReport> {
  const { period, conditions } = await reportScope(db, user, q, sql`m.warehouse_id`, true);
  const last = 'max(m.created_at)';
  const rows = await queryRows<PpeIssuedRow>(
    db,
    sql`select wk.id as worker_id, wk.first_name || ' ' || wk.last_name as worker_name, d.name as department_name,
          i.id as item_id, i.name as item_name, i.variant, i.standard, i.unit,
          sum(m.quantity)::float8 as quantity, count(*)::int as issues,
          (${sql.raw(last)} at time zone 'Europe/Istanbul')::date::text as last_issued_on,
          ${sql.raw(NEXT_REPLACEMENT_SQL(last, 'i.replacement_months'))} as next_replacement_on
        from ${st.stockMovements} m join ${st.stockItems} i on i.id = m.item_id
        join ${s.workers} wk on wk.id = m.worker_id left join ${s.departments} d on d.id = wk.department_id
        ${whereSql([sql`m.kind = 'issue'`, sql`i.kind = 'ppe'`, inPeriod(period!), ...conditions])}
        group by wk.id, d.name, i.id`,
  );
  return { from: period!.from, to: period!.to, rows: sortByKey(rows, (r) => [r.worker_name, r.item_name, r.variant]) };
}

/** Each warehouse's stock value now: on hand × moving-average cost, rounded per item as the list shows it. */
export async function stockValueReport(db: Db, user: AuthUser, q: ReportQuery): Promise<StockValueReport> {
  const { conditions } = await reportScope(db, user, q, sql`w.id`, false);
  const value = (kind?: string) =>
    sql`coalesce(sum(round(l.on_hand * l.avg_cost, 2)) ${kind ? sql`filter (where i.kind = ${kind})` : sql``}, 0)::float8`;
  const rows = await queryRows<StockValueRow>(
    db,
    sql`select w.id as warehouse_id, w.name as warehouse_name, count(l.item_id) filter (where l.on_hand <> 0)::int as items,
          ${value('consumable')} as consumable, ${value('ppe')} as ppe, ${value('spare_part')} as spare_part, ${value()} as value
        from ${s.warehouses} w left join ${st.stockLevels} l on l.warehouse_id = w.id left join ${st.stockItems} i on i.id = l.item_id
        ${whereSql(conditions)}
        group by w.id`,
  );
  return { rows: sortByKey(rows, (r) => [r.warehouse_name]) };
}
