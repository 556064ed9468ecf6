// Counted stock's tables (docs/stock.md, migration 0030). The level of an item in a warehouse is
// written only by the database, from the ledger (`stock_movement_apply`); movements are append-only.
import { boolean, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, keyRef, optionalRef, requiredRef, stamp, timestamps, ts, updatedAt } from './columns';
import { categories, users, warehouses, workers } from './schema';
import { stocktakeSessions } from './stocktake-schema';

const qty = (name: string) => numeric(name, { precision: 16, scale: 3, mode: 'number' });
const money = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });

// Also `name_order` and `variant_order`: Turkish-order keys the database generates (migration 0054), read only by
// the paged list (stock-levels-page.ts); left out here so that no insert or update names them.
export const stockItems = pgTable('stock_items', {
  id: id(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  unit: text('unit').notNull(),
  barcode: text('barcode'),
  category_id: optionalRef('category_id', () => categories.id, 'restrict'),
  variant: text('variant'),
  standard: text('standard'),
  replacement_months: integer('replacement_months'),
  returnable: boolean('returnable').notNull().default(false),
  created_by: optionalRef('created_by', () => users.id, 'restrict'),
  ...timestamps(),
});

export const stockSettings = pgTable('stock_settings', {
  warehouse_id: keyRef('warehouse_id', () => warehouses.id, 'cascade'),
  allow_negative: boolean('allow_negative').notNull().default(false),
  updated_at: updatedAt(),
});

/** Who hears of the warehouse's low stock (migration 0033); none chosen: its users holding view_stock. */
export const stockLowRecipients = pgTable(
  'stock_low_recipients',
  {
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ name: 'stock_low_recipients_pk', columns: [t.warehouse_id, t.user_id] })],
);

export const stockLevels = pgTable(
  'stock_levels',
  {
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
    item_id: requiredRef('item_id', () => stockItems.id, 'restrict'),
    on_hand: qty('on_hand').notNull().default(0),
    min_qty: qty('min_qty').notNull().default(0),
    reorder_qty: qty('reorder_qty').notNull().default(0),
    avg_cost: money('avg_cost').notNull().default(0),
    /** Set when a movement took the level to its minimum or below (one notice per crossing); cleared above it. */
    low_since: ts('low_since'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ name: 'stock_levels_pk', columns: [t.warehouse_id, t.item_id] })],
);

/** One signing: a worker took stock lines against their signature. `id` is made on the device. */
export const stockIssues = pgTable('stock_issues', {
  id: uuid('id').primaryKey(),
  warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
  worker_id: requiredRef('worker_id', () => workers.id, 'restrict'),
  signature: text('signature').notNull(),
  issuer_signature: text('issuer_signature'),
  issued_by: requiredRef('issued_by', () => users.id, 'restrict'),
  offline: boolean('offline').notNull().default(false),
  /** The worker acknowledged being shown how to use the PPE handed over (the PPE delivery record's line). */
  ppe_briefed: boolean('ppe_briefed').notNull().default(false),
  /** Signed together with this hand-over batch (its lines print on the TES- paper; migration 0043). */
  handover_batch_id: uuid('handover_batch_id'),
  created_at: createdAt(),
});

export const stockTransfers = pgTable('stock_transfers', {
  id: id(),
  from_warehouse_id: requiredRef('from_warehouse_id', () => warehouses.id, 'restrict'),
  to_warehouse_id: requiredRef('to_warehouse_id', () => warehouses.id, 'restrict'),
  status: text('status').notNull().default('in_transit'),
  note: text('note'),
  created_by: requiredRef('created_by', () => users.id, 'restrict'),
  created_at: createdAt(),
  closed_by: optionalRef('closed_by', () => users.id, 'restrict'),
  closed_at: ts('closed_at'),
});

export const stockMovements = pgTable('stock_movements', {
  id: id(),
  kind: text('kind').notNull(),
  item_id: requiredRef('item_id', () => stockItems.id, 'restrict'),
  warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
  quantity: qty('quantity').notNull(),
  delta: qty('delta').notNull(),
  /** Written by the database: the level this movement left. */
  balance_after: qty('balance_after').notNull().default(0),
  unit_cost: money('unit_cost'),
  unit_price: money('unit_price'),
  supplier: text('supplier'),
  invoice_no: text('invoice_no'),
  reason: text('reason'),
  note: text('note'),
  worker_id: optionalRef('worker_id', () => workers.id, 'restrict'),
  issue_id: optionalRef('issue_id', () => stockIssues.id, 'restrict'),
  transfer_id: optionalRef('transfer_id', () => stockTransfers.id, 'restrict'),
  reverses_id: uuid('reverses_id'),
  offline: boolean('offline').notNull().default(false),
  /** Written by the database: how much an offline issue took beyond the stock it found. */
  shortfall: qty('shortfall').notNull().default(0),
  created_by: requiredRef('created_by', () => users.id, 'restrict'),
  created_at: createdAt(),
});

export const stockShortfallResolutions = pgTable('stock_shortfall_resolutions', {
  movement_id: keyRef('movement_id', () => stockMovements.id, 'restrict'),
  note: text('note').notNull(),
  resolved_by: requiredRef('resolved_by', () => users.id, 'restrict'),
  resolved_at: stamp('resolved_at'),
});

/**
 * A count's stock lines (docs/stock.md "In the stocktake", migrations 0043, 0052), one per item and
 * counter: counted, the books then, whether it arrived after the close, the settling that took it in.
 */
export const stocktakeStockCounts = pgTable(
  'stocktake_stock_counts',
  {
    session_id: requiredRef('session_id', () => stocktakeSessions.id, 'restrict'),
    item_id: requiredRef('item_id', () => stockItems.id, 'restrict'),
    counted: qty('counted').notNull(),
    expected: qty('expected').notNull(),
    counted_by: requiredRef('counted_by', () => users.id, 'restrict'),
    counted_at: stamp('counted_at'),
    // The movement a settling wrote is the settlement's (stocktake_stock_settlements), not the number's: migration 0054.
    settled_by: optionalRef('settled_by', () => users.id, 'restrict'),
    settled_at: ts('settled_at'),
    late: boolean('late').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'stocktake_stock_counts_pkey', columns: [t.session_id, t.item_id, t.counted_by] })],
);

/** Each settling of a count's item (migration 0052): the correction it wrote (none when it was 0). */
export const stocktakeStockSettlements = pgTable('stocktake_stock_settlements', {
  id: id(),
  session_id: requiredRef('session_id', () => stocktakeSessions.id, 'restrict'),
  item_id: requiredRef('item_id', () => stockItems.id, 'restrict'),
  delta: qty('delta').notNull(),
  movement_id: optionalRef('movement_id', () => stockMovements.id, 'restrict'),
  settled_by: requiredRef('settled_by', () => users.id, 'restrict'),
  settled_at: stamp('settled_at'),
});
