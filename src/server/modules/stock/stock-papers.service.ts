// What the stock papers and the replacement list read (docs/stock.md): one issue as its printed KKD-
// paper shows it, and per warehouse the PPE whose replacement day is near or past. Both keep to the
// caller's warehouses (404 outside them).
import { sql, type SQL } from 'drizzle-orm';
import { compareTurkish, sortByKey } from '@shared/collation';
import { fullName } from '@shared/format';
import { addDays, daysBetween, warehouseToday, type LocalDay } from '@shared/local-day';
import { REPLACEMENT_DUE_DAYS, STOCK_MESSAGES, type ReplacementDueRow, type ReplacementStatus, type StockIssueRecord } from '@shared/stock';
import type { HeldStockLine } from '@shared/document-types';
import type { Db, Tx } from '@server/db/client';
import { isoTextRaw as iso, maskedNationalIdRaw, personJson, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { seesNationalId } from '@server/http/national-id';
import { scopedWarehouse } from './stock-items.service';
import { NEXT_REPLACEMENT_SQL } from './stock-issue-content';

/** The item's stock code as the KKD- document's content writes it. */
const STOCK_CODE = `coalesce(i.barcode, 'STK-' || upper(left(i.id::text, 8)))`;

/** One issue with its lines, the two signatures and its KKD- document: the paper's data. */
export async function stockIssueRecord(db: Db, user: AuthUser, issueId: string): Promise<StockIssueRecord> {
  const [row] = await queryRows<StockIssueRecord>(
    db,
    sql`select si.id, ${sql.raw(iso('si.created_at'))} as created_at, si.offline, si.ppe_briefed,
          json_build_object('id', w.id, 'name', w.name) as warehouse,
          json_build_object('id', wk.id, 'first_name', wk.first_name, 'last_name', wk.last_name,
            'tc_no', ${sql.raw(seesNationalId(user) ? 'wk.tc_no' : maskedNationalIdRaw('wk.tc_no'))}, 'phone', wk.phone, 'department', dp.name) as worker,
          ${sql.raw(personJson('iu'))} as issued_by,
          si.signature, si.issuer_signature,
          (select json_build_object('id', d.id, 'number', d.number) from documents d where d.kind = 'stock_issue' and d.source_id = si.id) as document,
          coalesce((select json_agg(json_build_object('movement_id', m.id, 'item_id', i.id, 'name', i.name, 'kind', i.kind,
              'stock_code', ${sql.raw(STOCK_CODE)}, 'standard', i.standard, 'variant', i.variant, 'unit', i.unit, 'quantity', m.quantity::float8,
              'next_replacement_on', case when i.kind = 'ppe' then ${sql.raw(NEXT_REPLACEMENT_SQL('si.created_at', 'i.replacement_months'))} end)
              order by i.name, m.id)
            from stock_movements m join stock_items i on i.id = m.item_id where m.issue_id = si.id and m.kind = 'issue'), '[]'::json) as lines
        from stock_issues si
        join warehouses w on w.id = si.warehouse_id
        join workers wk on wk.id = si.worker_id
        left join departments dp on dp.id = wk.department_id
        join users iu on iu.id = si.issued_by
        where si.id = ${issueId}::uuid`,
  );
  if (!row || !inScope(user, row.warehouse.id)) throw notFound(STOCK_MESSAGES.issueNotFound);
  return row;
}

/**
 * 'Yenilemesi Gelenler' of one warehouse: per worker and PPE item they still hold (given minus
 * returned, in any warehouse), the day its last issue from this warehouse is due for replacement.
 * `overdue`: the day has passed; `due`: it is today or within the next REPLACEMENT_DUE_DAYS days;
 * neither: both. Most overdue first.
 */
export async function replacementsDue(
  db: Db,
  user: AuthUser,
  warehouseId: string,
  status: ReplacementStatus | undefined,
  today: LocalDay = warehouseToday(),
): Promise<ReplacementDueRow[]> {
  await scopedWarehouse(db, user, warehouseId);
  const horizon = status === 'overdue' ? addDays(today, -1) : addDays(today, REPLACEMENT_DUE_DAYS);
  const rows = await queryRows<Omit<ReplacementDueRow, 'days_overdue'>>(
    db,
    sql`select * from (
          select ${sql.raw(personJson('wk'))} as worker, i.id as item_id, i.name, i.variant, i.standard, i.unit, g.held::float8 as held,
            (g.last_at at time zone 'Europe/Istanbul')::date::text as last_issued_on,
            ${sql.raw(NEXT_REPLACEMENT_SQL('g.last_at', 'i.replacement_months'))} as due_on, g.issue_id,
            (select json_build_object('id', d.id, 'number', d.number) from documents d where d.kind = 'stock_issue' and d.source_id = g.issue_id) as document
          from (
            select m.worker_id, m.item_id, sum(case when m.kind = 'issue' then m.quantity else -m.quantity end) as held,
              max(m.created_at) filter (where m.kind = 'issue') as last_at,
              (array_agg(m.warehouse_id order by m.created_at desc, m.id desc) filter (where m.kind = 'issue'))[1] as warehouse_id,
              (array_agg(m.issue_id order by m.created_at desc, m.id desc) filter (where m.kind = 'issue'))[1] as issue_id
            from stock_movements m
            where m.kind in ('issue', 'return', 'return_scrapped')
              and m.item_id in (select id from stock_items where kind = 'ppe' and replacement_months is not null)
            group by m.worker_id, m.item_id
          ) g
          join stock_items i on i.id = g.item_id
          join workers wk on wk.id = g.worker_id
          where g.warehouse_id = ${warehouseId}::uuid and g.held > 0
        ) r
        where r.due_on <= ${horizon} ${status === 'due' ? sql`and r.due_on >= ${today}` : sql``}`,
  );
  return rows
    .map((r) => ({ ...r, days_overdue: daysBetween(r.due_on, today) }))
    .sort(
      (a, b) => b.days_overdue - a.days_overdue || compareTurkish(fullName(a.worker), fullName(b.worker)) || compareTurkish(a.name, b.name),
    );
}

/**
 * The returnable items ('returnable': a harness) a worker still holds, given minus returned, with
 * the warehouse and KKD- document of the last issue: they keep 'İlişik Kesme' from being issued as
 * serial equipment does; consumables do not. `scope` keeps to issues of the caller's warehouses.
 */
export async function returnableHeld(db: Db | Tx, workerId: string, scope?: SQL): Promise<HeldStockLine[]> {
  const rows = await queryRows<HeldStockLine>(
    db,
    sql`select g.item_id, i.name || coalesce(' (' || i.variant || ')', '') as title, i.unit, g.held::float8 as held,
          w.name as warehouse, ${sql.raw(iso('g.last_at'))} as last_issued_at,
          (select json_build_object('id', d.id, 'number', d.number) from documents d where d.kind = 'stock_issue' and d.source_id = g.issue_id) as document
        from (
          select m.item_id, sum(case when m.kind = 'issue' then m.quantity else -m.quantity end) as held,
            max(m.created_at) filter (where m.kind = 'issue') as last_at,
            (array_agg(m.warehouse_id order by m.created_at desc, m.id desc) filter (where m.kind = 'issue'))[1] as warehouse_id,
            (array_agg(m.issue_id order by m.created_at desc, m.id desc) filter (where m.kind = 'issue'))[1] as issue_id
          from stock_movements m
          ${whereSql([
            sql`m.worker_id = ${workerId}::uuid`,
            sql`m.kind in ('issue', 'return', 'return_scrapped')`,
            sql`m.item_id in (select id from stock_items where returnable)`,
            scope,
          ])}
          group by m.item_id
        ) g
        join stock_items i on i.id = g.item_id
        left join warehouses w on w.id = g.warehouse_id
        where g.held > 0`,
  );
  return sortByKey(rows, (r) => [r.title]);
}
