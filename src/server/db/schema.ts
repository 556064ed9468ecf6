// The whole database, one PostgreSQL dialect for PGlite and PostgreSQL alike.
// `updated_at` on every mirrored table drives the delta sync (`?since=`); `deleted_rows` records
// deletions for it. Foreign keys restrict deletes: history is never destroyed (DESIGN.md §2).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CheckDue } from '@shared/equipment-checks';

import { createdAt, filePartsTable, id, optionalRef, requiredRef, stamp, timestamps, ts, updatedAt } from './columns';

export const permissions = pgTable('permissions', {
  id: id(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
  description: text('description').notNull(),
});

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  ...timestamps(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: requiredRef('role_id', () => roles.id, 'cascade'),
    permission_id: requiredRef('permission_id', () => permissions.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    /** '' until given for a user made by single sign-on (migration 0041): unique only when given. */
    tc_no: text('tc_no').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    role_id: optionalRef('role_id', () => roles.id, 'restrict'),
    password_hash: text('password_hash').notNull(),
    signature: text('signature'),
    ...timestamps(),
  },
  (t) => [
    index('users_role_idx').on(t.role_id),
    index('users_updated_idx').on(t.updated_at),
    uniqueIndex('users_tc_no_unique')
      .on(t.tc_no)
      .where(sql`${t.tc_no} <> ''`),
  ],
);

/** Sign-in throttling per e-mail (also for unknown e-mails, so the answer reveals nothing). */
// Failed sign-ins per (e-mail, client address), plus one account-wide row per e-mail whose
// client is '*'. An attempt is counted before its password is checked (auth.service.ts).
export const loginThrottle = pgTable(
  'login_throttle',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failed_count: integer('failed_count').notNull().default(0),
    locked_until: ts('locked_until'),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index('login_throttle_updated_idx').on(t.updated_at)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    token_hash: text('token_hash').notNull().unique(),
    created_at: createdAt(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [index('warehouses_updated_idx').on(t.updated_at)],
);

export const userWarehouses = pgTable(
  'user_warehouses',
  {
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    warehouse_id: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.warehouse_id] })],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('departments_updated_idx').on(t.updated_at)],
);

// `equipment` and `workers` also carry `search_key`, a stored generated column (migration 0012,
// src/server/db/fold.ts): the folded text the lists' search reads. It is left out of these models
// on purpose, so whole-row selects, `returning()` and the audit copies of rows never carry it.
export const workers = pgTable(
  'workers',
  {
    id: id(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    tc_no: text('tc_no').notNull().unique(),
    phone: text('phone').notNull(),
    department_id: optionalRef('department_id', () => departments.id, 'restrict'),
    created_by: optionalRef('created_by', () => users.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [index('workers_department_idx').on(t.department_id), index('workers_updated_idx').on(t.updated_at)],
);

export const brands = pgTable('brands', { id: id(), name: text('name').notNull(), ...timestamps() }, (t) => [
  uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
  index('brands_updated_idx').on(t.updated_at),
]);

export const categories = pgTable('categories', { id: id(), name: text('name').notNull(), ...timestamps() }, (t) => [
  uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
  index('categories_updated_idx').on(t.updated_at),
]);

export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    serial_number: text('serial_number').notNull().unique(),
    model: text('model').notNull(),
    brand_id: requiredRef('brand_id', () => brands.id, 'restrict'),
    category_id: optionalRef('category_id', () => categories.id, 'restrict'),
    warehouse_id: optionalRef('warehouse_id', () => warehouses.id, 'restrict'),
    status: text('status').notNull().default('available'),
    created_by: optionalRef('created_by', () => users.id, 'restrict'),
    /** The state of each check the category requires (care-schema.ts, docs/equipment-care.md); kept by the database. */
    check_due: jsonb('check_due').$type<CheckDue[] | null>(),
    /** Value and warranty (migration 0037, docs/equipment-care.md): read by the detail, never by the list or the mirror. */
    purchase_date: date('purchase_date', { mode: 'string' }),
    purchase_price: numeric('purchase_price', { precision: 14, scale: 2, mode: 'string' }),
    supplier: text('supplier'),
    invoice_number: text('invoice_number'),
    warranty_until: date('warranty_until', { mode: 'string' }),
    ...timestamps(),
  },
  // Also (migration 0056) `equipment_search_cover_idx`: `search_key` with `include (id)`, which Drizzle's index builder
  // cannot say (and the column is left out of this model); the searches read the keys from it alone.
  (t) => [
    index('equipment_warehouse_idx').on(t.warehouse_id),
    index('equipment_brand_idx').on(t.brand_id),
    index('equipment_model_idx').on(t.brand_id, t.model, t.warehouse_id),
    index('equipment_category_idx').on(t.category_id),
    index('equipment_status_idx').on(t.status),
    index('equipment_updated_idx').on(t.updated_at),
    index('equipment_created_idx').on(t.created_at),
  ],
);

export const fieldEquipment = pgTable(
  'field_equipment',
  {
    id: id(),
    batch_id: uuid('batch_id').notNull(),
    equipment_id: requiredRef('equipment_id', () => equipment.id, 'restrict'),
    worker_id: requiredRef('worker_id', () => workers.id, 'restrict'),
    team_leader_id: optionalRef('team_leader_id', () => workers.id, 'restrict'),
    warehouse_id: optionalRef('warehouse_id', () => warehouses.id, 'restrict'),
    status: text('status').notNull().default('active'),
    /** The worker's signature drawn at hand-over. */
    signature: text('signature').notNull(),
    issued_by: requiredRef('issued_by', () => users.id, 'restrict'),
    /** Copy of the issuer's saved signature at the moment of issue. */
    issuer_signature: text('issuer_signature'),
    issued_at: stamp('issued_at'),
    /** Expected return day (the warehouse's local calendar day, Europe/Istanbul); null = open-ended. */
    due_date: date('due_date', { mode: 'string' }),
    returned_by: optionalRef('returned_by', () => users.id, 'restrict'),
    /** Copy of the receiving user's saved signature at the moment of return. */
    returner_signature: text('returner_signature'),
    returned_at: ts('returned_at'),
    /** Items returned together share it (one return document); null for returns before conditions existed. */
    return_batch_id: uuid('return_batch_id'),
    /** intact | damaged | missing_parts; null for returns recorded before conditions existed. */
    return_condition: text('return_condition'),
    return_note: text('return_note'),
    /** The returning worker's signature drawn at return; null when none was taken. */
    return_signature: text('return_signature'),
    /** The fault report a 'damaged' return opened. */
    return_fault_id: optionalRef('return_fault_id', (): AnyPgColumn => brokenEquipment.id, 'restrict'),
    /** Why the item was handed over although a required check had run out (docs/equipment-care.md). */
    check_override_reason: text('check_override_reason'),
    ...timestamps(),
  },
  (t) => [
    // Also (migration 0021) `field_equipment_{equipment,worker}_cover_idx`: these two columns with `include (id, status,
    // warehouse_id, due_date)`, which Drizzle's index builder cannot say; the searched list's count reads them alone.
    // And (migration 0055) `field_equipment_use_idx`: equipment_id with `include (issued_at, returned_at, warehouse_id)`,
    // which the use report ('Raporlar') sums alone.
    index('field_equipment_equipment_idx').on(t.equipment_id),
    index('field_equipment_return_batch_idx').on(t.return_batch_id),
    // The overdue list reads only active hand-overs with a due date, oldest due first.
    index('field_equipment_overdue_idx')
      .on(t.due_date)
      .where(sql`status = 'active' and due_date is not null`),
    index('field_equipment_worker_idx').on(t.worker_id),
    index('field_equipment_batch_idx').on(t.batch_id),
    index('field_equipment_created_idx').on(t.created_at),
    index('field_equipment_updated_idx').on(t.updated_at),
    // Warehouse-scoped users (most depot staff) list the hand-overs of their warehouses, newest first:
    // without it that list reads the whole history table (docs/performance.md).
    index('field_equipment_warehouse_idx').on(t.warehouse_id, t.created_at),
    // At most one active hand-over per item, whatever the application does.
    uniqueIndex('field_equipment_one_active')
      .on(t.equipment_id)
      .where(sql`status = 'active'`),
  ],
);

export const repairers = pgTable(
  'repairers',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    ...timestamps(),
  },
  (t) => [index('repairers_updated_idx').on(t.updated_at)],
);

export const brokenEquipment = pgTable(
  'broken_equipment',
  {
    id: id(),
    equipment_id: requiredRef('equipment_id', () => equipment.id, 'restrict'),
    warehouse_id: optionalRef('warehouse_id', () => warehouses.id, 'restrict'),
    issue: text('issue').notNull(),
    status: text('status').notNull().default('pending'),
    reported_by: optionalRef('reported_by', () => users.id, 'restrict'),
    assigned_to: optionalRef('assigned_to', () => users.id, 'restrict'),
    assigned_by: optionalRef('assigned_by', () => users.id, 'restrict'),
    assigned_at: ts('assigned_at'),
    repairer_id: optionalRef('repairer_id', () => repairers.id, 'restrict'),
    repair_cost: numeric('repair_cost', { precision: 14, scale: 2, mode: 'number' }),
    repair_cost_updated_by: optionalRef('repair_cost_updated_by', () => users.id, 'restrict'),
    repair_cost_updated_at: ts('repair_cost_updated_at'),
    invoice_uploaded_by: optionalRef('invoice_uploaded_by', () => users.id, 'restrict'),
    invoice_uploaded_at: ts('invoice_uploaded_at'),
    created_at: createdAt(),
    resolved_at: ts('resolved_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    index('broken_equipment_equipment_idx').on(t.equipment_id),
    index('broken_equipment_repairer_idx').on(t.repairer_id),
    index('broken_equipment_created_idx').on(t.created_at),
    index('broken_equipment_status_idx').on(t.status),
    index('broken_equipment_updated_idx').on(t.updated_at),
    uniqueIndex('broken_equipment_one_open')
      .on(t.equipment_id)
      .where(sql`status in ('pending', 'in_repair')`),
  ],
);

// A report's invoice (the spec's `{ filename, type, data }` text, UTF-8) in parts of up to 256 KB,
// stored uncompressed (the data is an already compressed file): a 20 MB invoice is written one
// part per statement, never as one 27 MB value (docs/reliability.md "Large uploads").
export const repairInvoiceParts = filePartsTable('repair_invoice_parts', 'report_id', () => brokenEquipment.id);

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    equipment_id: requiredRef('equipment_id', () => equipment.id, 'restrict'),
    from_warehouse_id: requiredRef('from_warehouse_id', () => warehouses.id, 'restrict'),
    to_warehouse_id: requiredRef('to_warehouse_id', () => warehouses.id, 'restrict'),
    issuer_id: requiredRef('issuer_id', () => users.id, 'restrict'),
    assigned_to: requiredRef('assigned_to', () => users.id, 'restrict'),
    receiver_id: optionalRef('receiver_id', () => users.id, 'restrict'),
    status: text('status').notNull().default('in_transit'),
    created_at: createdAt(),
    completed_at: ts('completed_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    index('transfers_equipment_idx').on(t.equipment_id),
    index('transfers_from_idx').on(t.from_warehouse_id),
    index('transfers_to_idx').on(t.to_warehouse_id),
    index('transfers_created_idx').on(t.created_at),
    index('transfers_updated_idx').on(t.updated_at),
    uniqueIndex('transfers_one_in_transit')
      .on(t.equipment_id)
      .where(sql`status = 'in_transit'`),
  ],
);

/** Every write: who, when, what, before → after; written in the write's own transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  // By row id alone: an item's activity timeline collects the rows of its hand-overs, faults and transfers.
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id), index('audit_log_entity_id_idx').on(t.entity_id)],
);
