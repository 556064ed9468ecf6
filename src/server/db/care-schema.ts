// Equipment care (docs/equipment-care.md): the checks a category requires and each item's
// recorded checks, with the certificate file in parts like repair invoices. Migration 0020.
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories, equipment, users } from './schema';
import { optionalRef, requiredRef } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const categoryChecks = pgTable(
  'category_checks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    category_id: requiredRef('category_id', () => categories.id, 'cascade'),
    name: text('name').notNull(),
    interval_months: integer('interval_months').notNull(),
    created_at: ts('created_at'),
    updated_at: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('category_checks_name_key').on(t.category_id, sql`lower(${t.name})`),
    index('category_checks_updated_idx').on(t.updated_at),
  ],
);

export const equipmentChecks = pgTable(
  'equipment_checks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    equipment_id: requiredRef('equipment_id', () => equipment.id, 'restrict'),
    /** Null once the category stops requiring the check; the name stays. */
    check_id: optionalRef('check_id', () => categoryChecks.id, 'set null'),
    check_name: text('check_name').notNull(),
    checked_on: date('checked_on', { mode: 'string' }).notNull(),
    performed_by: text('performed_by').notNull(),
    /** passed | failed */
    result: text('result').notNull(),
    certificate_no: text('certificate_no'),
    /** Null after a failed check: the item is unsafe until a passing one. */
    next_due_on: date('next_due_on', { mode: 'string' }),
    certificate_filename: text('certificate_filename'),
    certificate_type: text('certificate_type'),
    certificate_size: integer('certificate_size'),
    created_by: optionalRef('created_by', () => users.id, 'restrict'),
    created_at: ts('created_at'),
  },
  (t) => [index('equipment_checks_equipment_idx').on(t.equipment_id, t.check_id, t.checked_on)],
);

export const equipmentCheckCertificateParts = pgTable(
  'equipment_check_certificate_parts',
  {
    check_id: requiredRef('check_id', () => equipmentChecks.id, 'cascade'),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.check_id, t.seq] })],
);
