import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Raw SQL rows, whichever driver answers (postgres-js gives an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A timestamp as ISO 8601 text in UTC with milliseconds (what JSON.stringify gives a Date), made by the database. */
export const isoText = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

/** The same for a column named in raw SQL text (`isoTextRaw('t.created_at')`). */
export const isoTextRaw = (column: string): string => `to_char(${column} at time zone 'UTC', ${ISO_FORMAT})`;

/** A person as list rows carry them (`{ id, first_name, last_name }` or null), from the users row aliased `a`. */
export const personJson = (a: string): string =>
  `(select row_to_json(p) from (select ${a}.id, ${a}.first_name, ${a}.last_name) p where ${a}.id is not null)`;
