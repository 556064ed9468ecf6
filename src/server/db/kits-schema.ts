// Kits' tables (docs/planning.md "Kits", migration 0038). A kit is a named, fixed set of specific
// items of one warehouse (an item belongs to at most one kit) and optional stock lines; its `code`
// ('SET-00001', from a sequence) is printed as its barcode and scanned like a serial number.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, requiredRef, stamp, timestamps } from './columns';
import { equipment, users, warehouses } from './schema';
import { stockItems } from './stock-schema';

export const kits = pgTable(
  'kits',
  {
    id: id(),
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
    code: text('code')
      .notNull()
      .default(sql`('SET-' || lpad(nextval('kit_code_seq')::text, 5, '0'))`),
    name: text('name').notNull(),
    note: text('note'),
    created_by: requiredRef('created_by', () => users.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [
    unique('kits_code_unique').on(t.code),
    index('kits_warehouse_idx').on(t.warehouse_id),
    check('kits_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
  ],
);

export const kitMembers = pgTable(
  'kit_members',
  {
    kit_id: requiredRef('kit_id', () => kits.id, 'cascade'),
    equipment_id: requiredRef('equipment_id', () => equipment.id, 'cascade'),
    added_at: stamp('added_at'),
  },
  (t) => [primaryKey({ name: 'kit_members_pk', columns: [t.kit_id, t.equipment_id] }), unique('kit_members_one_kit').on(t.equipment_id)],
);

export const kitStockLines = pgTable(
  'kit_stock_lines',
  {
    kit_id: requiredRef('kit_id', () => kits.id, 'cascade'),
    stock_item_id: requiredRef('stock_item_id', () => stockItems.id, 'restrict'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'kit_stock_lines_pk', columns: [t.kit_id, t.stock_item_id] }),
    check('kit_stock_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 10000`),
  ],
);
