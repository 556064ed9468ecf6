// The stocktake's tables (docs/stocktake.md): the sessions, the items expected at start, each
// device's reads (late ones kept apart until decided), the devices seen, the results and the
// settlements that act on them.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalRef, requiredRef, stamp, ts, updatedAt } from './columns';
import { brokenEquipment, transfers, users, warehouses } from './schema';

/**
 * A count of one warehouse (docs/stocktake.md). `open` while counting; `closed` is final: its result
 * rows are written once at close and never change.
 */
export const stocktakeSessions = pgTable(
  'stocktake_sessions',
  {
    id: id(),
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
    /** Snapshot, so a renamed warehouse does not rewrite a finished count. */
    warehouse_name: text('warehouse_name').notNull(),
    /** Categories the count is narrowed to (ids and names at start); empty = every category. */
    categories: jsonb('categories')
      .$type<Array<{ id: string; name: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note'),
    status: text('status').notNull().default('open'),
    started_by: requiredRef('started_by', () => users.id, 'restrict'),
    started_at: stamp('started_at'),
    closed_by: optionalRef('closed_by', () => users.id, 'restrict'),
    closed_at: ts('closed_at'),
    /** Outcome counters written at close. */
    counters: jsonb('counters').$type<Record<string, number>>(),
    updated_at: updatedAt(),
  },
  (t) => [index('stocktake_sessions_warehouse_idx').on(t.warehouse_id, t.started_at), index('stocktake_sessions_status_idx').on(t.status)],
);

/**
 * The frozen set of a session, written at start: `expected` items (Müsait or Arızalı in the warehouse)
 * and `away` items (Sahada or Transferde, with their worker or destination). Names are copies.
 */
export const stocktakeItems = pgTable(
  'stocktake_items',
  {
    session_id: requiredRef('session_id', () => stocktakeSessions.id, 'cascade'),
    equipment_id: uuid('equipment_id').notNull(),
    kind: text('kind').notNull(),
    serial_number: text('serial_number').notNull(),
    model: text('model').notNull(),
    brand_name: text('brand_name').notNull(),
    category_name: text('category_name'),
    status: text('status').notNull(),
    holder: text('holder'),
  },
  (t) => [primaryKey({ columns: [t.session_id, t.equipment_id] }), index('stocktake_items_serial_idx').on(t.session_id, t.serial_number)],
);

/** One scan by one counter on one device; `client_id` is made on the device (a replay finds it). */
export const stocktakeReads = pgTable(
  'stocktake_reads',
  {
    id: id(),
    session_id: requiredRef('session_id', () => stocktakeSessions.id, 'cascade'),
    client_id: uuid('client_id').notNull(),
    serial_number: text('serial_number').notNull(),
    source: text('source').notNull(),
    counted_by: requiredRef('counted_by', () => users.id, 'restrict'),
    counted_at: ts('counted_at').notNull(),
    received_at: stamp('received_at'),
    /** The device the read was made on (made there, kept in its storage); null for reads before 0014. */
    device_id: uuid('device_id'),
    /** Arrived after the close: kept apart until someone decides (`decision`: 'taken' or 'left_out'). */
    late: boolean('late').notNull().default(false),
    decision: text('decision'),
    decided_at: ts('decided_at'),
    decided_by: optionalRef('decided_by', () => users.id, 'restrict'),
  },
  (t) => [
    uniqueIndex('stocktake_reads_client_key').on(t.session_id, t.client_id),
    index('stocktake_reads_serial_idx').on(t.session_id, t.serial_number),
    index('stocktake_reads_received_idx').on(t.session_id, t.received_at),
  ],
);

/** Each counter's device on a count: when it was last heard from and how many reads it still held. */
export const stocktakeDevices = pgTable(
  'stocktake_devices',
  {
    session_id: requiredRef('session_id', () => stocktakeSessions.id, 'cascade'),
    device_id: uuid('device_id').notNull(),
    user_id: requiredRef('user_id', () => users.id, 'restrict'),
    last_seen_at: stamp('last_seen_at'),
    last_read_at: ts('last_read_at'),
    pending: integer('pending').notNull().default(0),
    /** The count screen was left (or hidden) with nothing waiting: not a silent device. */
    left_at: ts('left_at'),
  },
  (t) => [primaryKey({ columns: [t.session_id, t.device_id, t.user_id] })],
);

/** The result of a closed session, one row per serial, written once at close (all names copied). */
export const stocktakeResults = pgTable(
  'stocktake_results',
  {
    session_id: requiredRef('session_id', () => stocktakeSessions.id, 'cascade'),
    serial_number: text('serial_number').notNull(),
    outcome: text('outcome').notNull(),
    equipment_id: uuid('equipment_id'),
    model: text('model'),
    brand_name: text('brand_name'),
    category_name: text('category_name'),
    status: text('status'),
    warehouse_id: uuid('warehouse_id'),
    warehouse_name: text('warehouse_name'),
    holder: text('holder'),
    read_count: integer('read_count').notNull().default(0),
    first_counted_at: ts('first_counted_at'),
    counted_by_name: text('counted_by_name'),
  },
  (t) => [primaryKey({ columns: [t.session_id, t.serial_number] })],
);

/** What was done about a difference: a transfer, a fault report or a note on an item not found. */
export const stocktakeSettlements = pgTable(
  'stocktake_settlements',
  {
    id: id(),
    session_id: requiredRef('session_id', () => stocktakeSessions.id, 'restrict'),
    serial_number: text('serial_number').notNull(),
    action: text('action').notNull(),
    note: text('note'),
    transfer_id: optionalRef('transfer_id', () => transfers.id, 'restrict'),
    fault_id: optionalRef('fault_id', () => brokenEquipment.id, 'restrict'),
    created_by: requiredRef('created_by', () => users.id, 'restrict'),
    created_at: createdAt(),
  },
  (t) => [index('stocktake_settlements_session_idx').on(t.session_id, t.serial_number)],
);
