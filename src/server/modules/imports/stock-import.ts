// Stock item rows of an import (docs/import.md, docs/stock.md): matched by name and variant as the
// database's unique index folds them; the category by name (created when asked and allowed); the
// warehouse by name within the user's scope. An opening quantity is a receipt through the stock
// ledger (never an edited number), booked only while the item has never moved in that warehouse,
// so a file imported again books nothing twice; a minimum and a reorder level set the level.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { audit } from '@server/db/audit';
import type { Tx } from '@server/db/client';
import { foldSql } from '@server/db/fold';
import { queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import { can, scopeSql } from '@server/http/guard';
import type { AuthUser } from '@server/http/context';
import { itemValues } from '../stock/stock-items.service';
import { writeMovements, type NewMovement } from '../stock/stock-ledger';
import type { Notifier } from '../notifications/settings';
import { auditFromWritten, insertMissingNames, namesById, type ImportKindHandler } from './import-kind';
import { stockItemKey, stockRowRules, type StockImportValues } from './stock-import-rows';

interface StoredLevel {
  min_qty: number;
  reorder_qty: number;
  moved: boolean;
}

interface StoredStockItem {
  id: string;
  key: string;
  name: string;
  kind: string;
  unit: string;
  barcode: string | null;
  category_id: string | null;
  variant: string | null;
  standard: string | null;
  replacement_months: number | null;
  returnable: boolean;
  /** Levels by warehouse id. */
  levels: Record<string, StoredLevel>;
}

/** The supplier of an opening quantity's receipt. */
export const OPENING_SUPPLIER = 'Açılış stoku (içe aktarma)';
const UNIT_FIXED = 'Hareket görmüş bir stok kartının birimi değiştirilemez.';

/** The card the row asks for: the file's values, and the stored ones in the fields the file has no column for. */
function wantedRow(values: StockImportValues, stored: StoredStockItem | undefined) {
  const row = itemValues(values.item);
  if (stored) for (const field of values.keep) Object.assign(row, { [field]: stored[field] });
  return row;
}

const differs = (values: StockImportValues, stored: StoredStockItem) => {
  const wanted = wantedRow(values, stored);
  return (Object.keys(wanted) as Array<keyof typeof wanted>).some((k) => wanted[k] !== stored[k]);
};

/** What the row asks of its warehouse that the stored level does not hold yet. */
function levelWork(values: StockImportValues, stored: StoredStockItem | undefined) {
  if (!values.warehouse_id) return { opening: false, limits: false };
  const level = stored?.levels[values.warehouse_id];
  const opening = (values.opening_qty ?? 0) > 0 && !level?.moved;
  const limits =
    (values.min_qty !== null && values.min_qty !== (level?.min_qty ?? 0)) ||
    (values.reorder_qty !== null && values.reorder_qty !== (level?.reorder_qty ?? 0));
  return { opening, limits };
}

export const stockImport: ImportKindHandler<StockImportValues, StoredStockItem> = {
  rows: stockRowRules,

  async references(db, user) {
    return {
      byKind: {
        brands: new Map(),
        categories: await namesById(db, 'categories'),
        warehouses: await namesById(db, 'warehouses', scopeSql(user, sql`id`)),
        departments: new Map(),
        stockBarcodes: new Map(
          (
            await queryRows<{ barcode: string; name: string; variant: string | null }>(
              db,
              sql`select barcode, name, variant from ${st.stockItems} where barcode is not null`,
            )
          ).map((r) => [r.barcode, stockItemKey(r.name, r.variant)]),
        ),
      },
    };
  },

  creatable: (user) => (can(user, 'create_category') ? ['categories'] : []),

  async existing(db, keys, lock) {
    const key = sql`${foldSql(sql`i.name`)} || chr(1) || ${foldSql(sql`i.variant`)}`;
    const rows = await queryRows<StoredStockItem>(
      db,
      sql`select i.id, ${key} as key, i.name, i.kind, i.unit, i.barcode, i.category_id, i.variant, i.standard, i.replacement_months, i.returnable,
            coalesce((select json_object_agg(l.warehouse_id, json_build_object('min_qty', l.min_qty::float8, 'reorder_qty', l.reorder_qty::float8,
              'moved', exists(select 1 from ${st.stockMovements} m where m.item_id = l.item_id and m.warehouse_id = l.warehouse_id)))
              from ${st.stockLevels} l where l.item_id = i.id), '{}'::json) as levels
          from ${st.stockItems} i
          where ${key} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
          ${lock ? sql`for update of i` : sql``}`,
    );
    return new Map(rows.map((r) => [r.key, r]));
  },

  decide(values, stored) {
    const work = levelWork(values, stored);
    if (!stored) return { action: 'create' };
    if (values.item.unit !== stored.unit && Object.values(stored.levels).some((l) => l.moved))
      return { action: 'error', message: UNIT_FIXED };
    return !differs(values, stored) && !work.opening && !work.limits ? { action: 'skip' } : { action: 'update' };
  },

  async insertMissing(tx, user, missing, fileName) {
    if (can(user, 'create_category')) await insertMissingNames(tx, user.id, 'categories', missing.categories, fileName);
  },

  async write(tx, user, creates, updates, fileName, notifier) {
    const rows: Array<{ values: StockImportValues; stored?: StoredStockItem; id: string }> = [
      ...creates.map((values) => ({ values, id: randomUUID() })),
      ...updates.map(({ values, stored }) => ({ values, stored, id: stored.id })),
    ];
    if (creates.length) {
      const items = rows.slice(0, creates.length).map((r) => ({ id: r.id, ...itemValues(r.values.item) }));
      await tx.execute(sql`
        with x as (select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
              as x(id uuid, name text, kind text, unit text, barcode text, category_id uuid, variant text, standard text,
                   replacement_months integer, returnable boolean)),
          written as (insert into ${st.stockItems} (id, name, kind, unit, barcode, category_id, variant, standard, replacement_months, returnable, created_by)
              select id, name, kind, unit, barcode, category_id, variant, standard, replacement_months, returnable, ${user.id}::uuid from x returning *)
        ${auditFromWritten(user.id, 'stock_items', fileName)}`);
    }
    const changed = updates.filter(({ values, stored }) => differs(values, stored));
    if (changed.length) {
      const items = changed.map(({ values, stored }) => ({ id: stored.id, ...wantedRow(values, stored) }));
      await tx.execute(sql`
        with x as (select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
              as x(id uuid, name text, kind text, unit text, barcode text, category_id uuid, variant text, standard text,
                   replacement_months integer, returnable boolean)),
          before as (select i.* from ${st.stockItems} i join x on x.id = i.id),
          written as (update ${st.stockItems} i set name = x.name, kind = x.kind, unit = x.unit, barcode = x.barcode,
              category_id = x.category_id, variant = x.variant, standard = x.standard, replacement_months = x.replacement_months,
              returnable = x.returnable, updated_at = now()
              from x where i.id = x.id returning i.*)
        ${auditFromWritten(user.id, 'stock_items', fileName, true)}`);
    }
    await writeLevels(tx, user, rows, fileName, notifier);
  },
};

/** The minimum and reorder level each row sets, then the opening quantities as one receipt batch through the ledger. */
async function writeLevels(
  tx: Tx,
  user: AuthUser,
  rows: ReadonlyArray<{ values: StockImportValues; stored?: StoredStockItem; id: string }>,
  fileName: string,
  notifier: Notifier,
): Promise<void> {
  const openings: NewMovement[] = [];
  for (const { values, stored, id } of rows) {
    const work = levelWork(values, stored);
    const warehouseId = values.warehouse_id;
    if (!warehouseId) continue;
    if (work.limits) {
      const level = stored?.levels[warehouseId];
      const min = values.min_qty ?? level?.min_qty ?? 0;
      const reorder = values.reorder_qty ?? level?.reorder_qty ?? 0;
      const [after] = await tx
        .insert(st.stockLevels)
        .values({ warehouse_id: warehouseId, item_id: id, min_qty: min, reorder_qty: reorder })
        .onConflictDoUpdate({
          target: [st.stockLevels.warehouse_id, st.stockLevels.item_id],
          set: { min_qty: min, reorder_qty: reorder, updated_at: new Date() },
        })
        .returning();
      await audit(tx, {
        userId: user.id,
        action: 'level',
        entity: 'stock_levels',
        entityId: id,
        before: level ?? null,
        after: { ...after, import_file: fileName },
      });
    }
    if (work.opening) {
      const price = values.unit_price ?? 0;
      openings.push({
        kind: 'receipt',
        item_id: id,
        warehouse_id: warehouseId,
        quantity: values.opening_qty!,
        delta: values.opening_qty!,
        unit_price: price,
        unit_cost: price,
        supplier: OPENING_SUPPLIER,
        note: fileName,
      });
    }
  }
  if (openings.length) await writeMovements(notifier, tx, user, openings);
}
