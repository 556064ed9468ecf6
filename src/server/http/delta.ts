// Delta sync (DESIGN.md §5): a list call with `?since=<ISO>` answers only what changed since,
// plus the ids deleted since, so a mirror of 100k rows refreshes at the cost of the change.
// Without `since` a list is a plain array (the spec's shape).
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deletedRows } from '../db/sync-schema';

export interface DeltaAnswer<T> {
  items: T[];
  deleted: string[];
  /** Pass back as `since` next time. Taken before reading, so nothing written meanwhile is missed. */
  server_time: string;
}

export async function deletedSince(db: Db, tableName: string, since: string): Promise<string[]> {
  const rows = await db
    .select({ id: deletedRows.row_id })
    .from(deletedRows)
    .where(and(eq(deletedRows.table_name, tableName), gt(deletedRows.deleted_at, new Date(since))));
  return rows.map((r) => r.id);
}

/** Call before querying the rows: the answer's server_time. */
export function deltaClock(): string {
  // A little slack for clock differences between API processes sharing one PostgreSQL.
  return new Date(Date.now() - 2000).toISOString();
}

/**
 * The end of a delta answer `{"items":[…`: the ids deleted since (none for `since` null: a later
 * page of a walk) and the time to pass back (taken now, before the rows are read).
 */
export async function deltaClose(db: Db, tableName: string, since: string | null, extra = ''): Promise<string> {
  const serverTime = deltaClock();
  return deltaEnd(since === null ? [] : await deletedSince(db, tableName, since), serverTime, extra);
}

/** The same end for ids deleted since, read by the caller; `serverTime` taken before they were. */
export function deltaEnd(deleted: readonly string[], serverTime: string, extra = ''): string {
  return `],"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)}${extra}}`;
}

/** A reference list's answer: the whole list, or with `since` what changed since and the ids deleted since. */
export async function deltaAnswer<T>(
  db: Db,
  tableName: string,
  since: string | undefined,
  list: (since?: string) => Promise<T>,
): Promise<T | DeltaAnswer<T extends Array<infer R> ? R : never>> {
  if (since === undefined) return list();
  const server_time = deltaClock();
  const items = (await list(since)) as Array<T extends Array<infer R> ? R : never>;
  return { items, deleted: await deletedSince(db, tableName, since), server_time };
}
