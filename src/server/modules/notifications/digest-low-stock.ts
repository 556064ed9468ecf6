// The daily digest's low-stock section (docs/stock.md, 'Low stock'): each item at or below its
// minimum in the slot's warehouses, for that warehouse's low-stock recipients only. Kept in the
// outbox row with the rest of the digest, so the message says what was low at the digest's time.
import { sql } from 'drizzle-orm';
import { sortByKey } from '@shared/collation';
import { formatQuantity, quantityToOrder } from '@shared/stock';
import type { Db, Tx } from '@server/db/client';
import { queryRows, uuidList } from '@server/db/sql';

export interface LowStockLine {
  warehouse_id: string;
  warehouse: string;
  item: string;
  unit: string;
  on_hand: number;
  min_qty: number;
  to_order: number;
}

/** At most this many items in one digest; the rest are counted and left to the 'Azalan Stok' list. */
export const DIGEST_LOW_LINES = 50;

/** The items at or below their minimum, per warehouse (as the 'Azalan Stok' list has them), in Turkish order. */
export async function lowStockLines(db: Db | Tx, warehouseIds: readonly string[]): Promise<Map<string, LowStockLine[]>> {
  const byWarehouse = new Map<string, LowStockLine[]>();
  if (warehouseIds.length === 0) return byWarehouse;
  const rows = await queryRows<Omit<LowStockLine, 'to_order'> & { reorder_qty: number }>(
    db,
    sql`select l.warehouse_id, w.name as warehouse, i.name || coalesce(' (' || i.variant || ')', '') as item, i.unit,
          l.on_hand::float8 as on_hand, l.min_qty::float8 as min_qty, l.reorder_qty::float8 as reorder_qty
        from stock_levels l join stock_items i on i.id = l.item_id join warehouses w on w.id = l.warehouse_id
        where l.warehouse_id in (${uuidList(warehouseIds)}) and l.min_qty > 0 and l.on_hand <= l.min_qty`,
  );
  for (const { reorder_qty, ...r } of sortByKey(rows, (r) => [r.warehouse, r.item])) {
    const lines = byWarehouse.get(r.warehouse_id) ?? [];
    lines.push({ ...r, to_order: quantityToOrder({ ...r, reorder_qty }) });
    byWarehouse.set(r.warehouse_id, lines);
  }
  return byWarehouse;
}

/** The section's words: a heading, then one line per item; nothing when nothing is low. */
export function lowStockText(lines: readonly LowStockLine[], more: number): string[] {
  if (lines.length === 0) return [];
  const q = (n: number, unit: string) => `${formatQuantity(n)} ${unit}`;
  return [
    `Minimum seviyede veya altında stok (${lines.length + more} kalem):`,
    ...lines.map(
      (l) =>
        `${l.warehouse} — ${l.item}: eldeki ${q(l.on_hand, l.unit)}, minimum ${q(l.min_qty, l.unit)}, sipariş edilecek ${q(l.to_order, l.unit)}.`,
    ),
    ...(more > 0 ? [`ve ${more} kalem daha: tamamı 'Azalan Stok' listesinde.`] : []),
  ];
}
