// 'Raporlar' (docs/reports.md): utilisation — days in the field per item and per category over a
// period of warehouse days — and repair cost per category and Istanbul month. Counted by the
// database within the caller's warehouses (a hand-over by its warehouse, a fault report by its
// warehouse or the item's), put in Turkish order here.
import { sql, type SQL } from 'drizzle-orm';
import {
  monthOf,
  monthsEnding,
  NO_CATEGORY,
  UTILISATION_ITEM_LIMIT,
  type RepairCostReport,
  type RepairCostRow,
  type UtilisationCategoryRow,
  type UtilisationItemRow,
  type UtilisationReport,
} from '@shared/charts';
import { sortByKey } from '@shared/collation';
import { daysBetween, type LocalDay } from '@shared/local-day';
import { reportPeriod } from '@shared/stock-reports';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { dayStartConstSql, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';
import { reportScope } from '../repairs/broken-row';
import { REPAIR_COST_AT, REPAIR_MONTH } from './dashboard-charts.service';

export interface PeriodQuery {
  from?: string;
  to?: string;
}

/** The period asked for (the stock reports' rules: at most 366 days, default the last 30), or a Turkish 400. */
function period(q: PeriodQuery): { from: LocalDay; to: LocalDay } {
  const asked = reportPeriod(q);
  if ('error' in asked) throw badRequest(asked.error);
  return asked;
}

const one = (n: number) => Math.round(n * 10) / 10;
/** The items' order's last key, as `localeCompare(…, 'tr')` gives it (one collator, not one per comparison). */
const serialOrder = new Intl.Collator('tr');

type UsedRow = Omit<UtilisationItemRow, 'percent' | 'category'> & {
  kind: 'item' | 'category';
  category_id: string | null;
  category: string;
};

/**
 * The period's use, counted by the database in one pass over the hand-overs (an index-only scan of
 * `field_equipment_use_idx` in the item's order; the overlaps are summed as intervals, exactly, and
 * turned into seconds once per item, not once per hand-over): a row per category
 * with its days and used items (`handovers` holds the count), and the items that can be among the
 * first `limit` (all when `limit` is null). Which can: the items whose days are within 0.11 of the
 * `limit`-th largest, as the list is ordered by days rounded to one decimal and then by serial
 * number, and rounding moves a figure by at most 0.05 either way.
 */
function usedSql(user: AuthUser, from: LocalDay, to: LocalDay, limit: number | null): SQL {
  // The period's end is never later than now: an active hand-over counts up to now.
  const start = dayStartConstSql(from);
  const end = sql`least(${dayStartConstSql(to, 1)}, now())`;
  const floor = limit === null ? sql`-1` : sql`coalesce((select days from used order by days desc offset ${limit - 1} limit 1) - 0.11, -1)`;
  // Each used item is joined to its row once, here: the items' list and the categories' totals read it from `used`.
  return sql`with used as materialized (
        select e.id as equipment_id, e.serial_number, e.brand_id, e.model, e.category_id, u.handovers, u.days
        from (
          select f.equipment_id, count(*)::int as handovers,
            extract(epoch from sum(least(coalesce(f.returned_at, ${end}), ${end}) - greatest(f.issued_at, ${start}))) / 86400 as days
          from ${s.fieldEquipment} f
          ${whereSql([
            sql`f.issued_at < ${end}`,
            sql`(f.returned_at is null or f.returned_at > ${start})`,
            scopeSql(user, sql`f.warehouse_id`),
          ])}
          group by f.equipment_id
        ) u join ${s.equipment} e on e.id = u.equipment_id
      )
      select 'item' as kind, u.equipment_id, u.serial_number, b.name as brand, u.model, c.id::text as category_id,
          coalesce(c.name, ${NO_CATEGORY}::text) as category, u.handovers, u.days::float8 as days
        from used u join ${s.brands} b on b.id = u.brand_id
        left join ${s.categories} c on c.id = u.category_id
        where u.days >= ${floor}
      union all
      select 'category', null, null, null, null, c.id::text, coalesce(c.name, ${NO_CATEGORY}::text), count(*)::int, sum(u.days)::float8
        from used u left join ${s.categories} c on c.id = u.category_id
        group by c.id`;
}

/** The most used items of the period (all of them for the CSV) and the categories' totals. */
export async function utilisationReport(
  db: Db,
  user: AuthUser,
  q: PeriodQuery,
  options: { allItems?: boolean } = {},
): Promise<UtilisationReport> {
  const { from, to } = period(q);
  const periodDays = daysBetween(from, to) + 1;
  // Both at once (on PostgreSQL each has its connection).
  const [rows, fleet] = await Promise.all([
    queryRows<UsedRow>(db, usedSql(user, from, to, options.allItems ? null : UTILISATION_ITEM_LIMIT)),
    queryRows<{ category_id: string | null; category: string; items: number }>(
      db,
      sql`select c.id::text as category_id, coalesce(c.name, ${NO_CATEGORY}::text) as category, count(*)::int as items
        from ${s.equipment} e left join ${s.categories} c on c.id = e.category_id
        ${whereSql([sql`e.status <> 'scrapped'`, scopeSql(user, sql`e.warehouse_id`)])}
        group by c.id`,
    ),
  ]);
  const categories = new Map<string, UtilisationCategoryRow>();
  const keyOf = (id: string | null) => id ?? '';
  for (const f of fleet) categories.set(keyOf(f.category_id), { ...f, days: 0, percent: 0 });
  let itemsTotal = 0;
  const used: UtilisationItemRow[] = [];
  for (const { kind, category_id, ...r } of rows) {
    if (kind === 'item') {
      used.push({ ...r, days: one(r.days), percent: one((r.days / periodDays) * 100) });
      continue;
    }
    itemsTotal += r.handovers;
    const key = keyOf(category_id);
    const row = categories.get(key) ?? { category_id, category: r.category, items: 0, days: 0, percent: 0 };
    row.days += r.days;
    categories.set(key, row);
  }
  const categoryRows = sortByKey(
    [...categories.values()].map((r) => ({ ...r, days: one(r.days), percent: r.items ? one((r.days / (r.items * periodDays)) * 100) : 0 })),
    (r) => [r.category],
  );
  const items = used.sort((a, b) => b.days - a.days || serialOrder.compare(a.serial_number, b.serial_number));
  return {
    from,
    to,
    period_days: periodDays,
    categories: categoryRows,
    items: options.allItems ? items : items.slice(0, UTILISATION_ITEM_LIMIT),
    items_total: itemsTotal,
  };
}

/** Repair cost per category and Istanbul month of the period (months without cost have no row). */
export async function repairCostReport(db: Db, user: AuthUser, q: PeriodQuery): Promise<RepairCostReport> {
  const { from, to } = period(q);
  const rows = await queryRows<RepairCostRow>(
    db,
    sql`select c.id::text as category_id, coalesce(c.name, ${NO_CATEGORY}::text) as category, ${REPAIR_MONTH} as month,
          round(sum(be.repair_cost), 2)::float8 as cost, count(*)::int as reports
        from ${s.brokenEquipment} be join ${s.equipment} e on e.id = be.equipment_id left join ${s.categories} c on c.id = e.category_id
        ${whereSql([
          sql`be.repair_cost is not null`,
          sql`${REPAIR_COST_AT} >= ${dayStartConstSql(from)}`,
          sql`${REPAIR_COST_AT} < ${dayStartConstSql(to, 1)}`,
          reportScope(user),
        ])}
        group by c.id, 3`,
  );
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const months = monthsEnding(monthOf(to), ty * 12 + tm - (fy * 12 + fm) + 1);
  return { from, to, months, rows: sortByKey(rows, (r) => [r.category, r.month]) };
}
