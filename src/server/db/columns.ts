// Column helpers shared by the schema files (schema.ts and the feature schemas beside it).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ReferenceConfig,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A moment that is never empty and is now unless written (a row's creation or change, a send's earliest time). */
export const stamp = (name: string) => ts(name).notNull().defaultNow();
export const createdAt = () => stamp('created_at');
export const updatedAt = () => stamp('updated_at');
/** `created_at` and `updated_at`. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
/** Bytes, written as they are (no text encoding on the way in: both drivers send them binary). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A uuid column naming another table's row; `onDelete` says what deleting that row does here. */
export const optionalRef = (name: string, target: ReferenceConfig['ref'], onDelete: UpdateDeleteAction) =>
  uuid(name).references(target, { onDelete });
/** The same, never empty. */
export const requiredRef = (name: string, target: ReferenceConfig['ref'], onDelete: UpdateDeleteAction) =>
  uuid(name).notNull().references(target, { onDelete });
/** A uuid primary key that is also another table's row (one row here per row there). */
export const keyRef = (name: string, target: ReferenceConfig['ref'], onDelete: UpdateDeleteAction) =>
  uuid(name).primaryKey().references(target, { onDelete });

/** The site items are wanted at and the half-open range of Istanbul days [start_day, end_day) they are wanted for (docs/planning.md). */
export const siteAndDays = () => ({
  site: text('site').notNull(),
  start_day: date('start_day', { mode: 'string' }).notNull(),
  end_day: date('end_day', { mode: 'string' }).notNull(),
});
/** The check that the range of `siteAndDays` is not empty, named `<table>_range`. */
export const dayRangeCheck = (table: string, t: { start_day: AnyPgColumn; end_day: AnyPgColumn }) =>
  check(`${table}_range`, sql`${t.end_day} > ${t.start_day}`);

/**
 * A file (an invoice, a certificate, a photo) kept in parts of at most 256 KB: one row per part,
 * numbered by `seq` under the row that `owner` names, and deleted with it.
 */
export const filePartsTable = <T extends string, C extends string>(name: T, owner: C, target: ReferenceConfig['ref']) =>
  pgTable(
    name,
    {
      ...({ [owner]: requiredRef(owner, target, 'cascade') } as Record<C, ReturnType<typeof requiredRef>>),
      seq: integer('seq').notNull(),
      data: bytea('data').notNull(),
    },
    (t) => [primaryKey({ columns: [t[owner], t.seq] })],
  );
