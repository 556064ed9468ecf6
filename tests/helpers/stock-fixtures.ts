// Stock rows as the API answers them (docs/stock.md), for the stock screens' tests: a warehouse's
// levels of PPE and consumables.
import type { StockLevelRow } from '@shared/stock';

export const sid = (n: number) => `c9000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const STOCK_WAREHOUSE = { id: sid(1), name: 'Gebze Ana Depo' };

export function stockLevel(n: number, name: string, over: Partial<StockLevelRow> = {}): StockLevelRow {
  return {
    id: sid(100 + n),
    name,
    kind: 'ppe',
    unit: 'adet',
    barcode: null,
    category: null,
    variant: null,
    standard: null,
    replacement_months: null,
    returnable: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    warehouse_id: STOCK_WAREHOUSE.id,
    on_hand: 10,
    min_qty: 0,
    reorder_qty: 0,
    avg_cost: 0,
    value: 0,
    to_order: 0,
    ...over,
  };
}
