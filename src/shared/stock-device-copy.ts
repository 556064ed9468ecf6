// Counted stock in the device copy (docs/stock.md "Offline"): the catalogue, the levels of the
// user's warehouses (slim rows: only levels that exist) and what the stock forms pick from. The
// device puts a warehouse's 'Stok' list together from them as the server does (warehouseLevels).
import { sortByKey } from './collation';
import { quantityToOrder, type StockItem, type StockLevelRow } from './stock';

/** One level of one item in one of the user's warehouses, as the device keeps it. */
export interface StockLevelCopyRow {
  /** `<warehouse id>:<item id>` */
  id: string;
  warehouse_id: string;
  item_id: string;
  on_hand: number;
  min_qty: number;
  reorder_qty: number;
  avg_cost: number;
}

/** What the stock forms pick from: the user's warehouses and the workers (names only). */
export type StockPickerCopyRow =
  { id: string; kind: 'warehouse'; name: string } | { id: string; kind: 'worker'; first_name: string; last_name: string };

/**
 * A warehouse's 'Stok' list from the copy: every catalogue item with its level there (0 where it
 * never moved), in Turkish order, `low` keeping what is at or below its minimum.
 */
export function levelsFromCopy(
  items: readonly StockItem[],
  levels: readonly StockLevelCopyRow[],
  warehouseId: string,
  options: { low?: boolean } = {},
): StockLevelRow[] {
  const here = new Map(levels.filter((l) => l.warehouse_id === warehouseId).map((l) => [l.item_id, l]));
  const rows = items.map((item): StockLevelRow => {
    const level = here.get(item.id);
    const on_hand = level?.on_hand ?? 0;
    const min_qty = level?.min_qty ?? 0;
    const reorder_qty = level?.reorder_qty ?? 0;
    const avg_cost = level?.avg_cost ?? 0;
    const value = Math.round(on_hand * avg_cost * 100) / 100;
    return {
      ...item,
      warehouse_id: warehouseId,
      on_hand,
      min_qty,
      reorder_qty,
      avg_cost,
      value,
      to_order: quantityToOrder({ on_hand, min_qty, reorder_qty }),
    };
  });
  const kept = options.low ? rows.filter((r) => r.min_qty > 0 && r.on_hand <= r.min_qty) : rows;
  return sortByKey(kept, (r) => [r.name, r.variant]);
}
