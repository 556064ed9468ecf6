// Equipment care (docs/equipment-care.md): the checks a category requires and each item's
// recorded checks, with the certificate file in parts like repair invoices. Migration 0020.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, equipment, users } from './schema';
import { createdAt, filePartsTable, id, optionalRef, requiredRef, timestamps } from './columns';

export const categoryChecks = pgTable(
  'category_checks',
  {
    id: id(),
    category_id: requiredRef('category_id', () => categories.id, 'cascade'),
    name: text('name').notNull(),
    interval_months: integer('interval_months').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('category_checks_name_key').on(t.category_id, sql`lower(${t.name})`),
    index('category_checks_updated_idx').on(t.updated_at),
  ],
);

export const equipmentChecks = pgTable(
  'equipment_checks',
  {
    id: id(),
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
    created_at: createdAt(),
  },
  (t) => [index('equipment_checks_equipment_idx').on(t.equipment_id, t.check_id, t.checked_on)],
);

export const equipmentCheckCertificateParts = filePartsTable('equipment_check_certificate_parts', 'check_id', () => equipmentChecks.id);
