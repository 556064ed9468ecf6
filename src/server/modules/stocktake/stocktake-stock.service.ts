// Stock lines of a count (docs/stock.md "In the stocktake"): while the count is open, the quantity of
// a stock item counted on the shelf is typed (again: it replaces the last), with what the books said
// at that moment; once the count is closed, settling writes each difference as one count-correction
// movement through the ledger, all lines in one transaction, each once. Movements after the count
// are left alone: the correction is counted − the books when counted.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StockCountInput } from '@shared/schemas/stock';
import { STOCK_MESSAGES } from '@shared/stock';
import type { CountStockItem, StockCountLine } from '@shared/stocktake';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { conflict, forbidden, notFound } from '@server/http/errors';
import type { Notifier } from '../notifications/settings';
import { writeMovements } from '../stock/stock-ledger';
import { sessionRow, SESSION_CLOSED, SETTLE_ONLY_CLOSED } from './stocktake-session';

/**
 * The stock items the count screen lists: every item with a level in the count's warehouse (0
 * included: it was kept there once), and any item already counted in this session.
 */
export async function countStockItems(db: Db, user: AuthUser, sessionId: string): Promise<CountStockItem[]> {
  const session = await sessionRow(db, user, sessionId);
  return queryRows<CountStockItem>(
    db,
    sql`select i.id, i.name, i.variant, i.kind, i.unit, i.barcode from ${st.stockItems} i
        where exists (select 1 from ${st.stockLevels} l where l.item_id = i.id and l.warehouse_id = ${session.warehouse_id}::uuid)
           or exists (select 1 from ${st.stocktakeStockCounts} c where c.item_id = i.id and c.session_id = ${sessionId}::uuid)
        order by i.name, i.variant nulls first`,
  );
}

export async function listStockCounts(db: Db, user: AuthUser, sessionId: string): Promise<StockCountLine[]> {
  await sessionRow(db, user, sessionId);
  return queryRows<StockCountLine>(
    db,
    sql`select c.item_id, i.name, i.variant, i.kind, i.unit, c.counted::float8 as counted, c.expected::float8 as expected,
          (c.counted - c.expected)::float8 as difference,
          json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) as counted_by,
          to_char(c.counted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as counted_at, c.movement_id,
          to_char(c.settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as settled_at
        from ${st.stocktakeStockCounts} c join ${st.stockItems} i on i.id = c.item_id join users u on u.id = c.counted_by
        where c.session_id = ${sessionId}::uuid
        order by i.name, i.variant nulls first`,
  );
}

export async function putStockCount(db: Db, user: AuthUser, sessionId: string, input: StockCountInput): Promise<StockCountLine> {
  await db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, sessionId, 'share');
    if (session.status !== 'open') throw conflict(SESSION_CLOSED);
    const [item] = await tx.select({ id: st.stockItems.id }).from(st.stockItems).where(eq(st.stockItems.id, input.item_id));
    if (!item) throw notFound(STOCK_MESSAGES.itemNotFound);
    const [level] = await tx
      .select({ on_hand: st.stockLevels.on_hand })
      .from(st.stockLevels)
      .where(and(eq(st.stockLevels.warehouse_id, session.warehouse_id), eq(st.stockLevels.item_id, input.item_id)));
    const values = { counted: input.counted, expected: level?.on_hand ?? 0, counted_by: user.id, counted_at: new Date() };
    const [row] = await tx
      .insert(st.stocktakeStockCounts)
      .values({ session_id: sessionId, item_id: input.item_id, ...values })
      .onConflictDoUpdate({ target: [st.stocktakeStockCounts.session_id, st.stocktakeStockCounts.item_id], set: values })
      .returning();
    await audit(tx, {
      userId: user.id,
      action: 'count_stock',
      entity: 'stocktake_sessions',
      entityId: sessionId,
      before: null,
      after: row,
    });
  });
  return (await listStockCounts(db, user, sessionId)).find((l) => l.item_id === input.item_id)!;
}

/** Settles every unsettled stock line of a closed count: each difference one count-correction movement. */
export async function settleStockCounts(n: Notifier, db: Db, user: AuthUser, sessionId: string): Promise<StockCountLine[]> {
  if (!user.permissions.includes('adjust_stock')) throw forbidden();
  await db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, sessionId, 'update');
    if (session.status !== 'closed') throw conflict(SETTLE_ONLY_CLOSED);
    const open = await tx
      .select()
      .from(st.stocktakeStockCounts)
      .where(and(eq(st.stocktakeStockCounts.session_id, sessionId), isNull(st.stocktakeStockCounts.settled_at)))
      .for('update');
    const differing = open.filter((c) => c.counted !== c.expected);
    const note = `Sayım farkı (${session.warehouse_name}, ${session.started_at.toISOString().slice(0, 10)})`;
    const movements = differing.length
      ? await writeMovements(
          n,
          tx,
          user,
          differing.map((c) => ({
            kind: 'count_correction' as const,
            item_id: c.item_id,
            warehouse_id: session.warehouse_id,
            quantity: Math.abs(c.counted - c.expected),
            delta: c.counted - c.expected,
            note,
          })),
        )
      : [];
    const settledAt = new Date();
    for (const c of open) {
      const movement = movements.find((m) => m.item_id === c.item_id);
      await tx
        .update(st.stocktakeStockCounts)
        .set({ movement_id: movement?.id ?? null, settled_by: user.id, settled_at: settledAt })
        .where(and(eq(st.stocktakeStockCounts.session_id, sessionId), eq(st.stocktakeStockCounts.item_id, c.item_id)));
    }
    if (open.length)
      await audit(tx, {
        userId: user.id,
        action: 'settle_stock',
        entity: 'stocktake_sessions',
        entityId: sessionId,
        before: null,
        after: { lines: open.length, movements: movements.map((m) => m.id) },
      });
  });
  return listStockCounts(db, user, sessionId);
}
