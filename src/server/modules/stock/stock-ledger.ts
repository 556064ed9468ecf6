// The ledger's one write path (docs/stock.md): every movement of every kind goes through
// `writeMovements`, in the caller's transaction. It locks the level rows the movements touch (in one
// order, so two writers never wait for each other in a circle), refuses in place what would take a
// level below zero online (unless the warehouse allows it), then inserts the movements; the
// database moves each level in the same statement (`stock_movement_apply`, migration 0030) and
// refuses there too, so the level is the ledger's sum whatever runs at once. Each movement gets its
// audit row.
import { sql } from 'drizzle-orm';
import { STOCK_MESSAGES, type MovementKind } from '@shared/stock';
import { audit } from '@server/db/audit';
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

const keyOf = (warehouseId: string, itemId: string) => `${warehouseId}/${itemId}`;

/** Locks (making them at 0 if new) the levels of these warehouse/item pairs, in one order; 404 for an unknown item. */
export async function lockLevels(
  tx: Tx,
  pairs: ReadonlyArray<{ warehouse_id: string; item_id: string }>,
): Promise<Map<string, LockedLevel>> {
  const unique = [...new Map(pairs.map((p) => [keyOf(p.warehouse_id, p.item_id), p])).values()].sort((a, b) =>
    keyOf(a.warehouse_id, a.item_id).localeCompare(keyOf(b.warehouse_id, b.item_id)),
  );
  const items = [...new Set(unique.map((p) => p.item_id))];
  const found = await queryRows<{ id: string }>(tx, sql`select id from ${st.stockItems} where ${idsIn(sql`id`, items)}`);
  if (found.length !== items.length) throw notFound(STOCK_MESSAGES.itemNotFound);
  const locked = new Map<string, LockedLevel>();
  for (const p of unique) {
    await tx.insert(st.stockLevels).values({ warehouse_id: p.warehouse_id, item_id: p.item_id }).onConflictDoNothing();
    const [row] = await queryRows<LockedLevel>(
      tx,
      sql`select l.warehouse_id, l.item_id, l.on_hand::float8 as on_hand, l.avg_cost::float8 as avg_cost, i.name, i.variant, i.unit,
            coalesce((select s.allow_negative from ${st.stockSettings} s where s.warehouse_id = l.warehouse_id), false) as allow_negative
          from ${st.stockLevels} l join ${st.stockItems} i on i.id = l.item_id
          where l.warehouse_id = ${p.warehouse_id}::uuid and l.item_id = ${p.item_id}::uuid
          for update of l`,
    );
    locked.set(keyOf(p.warehouse_id, p.item_id), row!);
  }
  return locked;
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
  const rows: MovementRow[] = [];
  for (const m of movements) {
    let row: MovementRow | undefined;
    try {
      [row] = await tx
        .insert(st.stockMovements)
        .values({ ...m, created_by: user.id })
        .returning();
    } catch (error) {
      if (pgErrorCode(error) === '23514' && pgConstraint(error) === 'stock_levels_on_hand_non_negative') throw conflict('Yetersiz stok.');
      throw error;
    }
    await audit(tx, { userId: user.id, action: m.kind, entity: 'stock_movements', entityId: row!.id, after: row });
    rows.push(row!);
  }
  await markLowLevels(n, tx, user, [...levels.values()]);
  return rows;
}

/**
 * The low-stock mark of each level the movements touched: set when the level is at or below a
 * minimum (one notice to the warehouse's low-stock recipients, then none until it rises above it), cleared
 * above it. The level rows are still locked by this transaction.
 */
async function markLowLevels(n: Notifier, tx: Tx, user: AuthUser, touched: readonly LockedLevel[]): Promise<void> {
  for (const level of touched) {
    const [mark] = await queryRows<{ crossed: boolean; since: Date | string | null }>(
      tx,
      sql`with before as (select low_since from ${st.stockLevels} where warehouse_id = ${level.warehouse_id}::uuid and item_id = ${level.item_id}::uuid)
          update ${st.stockLevels} l set low_since = case when l.min_qty > 0 and l.on_hand <= l.min_qty then coalesce(l.low_since, now()) end
          where l.warehouse_id = ${level.warehouse_id}::uuid and l.item_id = ${level.item_id}::uuid
          returning (select low_since from before) is null and l.low_since is not null as crossed, l.low_since as since`,
    );
    if (mark?.crossed && mark.since)
      await notify(n, tx, {
        kind: 'stock_low',
        warehouseId: level.warehouse_id,
        itemId: level.item_id,
        since: new Date(mark.since),
        by: user.id,
      });
  }
}
