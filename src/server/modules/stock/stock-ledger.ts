// The ledger's one write path (docs/stock.md): every movement of every kind goes through
// `writeMovements`, in the caller's transaction. It locks the level rows the movements touch (in one
// order, so two writers never wait for each other in a circle), refuses in place what would take a
// level below zero online (unless the warehouse allows it), then inserts the movements; the
// database moves each level in the same statement (`stock_movement_apply`, migration 0030) and
// refuses there too, so the level is the ledger's sum whatever runs at once. Each movement gets its
// audit row.
import { sql } from 'drizzle-orm';
import { STOCK_MESSAGES, type MovementKind } from '@shared/stock';
import { auditMany } from '@server/db/audit';
import type { Tx } from '@server/db/client';
import { idsIn, queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { conflict, HttpError, notFound, pgConstraint, pgErrorCode } from '@server/http/errors';
import { notify } from '../notifications/events';
import type { Notifier } from '../notifications/settings';

export type NewMovement = Omit<
  typeof st.stockMovements.$inferInsert,
  'id' | 'balance_after' | 'shortfall' | 'created_by' | 'created_at'
> & { kind: MovementKind };
export type MovementRow = typeof st.stockMovements.$inferSelect;

interface LockedLevel {
  warehouse_id: string;
  item_id: string;
  on_hand: number;
  avg_cost: number;
  name: string;
  variant: string | null;
  unit: string;
  allow_negative: boolean;
}

const keyOf = (warehouseId: string, itemId: string) => `${warehouseId}/${itemId}`.toLowerCase();

/** Locks (making them at 0 if new) the levels of these warehouse/item pairs, in one order; 404 for an unknown item. */
export async function lockLevels(
  tx: Tx,
  pairs: ReadonlyArray<{ warehouse_id: string; item_id: string }>,
): Promise<Map<string, LockedLevel>> {
  // The database's order of (warehouse, item): uuids compare as their lower-case text.
  const unique = [...new Map(pairs.map((p) => [keyOf(p.warehouse_id, p.item_id), p])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, p]) => p);
  const items = [...new Set(unique.map((p) => p.item_id.toLowerCase()))];
  const found = await queryRows<{ id: string }>(tx, sql`select id from ${st.stockItems} where ${idsIn(sql`id`, items)}`);
  if (found.length !== items.length) throw notFound(STOCK_MESSAGES.itemNotFound);
  const list = JSON.stringify(unique.map((p) => ({ warehouse_id: p.warehouse_id, item_id: p.item_id })));
  // One statement makes the missing levels (in the order above), one locks them all in that order.
  await tx
    .insert(st.stockLevels)
    .values(unique.map((p) => ({ warehouse_id: p.warehouse_id, item_id: p.item_id })))
    .onConflictDoNothing();
  const rows = await queryRows<LockedLevel>(
    tx,
    sql`select l.warehouse_id, l.item_id, l.on_hand::float8 as on_hand, l.avg_cost::float8 as avg_cost, i.name, i.variant, i.unit,
          coalesce((select s.allow_negative from ${st.stockSettings} s where s.warehouse_id = l.warehouse_id), false) as allow_negative
        from ${st.stockLevels} l join ${st.stockItems} i on i.id = l.item_id
        join jsonb_to_recordset(${list}::jsonb) p(warehouse_id uuid, item_id uuid) on p.warehouse_id = l.warehouse_id and p.item_id = l.item_id
        order by l.warehouse_id, l.item_id
        for update of l`,
  );
  return new Map(rows.map((r) => [keyOf(r.warehouse_id, r.item_id), r]));
}

const itemLabel = (l: Pick<LockedLevel, 'name' | 'variant'>) => (l.variant ? `${l.name} (${l.variant})` : l.name);

export function notEnoughMessage(level: LockedLevel): string {
  return STOCK_MESSAGES.notEnough(itemLabel(level), level.on_hand, level.unit);
}

/**
 * Writes the movements in order and answers the stored rows (balance, cost and shortfall as the
 * database set them). An online movement that would leave a level below zero is refused with 409
 * naming the item and what is there; an offline one (`offline: true`) lands and records its shortfall.
 */
export async function writeMovements(n: Notifier, tx: Tx, user: AuthUser, movements: readonly NewMovement[]): Promise<MovementRow[]> {
  const levels = await lockLevels(tx, movements);
  const after = new Map<string, number>();
  for (const m of movements) {
    const key = keyOf(m.warehouse_id, m.item_id);
    const level = levels.get(key)!;
    const next = (after.get(key) ?? level.on_hand) + m.delta;
    after.set(key, next);
    if (m.delta < 0 && next < 0 && !m.offline && !level.allow_negative) {
      throw new HttpError(409, notEnoughMessage(level), { item_id: m.item_id, on_hand: level.on_hand });
    }
  }
  let rows: MovementRow[];
  try {
    // One statement, the movements in order: the database moves each level row by row.
    rows = await tx
      .insert(st.stockMovements)
      .values(movements.map((m) => ({ ...m, created_by: user.id })))
      .returning();
  } catch (error) {
    if (pgErrorCode(error) === '23514' && pgConstraint(error) === 'stock_levels_on_hand_non_negative') throw conflict('Yetersiz stok.');
    throw error;
  }
  await auditMany(
    tx,
    rows.map((row) => ({ userId: user.id, action: row.kind, entity: 'stock_movements', entityId: row.id, after: row })),
  );
  await markLowLevels(n, tx, user, [...levels.values()]);
  return rows;
}

/**
 * The low-stock mark of each level the movements touched: set when the level is at or below a
 * minimum (one notice to the warehouse's low-stock recipients, then none until it rises above it), cleared
 * above it. The level rows are still locked by this transaction.
 */
async function markLowLevels(n: Notifier, tx: Tx, user: AuthUser, touched: readonly LockedLevel[]): Promise<void> {
  if (touched.length === 0) return;
  const list = JSON.stringify(touched.map((l) => ({ warehouse_id: l.warehouse_id, item_id: l.item_id })));
  // Only the levels whose mark changes are written; `before` is read before the update.
  const marks = await queryRows<{ warehouse_id: string; item_id: string; crossed: boolean; since: Date | string | null }>(
    tx,
    sql`with before as (
          select l.warehouse_id, l.item_id, l.low_since,
            case when l.min_qty > 0 and l.on_hand <= l.min_qty then coalesce(l.low_since, now()) end as mark
          from ${st.stockLevels} l
          join jsonb_to_recordset(${list}::jsonb) p(warehouse_id uuid, item_id uuid) on p.warehouse_id = l.warehouse_id and p.item_id = l.item_id)
        update ${st.stockLevels} l set low_since = b.mark from before b
        where l.warehouse_id = b.warehouse_id and l.item_id = b.item_id and b.mark is distinct from b.low_since
        returning l.warehouse_id, l.item_id, b.low_since is null and l.low_since is not null as crossed, l.low_since as since`,
  );
  for (const mark of marks)
    if (mark.crossed && mark.since)
      await notify(n, tx, {
        kind: 'stock_low',
        warehouseId: mark.warehouse_id,
        itemId: mark.item_id,
        since: new Date(mark.since),
        by: user.id,
      });
}
