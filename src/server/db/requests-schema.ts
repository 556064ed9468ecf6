// Requests' tables (docs/planning.md "Requests", migration 0039). A request asks one warehouse for
// specific items, kits, numbers of a model or stock quantities for a site and a half-open range of
// Istanbul days; approving it (all or part) makes a reservation that names it (`reservations.request_id`).
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { dayRangeCheck, id, optionalRef, requiredRef, siteAndDays, timestamps, ts } from './columns';
import { brands, equipment, users, warehouses, workers } from './schema';
import { kits } from './kits-schema';
import { stockItems } from './stock-schema';

export const requests = pgTable(
  'requests',
  {
    id: id(),
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'restrict'),
    requested_by: requiredRef('requested_by', () => users.id, 'restrict'),
    /** Who will pick it up; the approver may name one when the requester did not. */
    worker_id: optionalRef('worker_id', () => workers.id, 'restrict'),
    ...siteAndDays(),
    note: text('note'),
    /** open | approved | partly_approved | refused | cancelled */
    status: text('status').notNull().default('open'),
    decided_by: optionalRef('decided_by', () => users.id, 'restrict'),
    decided_at: ts('decided_at'),
    /** The refusal's reason (required), or the approver's note. */
    decision_note: text('decision_note'),
    cancelled_at: ts('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    index('requests_warehouse_status_idx').on(t.warehouse_id, t.status, t.created_at),
    index('requests_requested_by_idx').on(t.requested_by, t.created_at),
    dayRangeCheck('requests', t),
  ],
);

const qty = (name: string) => numeric(name, { precision: 16, scale: 3, mode: 'number' });

export const requestLines = pgTable(
  'request_lines',
  {
    id: id(),
    request_id: requiredRef('request_id', () => requests.id, 'cascade'),
    position: integer('position').notNull(),
    equipment_id: optionalRef('equipment_id', () => equipment.id, 'restrict'),
    brand_id: optionalRef('brand_id', () => brands.id, 'restrict'),
    model: text('model'),
    stock_item_id: optionalRef('stock_item_id', () => stockItems.id, 'restrict'),
    /** A kit asked for as such (migration 0053); null again if the kit is deleted, `kit_label` stays. */
    kit_id: optionalRef('kit_id', () => kits.id, 'set null'),
    /** The kit as it was asked for: 'Nivo Seti (SET-00003)'. */
    kit_label: text('kit_label'),
    quantity: qty('quantity').notNull(),
    /** Null until decided; 0 … quantity once approved (all or part). */
    approved: qty('approved'),
  },
  (t) => [index('request_lines_request_idx').on(t.request_id, t.position)],
);
