// Stock lines of a count (docs/stock.md "In the stocktake"): each counter's quantity of a stock item
// (typed again, it replaces their own), with what the books said at that moment; the item's figure is
// their sum. A number that arrives after the close is kept as late. Once the count is closed,
// settling writes each item's difference as one count-correction movement through the ledger, all in
// one transaction; a late number settles later as a further correction. Movements after the count are
// left alone: the correction is counted − the books when counted.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StockCountInput } from '@shared/schemas/stock';
import { STOCK_MESSAGES } from '@shared/stock';
import type { CountStockItem, StockCountLine } from '@shared/stocktake';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { conflict, forbidden, notFound } from '@server/http/errors';
import type { Notifier } from '../notifications/settings';
import { writeMovements } from '../stock/stock-ledger';
import { sessionRow, SETTLE_ONLY_CLOSED } from './stocktake-session';

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

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name)`);

/**
 * The count's lines, one per item: every counter's number added up; the books are those of the
 * item's latest number sent while the count was open (else of a late one: the books at the close);
 * open (settled_at null) while any number is not yet settled.
 */
export async function listStockCounts(db: Db | Tx, user: AuthUser, sessionId: string, itemId?: string): Promise<StockCountLine[]> {
  await sessionRow(db, user, sessionId);
  return queryRows<StockCountLine>(
    db,
    sql`with per as (
          select c.item_id, sum(c.counted) as counted,
            (array_agg(c.expected order by c.late, c.counted_at desc))[1] as expected,
            (array_agg(c.counted_by order by c.counted_at desc))[1] as last_by,
            max(c.counted_at) as counted_at, bool_or(c.late) as late,
            case when bool_and(c.settled_at is not null) then max(c.settled_at) end as settled_at,
            sum(c.counted) filter (where c.counted_by = ${user.id}::uuid) as mine,
            json_agg(json_build_object('counted_by', ${person('u')}, 'counted', c.counted::float8,
              'counted_at', ${iso('c.counted_at')}, 'late', c.late) order by c.counted_at) as counters
          from ${st.stocktakeStockCounts} c join users u on u.id = c.counted_by
          where c.session_id = ${sessionId}::uuid ${itemId ? sql`and c.item_id = ${itemId}::uuid` : sql``}
          group by c.item_id),
        done as (
          select s.item_id, sum(s.delta) as corrected,
            (array_agg(s.movement_id order by s.settled_at desc) filter (where s.movement_id is not null))[1] as movement_id
          from ${st.stocktakeStockSettlements} s where s.session_id = ${sessionId}::uuid group by s.item_id)
        select p.item_id, i.name, i.variant, i.kind, i.unit, p.counted::float8 as counted, p.expected::float8 as expected,
          (p.counted - p.expected)::float8 as difference, ${person('u')} as counted_by, ${iso('p.counted_at')} as counted_at,
          d.movement_id, ${iso('p.settled_at')} as settled_at, coalesce(d.corrected, 0)::float8 as corrected, p.late,
          p.mine::float8 as mine, p.counters
        from per p join ${st.stockItems} i on i.id = p.item_id join users u on u.id = p.last_by
          left join done d on d.item_id = p.item_id
        order by i.name, i.variant nulls first`,
  );
}

/**
 * Records the caller's number for an item (again: it replaces their own, never another counter's).
 * After the close the number is a fact too: it is kept as late, with the books at the close, and
 * opens the item for a further settling. The same number sent again changes nothing.
 */
export async function putStockCount(db: Db, user: AuthUser, sessionId: string, input: StockCountInput): Promise<StockCountLine> {
  return db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, sessionId, 'share');
    const late = session.status !== 'open';
    const [item] = await tx.select({ id: st.stockItems.id }).from(st.stockItems).where(eq(st.stockItems.id, input.item_id));
    if (!item) throw notFound(STOCK_MESSAGES.itemNotFound);
    const mine = and(
      eq(st.stocktakeStockCounts.session_id, sessionId),
      eq(st.stocktakeStockCounts.item_id, input.item_id),
      eq(st.stocktakeStockCounts.counted_by, user.id),
    );
    const [before] = await tx.select().from(st.stocktakeStockCounts).where(mine).for('update');
    if (before?.counted === input.counted) return (await listStockCounts(tx, user, sessionId, input.item_id))[0]!;
    // Open: the books now. Late: the books at the close (the level less what moved since), or what
    // the books said when this counter counted it before.
    const [books] = await queryRows<{ on_hand: number }>(
      tx,
      sql`select (coalesce((select on_hand from ${st.stockLevels} where warehouse_id = ${session.warehouse_id}::uuid and item_id = ${input.item_id}::uuid), 0)
          - ${
            late
              ? sql`coalesce((select sum(delta) from ${st.stockMovements} where warehouse_id = ${session.warehouse_id}::uuid
              and item_id = ${input.item_id}::uuid and created_at > ${session.closed_at?.toISOString() ?? null}::timestamptz), 0)`
              : sql`0`
          })::float8 as on_hand`,
    );
    const expected = late && before ? before.expected : books!.on_hand;
    const values = {
      counted: input.counted,
      expected,
      counted_at: new Date(),
      late,
      settled_at: null,
      settled_by: null,
    };
    const [row] = await tx
      .insert(st.stocktakeStockCounts)
      .values({ session_id: sessionId, item_id: input.item_id, counted_by: user.id, ...values })
      .onConflictDoUpdate({
        target: [st.stocktakeStockCounts.session_id, st.stocktakeStockCounts.item_id, st.stocktakeStockCounts.counted_by],
        set: values,
      })
      .returning();
    await audit(tx, {
      userId: user.id,
      action: 'count_stock',
      entity: 'stocktake_sessions',
      entityId: sessionId,
      before: before ?? null,
      after: row,
    });
    return (await listStockCounts(tx, user, sessionId, input.item_id))[0]!;
  });
}

/**
 * Settles every item of a closed count with a number not yet settled: one count-correction movement
 * per item of (every counter's number − the books when counted) less what earlier settlings wrote,
 * so a late number settles as a further correction and the settled movements stay as they are.
 */
export async function settleStockCounts(n: Notifier, db: Db, user: AuthUser, sessionId: string): Promise<StockCountLine[]> {
  if (!user.permissions.includes('adjust_stock')) throw forbidden();
  await db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, sessionId, 'update');
    if (session.status !== 'closed') throw conflict(SETTLE_ONLY_CLOSED);
    const open = (await listStockCounts(tx, user, sessionId)).filter((l) => !l.settled_at);
    if (open.length === 0) return;
    const due = open.map((l) => ({ item_id: l.item_id, delta: Math.round((l.difference - l.corrected) * 1000) / 1000 }));
    const differing = due.filter((d) => d.delta !== 0);
    const note = `Sayım farkı (${session.warehouse_name}, ${session.started_at.toISOString().slice(0, 10)})`;
    const movements = differing.length
      ? await writeMovements(
          n,
          tx,
          user,
          differing.map((d) => ({
            kind: 'count_correction' as const,
            item_id: d.item_id,
            warehouse_id: session.warehouse_id,
            quantity: Math.abs(d.delta),
            delta: d.delta,
            note,
          })),
        )
      : [];
    const settledAt = new Date();
    const movementOf = new Map(movements.map((m) => [m.item_id, m.id]));
    await tx.insert(st.stocktakeStockSettlements).values(
      due.map((d) => ({
        session_id: sessionId,
        item_id: d.item_id,
        delta: d.delta,
        movement_id: movementOf.get(d.item_id) ?? null,
        settled_by: user.id,
        settled_at: settledAt,
      })),
    );
    await tx
      .update(st.stocktakeStockCounts)
      .set({ settled_by: user.id, settled_at: settledAt })
      .where(and(eq(st.stocktakeStockCounts.session_id, sessionId), isNull(st.stocktakeStockCounts.settled_at)));
    await audit(tx, {
      userId: user.id,
      action: 'settle_stock',
      entity: 'stocktake_sessions',
      entityId: sessionId,
      before: null,
      after: { lines: open.length, late: open.filter((l) => l.late).length, movements: movements.map((m) => m.id) },
    });
  });
  return listStockCounts(db, user, sessionId);
}
