// The stock catalogue (docs/stock.md) and each warehouse's levels, minimums and negative-stock
// setting. Items belong to no warehouse; levels do, and every call naming a warehouse keeps to the
// caller's scope (404 outside it, as a missing warehouse).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sortByKey, sortByName } from '@shared/collation';
import type { StockItemInput, StockLevelInput } from '@shared/schemas/stock';
import { quantityToOrder, STOCK_MESSAGES, type StockItem, type StockLevelRow } from '@shared/stock';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { idsIn, isoTextRaw as iso, queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound, pgConstraint, pgErrorCode } from '@server/http/errors';
import { inScope, warehouseScope } from '@server/http/guard';

/** The warehouse, when it exists and the user may act in it; 404 otherwise. */
export async function scopedWarehouse(db: Db | Tx, user: AuthUser, warehouseId: string): Promise<{ id: string; name: string }> {
  if (!inScope(user, warehouseId)) throw notFound(STOCK_MESSAGES.warehouseNotFound);
  const [row] = await db
    .select({ id: s.warehouses.id, name: s.warehouses.name })
    .from(s.warehouses)
    .where(eq(s.warehouses.id, warehouseId));
  if (!row) throw notFound(STOCK_MESSAGES.warehouseNotFound);
  return row;
}

export const ITEM_COLUMNS = `i.id, i.name, i.kind, i.unit, i.barcode,
  (select row_to_json(c) from (select ic.id, ic.name from categories ic where ic.id = i.category_id) c) as category,
  i.variant, i.standard, i.replacement_months, i.returnable, ${iso('i.created_at')} as created_at, ${iso('i.updated_at')} as updated_at`;

/** A catalogue row's place in Turkish order (docs/decisions/0004: sorted here, not by the database's byte order). */
const byNameAndVariant = (row: { name: string; variant: string | null }) => [row.name, row.variant];

export async function listItems(db: Db): Promise<StockItem[]> {
  return sortByKey(await queryRows<StockItem>(db, sql.raw(`select ${ITEM_COLUMNS} from stock_items i`)), byNameAndVariant);
}

export async function getItem(db: Db | Tx, id: string): Promise<StockItem> {
  const [row] = await queryRows<StockItem>(db, sql`select ${sql.raw(ITEM_COLUMNS)} from ${st.stockItems} i where i.id = ${id}::uuid`);
  if (!row) throw notFound(STOCK_MESSAGES.itemNotFound);
  return row;
}

function takenMessage(error: unknown): string | undefined {
  if (pgErrorCode(error) !== '23505') return undefined;
  return pgConstraint(error) === 'stock_items_barcode_key' ? STOCK_MESSAGES.barcodeTaken : STOCK_MESSAGES.nameTaken;
}

async function checkCategory(tx: Tx, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const [row] = await tx.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, categoryId));
  if (!row) throw notFound('Kategori bulunamadı.');
}

/** A stock card's stored fields from the form's (or an imported row's) values. */
export function itemValues(input: StockItemInput) {
  return {
    name: input.name,
    kind: input.kind,
    unit: input.unit,
    barcode: input.barcode ?? null,
    category_id: input.category_id ?? null,
    variant: input.variant || null,
    standard: input.standard || null,
    replacement_months: input.replacement_months ?? null,
    returnable: input.returnable,
  };
}

export async function createItem(db: Db, user: AuthUser, input: StockItemInput): Promise<StockItem> {
  try {
    return await db.transaction(async (tx) => {
      await checkCategory(tx, input.category_id);
      const [row] = await tx
        .insert(st.stockItems)
        .values({ ...itemValues(input), created_by: user.id })
        .returning();
      await audit(tx, { userId: user.id, action: 'create', entity: 'stock_items', entityId: row!.id, after: row });
      return getItem(tx, row!.id);
    });
  } catch (error) {
    const taken = takenMessage(error);
    throw taken ? conflict(taken) : error;
  }
}

export async function updateItem(db: Db, user: AuthUser, id: string, input: StockItemInput): Promise<StockItem> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(st.stockItems).where(eq(st.stockItems.id, id)).for('update');
      if (!before) throw notFound(STOCK_MESSAGES.itemNotFound);
      await checkCategory(tx, input.category_id);
      // The unit is what every movement of the item counts in: it stays once the item has moved.
      if (input.unit !== before.unit) {
        const [moved] = await tx
          .select({ id: st.stockMovements.id })
          .from(st.stockMovements)
          .where(eq(st.stockMovements.item_id, id))
          .limit(1);
        if (moved) throw conflict('Hareket görmüş bir stok kartının birimi değiştirilemez.');
      }
      const [after] = await tx
        .update(st.stockItems)
        .set({ ...itemValues(input), updated_at: new Date() })
        .where(eq(st.stockItems.id, id))
        .returning();
      await audit(tx, { userId: user.id, action: 'update', entity: 'stock_items', entityId: id, before, after });
      return getItem(tx, id);
    });
  } catch (error) {
    const taken = takenMessage(error);
    throw taken ? conflict(taken) : error;
  }
}

// ——— levels ———

export const LEVEL_ROW = `${ITEM_COLUMNS}, w.id as warehouse_id,
  coalesce(l.on_hand, 0)::float8 as on_hand, coalesce(l.min_qty, 0)::float8 as min_qty, coalesce(l.reorder_qty, 0)::float8 as reorder_qty,
  coalesce(l.avg_cost, 0)::float8 as avg_cost, round(coalesce(l.on_hand * l.avg_cost, 0), 2)::float8 as value`;

/** Every catalogue item with its level in one warehouse (0 where it never moved); `low`: at or below the minimum only. */
export async function warehouseLevels(
  db: Db,
  user: AuthUser,
  warehouseId: string,
  options: { low?: boolean } = {},
): Promise<StockLevelRow[]> {
  await scopedWarehouse(db, user, warehouseId);
  const low: SQL = options.low ? sql`where coalesce(l.min_qty, 0) > 0 and coalesce(l.on_hand, 0) <= l.min_qty` : sql``;
  // One JSON text rather than 5,000 rows: the rows' own transfer, not the query, was most of the time (PGlite).
  const [answer] = await queryRows<{ body: string }>(
    db,
    sql`select coalesce(json_agg(x), '[]')::text as body from (select ${sql.raw(LEVEL_ROW)} from ${st.stockItems} i
        cross join (select id from ${s.warehouses} where id = ${warehouseId}::uuid) w
        left join ${st.stockLevels} l on l.item_id = i.id and l.warehouse_id = w.id
        ${low}) x`,
  );
  const rows = JSON.parse(answer!.body) as Array<Omit<StockLevelRow, 'to_order'>>;
  return sortByKey(rows, byNameAndVariant).map((r) => ({ ...r, to_order: quantityToOrder(r) }));
}

export async function setLevel(db: Db, user: AuthUser, input: StockLevelInput): Promise<StockLevelRow> {
  await scopedWarehouse(db, user, input.warehouse_id);
  await getItem(db, input.item_id);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(st.stockLevels)
      .where(and(eq(st.stockLevels.warehouse_id, input.warehouse_id), eq(st.stockLevels.item_id, input.item_id)));
    const [after] = await tx
      .insert(st.stockLevels)
      .values({ warehouse_id: input.warehouse_id, item_id: input.item_id, min_qty: input.min_qty, reorder_qty: input.reorder_qty })
      .onConflictDoUpdate({
        target: [st.stockLevels.warehouse_id, st.stockLevels.item_id],
        set: { min_qty: input.min_qty, reorder_qty: input.reorder_qty, updated_at: new Date() },
      })
      .returning();
    await audit(tx, { userId: user.id, action: 'level', entity: 'stock_levels', entityId: input.item_id, before: before ?? null, after });
  });
  const rows = await warehouseLevels(db, user, input.warehouse_id);
  return rows.find((r) => r.id === input.item_id)!;
}

export interface StockPickers {
  warehouses: Array<{ id: string; name: string }>;
  workers: Array<{ id: string; first_name: string; last_name: string }>;
  categories: Array<{ id: string; name: string }>;
}

/** What the stock forms pick from, whichever other lists the user may read: their warehouses, the workers (names only), the categories. */
export async function stockPickers(db: Db, user: AuthUser): Promise<StockPickers> {
  const scope = warehouseScope(user);
  const warehouses = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from ${s.warehouses} ${scope ? sql`where ${idsIn(sql`id`, scope)}` : sql``}`,
  );
  const workers = await queryRows<{ id: string; first_name: string; last_name: string }>(
    db,
    sql`select id, first_name, last_name from ${s.workers}`,
  );
  const categories = await queryRows<{ id: string; name: string }>(db, sql`select id, name from ${s.categories}`);
  return {
    warehouses: sortByName(warehouses),
    workers: sortByKey(workers, (w) => [w.first_name, w.last_name]),
    categories: sortByName(categories),
  };
}
