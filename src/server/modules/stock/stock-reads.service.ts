// What the stock screens read beside the levels (docs/stock.md): a warehouse's ledger, the
// shortfalls left by offline issues and their resolution, and a worker's PPE card. Every read keeps
// to the caller's warehouses.
import { eq, sql } from 'drizzle-orm';
import { sortByKey } from '@shared/collation';
import { STOCK_MESSAGES, type PpeCardLine, type StockMovement, type StockShortfall } from '@shared/stock';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { isoTextRaw as iso, personJson, queryRows, whereSql } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';
import { inScope, scopeSql } from '@server/http/guard';
import { scopedWarehouse } from './stock-items.service';
import { NEXT_REPLACEMENT_SQL } from './stock-issue-content';

const MOVEMENT_ROW = `m.id, m.kind, m.item_id, i.name || coalesce(' (' || i.variant || ')', '') as item_name, m.warehouse_id,
  m.quantity::float8 as quantity, m.delta::float8 as delta, m.balance_after::float8 as balance_after,
  m.unit_cost::float8 as unit_cost, m.unit_price::float8 as unit_price, m.supplier, m.invoice_no, m.reason, m.note,
  ${personJson('wk')} as worker, m.issue_id, m.transfer_id, m.reverses_id, m.shortfall::float8 as shortfall, m.offline,
  ${personJson('cu')} as created_by, ${iso('m.created_at')} as created_at`;

/** A warehouse's movements, newest first (at most 500), optionally of one item. */
export async function listMovements(db: Db, user: AuthUser, warehouseId: string, itemId?: string): Promise<StockMovement[]> {
  await scopedWarehouse(db, user, warehouseId);
  return queryRows<StockMovement>(
    db,
    sql`select ${sql.raw(MOVEMENT_ROW)} from ${st.stockMovements} m join ${st.stockItems} i on i.id = m.item_id
        left join ${s.workers} wk on wk.id = m.worker_id left join ${s.users} cu on cu.id = m.created_by
        ${whereSql([sql`m.warehouse_id = ${warehouseId}::uuid`, itemId ? sql`m.item_id = ${itemId}::uuid` : undefined])}
        order by m.created_at desc, m.id desc limit 500`,
  );
}

/** Offline issues that took more than the shelf held; `open` only those not yet resolved. */
export async function listShortfalls(db: Db, user: AuthUser, options: { warehouseId?: string; open?: boolean }): Promise<StockShortfall[]> {
  if (options.warehouseId) await scopedWarehouse(db, user, options.warehouseId);
  return queryRows<StockShortfall>(
    db,
    sql`select m.id as movement_id, m.item_id, i.name || coalesce(' (' || i.variant || ')', '') as item_name, i.unit, m.warehouse_id, w.name as warehouse_name,
          m.shortfall::float8 as shortfall, coalesce(l.on_hand, 0)::float8 as on_hand, ${sql.raw(personJson('wk'))} as worker,
          ${sql.raw(iso('m.created_at'))} as created_at, ${sql.raw(iso('r.resolved_at'))} as resolved_at, r.note as resolution_note
        from ${st.stockMovements} m join ${st.stockItems} i on i.id = m.item_id join ${s.warehouses} w on w.id = m.warehouse_id
        left join ${st.stockLevels} l on l.warehouse_id = m.warehouse_id and l.item_id = m.item_id
        left join ${s.workers} wk on wk.id = m.worker_id
        left join ${st.stockShortfallResolutions} r on r.movement_id = m.id
        ${whereSql([
          sql`m.shortfall > 0`,
          scopeSql(user, sql`m.warehouse_id`),
          options.warehouseId ? sql`m.warehouse_id = ${options.warehouseId}::uuid` : undefined,
          options.open ? sql`r.movement_id is null` : undefined,
        ])}
        order by m.created_at desc limit 500`,
  );
}

/** The storekeeper says how a shortfall was settled (goods found, a count correction made …); once. */
export async function resolveShortfall(db: Db, user: AuthUser, movementId: string, note: string): Promise<StockShortfall> {
  const [movement] = await db.select().from(st.stockMovements).where(eq(st.stockMovements.id, movementId));
  if (!movement || movement.shortfall <= 0 || !inScope(user, movement.warehouse_id)) throw notFound(STOCK_MESSAGES.shortfallNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(st.stockShortfallResolutions)
      .values({ movement_id: movementId, note, resolved_by: user.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('Bu stok açığı zaten giderilmiş.');
    await audit(tx, { userId: user.id, action: 'resolve', entity: 'stock_shortfalls', entityId: movementId, after: row });
  });
  const all = await listShortfalls(db, user, { warehouseId: movement.warehouse_id });
  return all.find((r) => r.movement_id === movementId)!;
}

/**
 * A worker's PPE card: per item, what they hold (given minus returned), the last issue and, for PPE,
 * the next replacement day (the last issue's day plus the item's period). Issues of warehouses outside
 * the caller's scope are left out.
 */
export async function ppeCard(db: Db, user: AuthUser, workerId: string): Promise<PpeCardLine[]> {
  const [worker] = await db.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId));
  if (!worker) throw notFound(STOCK_MESSAGES.workerNotFound);
  const lines = await queryRows<PpeCardLine>(
    db,
    sql`select i.id as item_id, i.name, i.kind, i.unit, i.variant, i.standard, i.returnable,
          sum(case when m.kind = 'issue' then m.quantity else -m.quantity end)::float8 as held,
          ${sql.raw(iso("max(m.created_at) filter (where m.kind = 'issue')"))} as last_issued_at,
          case when i.kind = 'ppe' then ${sql.raw(NEXT_REPLACEMENT_SQL("max(m.created_at) filter (where m.kind = 'issue')", 'i.replacement_months'))} end as next_replacement_on,
          coalesce(json_agg(json_build_object('id', m.id, 'issue_id', m.issue_id, 'quantity', m.quantity::float8, 'at', ${sql.raw(iso('m.created_at'))}, 'warehouse_name', w.name,
            'document', (select json_build_object('id', d.id, 'number', d.number) from documents d where d.kind = 'stock_issue' and d.source_id = m.issue_id))
            order by m.created_at desc) filter (where m.kind = 'issue'), '[]'::json) as issues
        from ${st.stockMovements} m join ${st.stockItems} i on i.id = m.item_id join ${s.warehouses} w on w.id = m.warehouse_id
        ${whereSql([sql`m.worker_id = ${workerId}::uuid`, sql`m.kind in ('issue', 'return', 'return_scrapped')`, scopeSql(user, sql`m.warehouse_id`)])}
        group by i.id
        having count(*) filter (where m.kind = 'issue') > 0`,
  );
  // PPE first, then by name in Turkish order.
  return sortByKey(lines, (l) => [l.kind === 'ppe' ? '0' : '1', l.name, l.variant]);
}
