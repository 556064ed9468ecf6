import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Raw SQL rows, whichever driver answers (postgres-js gives an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
