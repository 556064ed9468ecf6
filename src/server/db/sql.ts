import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Raw SQL rows, whichever driver answers (postgres-js gives an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A timestamp as ISO 8601 text in UTC with milliseconds: the text JSON.stringify gives a Date. */
export function isoText(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_UTC)})`;
}

/** `isoText` for SQL assembled as text. */
export function isoTextRaw(column: string): string {
  return `to_char(${column} at time zone 'UTC', ${ISO_UTC})`;
}
