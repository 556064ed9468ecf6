// Column helpers shared by the schema files (schema.ts and the feature schemas beside it).
import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid, type ReferenceConfig, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
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
