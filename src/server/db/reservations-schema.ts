// Reservations' tables (docs/planning.md, migration 0036). A reservation promises specific items or
// a number of a model to a worker for a half-open range of Istanbul days [start_day, end_day).
// 'lapsed' is never stored: it is read from `start_day`, `picked_up_at` and the lapse setting.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dayRangeCheck, id, optionalRef, requiredRef, siteAndDays, timestamps, ts, updatedAt } from './columns';
import { kits } from './kits-schema';
import { requests } from './requests-schema';
import { brands, equipment, users, warehouses, workers } from './schema';

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
    worker_id: requiredRef('worker_id', () => workers.id, 'restrict'),
    ...siteAndDays(),
    note: text('note'),
    /** active | fulfilled | cancelled */
    status: text('status').notNull().default('active'),
    created_by: requiredRef('created_by', () => users.id, 'restrict'),
    /** The first hand-over that took a line of it: a reservation picked up never lapses. */
    picked_up_at: ts('picked_up_at'),
    fulfilled_at: ts('fulfilled_at'),
    cancelled_by: optionalRef('cancelled_by', () => users.id, 'restrict'),
    cancelled_at: ts('cancelled_at'),
    /** The request whose approval made it (migration 0039). */
    request_id: optionalRef('request_id', () => requests.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [
    index('reservations_warehouse_days_idx').on(t.warehouse_id, t.start_day),
    index('reservations_worker_idx').on(t.worker_id),
    /** The late ones picked up (migration 0053): the pick list finds them without reading every past reservation. */
    index('reservations_picked_up_active_idx')
      .on(t.start_day)
      .where(sql`${t.status} = 'active' and ${t.picked_up_at} is not null`),
    dayRangeCheck('reservations', t),
  ],
);

export const reservationLines = pgTable(
  'reservation_lines',
  {
    id: id(),
    reservation_id: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    /** A specific item; null for a number of a model. */
    equipment_id: optionalRef('equipment_id', () => equipment.id, 'restrict'),
    brand_id: optionalRef('brand_id', () => brands.id, 'restrict'),
    model: text('model'),
    quantity: integer('quantity').notNull().default(1),
    handed: integer('handed').notNull().default(0),
    /** The kit this item line came with (migration 0047); null for a line named on its own. */
    kit_id: optionalRef('kit_id', () => kits.id, 'set null'),
  },
  (t) => [
    index('reservation_lines_reservation_idx').on(t.reservation_id),
    index('reservation_lines_equipment_idx').on(t.equipment_id),
    index('reservation_lines_model_idx').on(t.brand_id, t.model),
    index('reservation_lines_kit_idx').on(t.kit_id),
  ],
);

/** One row (id = true): the days after its start a reservation waits to be picked up. */
export const reservationSettings = pgTable('reservation_settings', {
  id: boolean('id').primaryKey().default(true),
  lapse_days: integer('lapse_days').notNull().default(1),
  updated_at: updatedAt(),
});
