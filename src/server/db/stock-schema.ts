// Counted stock's tables (docs/stock.md, migration 0030). The level of an item in a warehouse is
// written only by the database, from the ledger (`stock_movement_apply`); movements are append-only.
import { boolean, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns';
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
  category_id: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
  variant: text('variant'),
  standard: text('standard'),
  replacement_months: integer('replacement_months'),
  returnable: boolean('returnable').notNull().default(false),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const stockSettings = pgTable('stock_settings', {
  warehouse_id: uuid('warehouse_id')
    .primaryKey()
    .references(() => warehouses.id, { onDelete: 'cascade' }),
  allow_negative: boolean('allow_negative').notNull().default(false),
  updated_at: updatedAt(),
});

/** Who hears of the warehouse's low stock (migration 0033); none chosen: its users holding view_stock. */
export const stockLowRecipients = pgTable(
  'stock_low_recipients',
  {
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ name: 'stock_low_recipients_pk', columns: [t.warehouse_id, t.user_id] })],
);

export const stockLevels = pgTable(
  'stock_levels',
  {
    warehouse_id: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
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
  warehouse_id: uuid('warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
  worker_id: uuid('worker_id')
    .notNull()
    .references(() => workers.id, { onDelete: 'restrict' }),
  signature: text('signature').notNull(),
  issuer_signature: text('issuer_signature'),
  issued_by: uuid('issued_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  offline: boolean('offline').notNull().default(false),
  /** The worker acknowledged being shown how to use the PPE handed over (the PPE delivery record's line). */
  ppe_briefed: boolean('ppe_briefed').notNull().default(false),
  /** Signed together with this hand-over batch (its lines print on the TES- paper; migration 0043). */
  handover_batch_id: uuid('handover_batch_id'),
  created_at: createdAt(),
});

export const stockTransfers = pgTable('stock_transfers', {
  id: id(),
  from_warehouse_id: uuid('from_warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
  to_warehouse_id: uuid('to_warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
  status: text('status').notNull().default('in_transit'),
  note: text('note'),
  created_by: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  created_at: createdAt(),
  closed_by: uuid('closed_by').references(() => users.id, { onDelete: 'restrict' }),
  closed_at: ts('closed_at'),
});

export const stockMovements = pgTable('stock_movements', {
  id: id(),
  kind: text('kind').notNull(),
  item_id: uuid('item_id')
    .notNull()
    .references(() => stockItems.id, { onDelete: 'restrict' }),
  warehouse_id: uuid('warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
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
  worker_id: uuid('worker_id').references(() => workers.id, { onDelete: 'restrict' }),
  issue_id: uuid('issue_id').references(() => stockIssues.id, { onDelete: 'restrict' }),
  transfer_id: uuid('transfer_id').references(() => stockTransfers.id, { onDelete: 'restrict' }),
  reverses_id: uuid('reverses_id'),
  offline: boolean('offline').notNull().default(false),
  /** Written by the database: how much an offline issue took beyond the stock it found. */
  shortfall: qty('shortfall').notNull().default(0),
  created_by: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  created_at: createdAt(),
});

export const stockShortfallResolutions = pgTable('stock_shortfall_resolutions', {
  movement_id: uuid('movement_id')
    .primaryKey()
    .references(() => stockMovements.id, { onDelete: 'restrict' }),
  note: text('note').notNull(),
  resolved_by: uuid('resolved_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  resolved_at: ts('resolved_at').notNull().defaultNow(),
});

/**
 * A count's stock lines (docs/stock.md "In the stocktake", migrations 0043, 0052), one per item and
 * counter: counted, the books then, whether it arrived after the close, the settling that took it in.
 */
export const stocktakeStockCounts = pgTable(
  'stocktake_stock_counts',
  {
    session_id: uuid('session_id')
      .notNull()
      .references(() => stocktakeSessions.id, { onDelete: 'restrict' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    counted: qty('counted').notNull(),
    expected: qty('expected').notNull(),
    counted_by: uuid('counted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    counted_at: ts('counted_at').notNull().defaultNow(),
    // The movement a settling wrote is the settlement's (stocktake_stock_settlements), not the number's: migration 0054.
    settled_by: uuid('settled_by').references(() => users.id, { onDelete: 'restrict' }),
    settled_at: ts('settled_at'),
    late: boolean('late').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'stocktake_stock_counts_pkey', columns: [t.session_id, t.item_id, t.counted_by] })],
);

/** Each settling of a count's item (migration 0052): the correction it wrote (none when it was 0). */
export const stocktakeStockSettlements = pgTable('stocktake_stock_settlements', {
  id: id(),
  session_id: uuid('session_id')
    .notNull()
    .references(() => stocktakeSessions.id, { onDelete: 'restrict' }),
  item_id: uuid('item_id')
    .notNull()
    .references(() => stockItems.id, { onDelete: 'restrict' }),
  delta: qty('delta').notNull(),
  movement_id: uuid('movement_id').references(() => stockMovements.id, { onDelete: 'restrict' }),
  settled_by: uuid('settled_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  settled_at: ts('settled_at').notNull().defaultNow(),
});
