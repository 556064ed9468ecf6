// What each kind of import (equipment, workers) provides to the import service against the
// database, and what the kinds share there: reference names, audit rows. How a row of the file
// becomes values is import-rows.ts (run in the import's worker thread).
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { nameKey } from '@shared/search';
import type { Db, Tx } from '@server/db/client';
import { auditLog, brands, categories, departments } from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import type { Notifier } from '../notifications/settings';
import type { Creatable, ImportRowRules, References } from './import-rows';

/** One kind of import: its row rules, and how stored rows are found, compared and written. */
export interface ImportKindHandler<V, E> {
  rows: ImportRowRules<V>;
  /** Reference tables to load and whether a missing name may be created (with the permission). */
  references(db: Db, user: AuthUser): Promise<Pick<References, 'byKind'>>;
  creatable(user: AuthUser): Creatable;
  /**
   * The key is a national id `user` sees masked (issue 42): the preview does not look it up (its
   * counts and rows would tell which ids are stored), and the write counts every row as a look-up.
   */
  keyHidden?(user: AuthUser): boolean;
  /** Stored rows by key (locked FOR UPDATE inside a write). */
  existing(db: Db | Tx, keys: string[], lock: boolean): Promise<Map<string, E>>;
  decide(values: V, stored: E | undefined, user: AuthUser): { action: 'create' | 'update' | 'skip' } | { action: 'error'; message: string };
  insertMissing(tx: Tx, user: AuthUser, missing: References['missing'], fileName: string): Promise<void>;
  /** Writes the batch's creates and updates with their audit rows (stock movements tell `notifier`'s channels). */
  write(
    tx: Tx,
    user: AuthUser,
    creates: V[],
    updates: Array<{ values: V; stored: E }>,
    fileName: string,
    notifier: Notifier,
  ): Promise<void>;
}

/**
 * Rows per write statement. On PGlite a statement holds the server's only thread while it runs: a
 * statement of a whole batch (500 equipment rows and their audit rows) took 80–180 ms of CPU and
 * kept `/api/health` waiting as long (docs/performance.md, "Health during a 100k-row write").
 */
export const WRITE_PIECE = 125;

/**
 * Writes `rows` a piece at a time, giving the event loop a turn before each piece (other requests
 * are answered meanwhile). The pieces run in the caller's transaction: the batch stays all-or-nothing.
 */
export async function inPieces<T>(rows: readonly T[], write: (piece: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_PIECE) {
    await yieldToEventLoop();
    await write(rows.slice(i, i + WRITE_PIECE));
  }
}

/** The stored names of a reference table, folded; `where` narrows it (warehouse scope). */
export async function namesById(
  db: Db,
  table: 'brands' | 'categories' | 'warehouses' | 'departments',
  where?: SQL,
): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from ${sql.identifier(table)} ${where ? sql`where ${where}` : sql``} order by created_at, id`,
  );
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(nameKey(r.name))) map.set(nameKey(r.name), r.id);
  return map;
}

/** Creates the reference names the file named and the store lacked (with the ids the rows were given), audited. */
export async function insertMissingNames(
  tx: Tx,
  userId: string,
  kind: keyof References['missing'],
  names: References['missing'][typeof kind],
  fileName: string,
): Promise<void> {
  if (names.size === 0) return;
  const inserted = await tx
    .insert({ brands, categories, departments }[kind])
    .values([...names.values()].map((r) => ({ id: r.id, name: r.name })))
    .returning();
  await auditImports(
    tx,
    userId,
    kind,
    inserted.map((r) => ({ id: r.id, after: r })),
    fileName,
  );
}

/** A batch of audit rows in one insert: 'import' with the file's name beside the written row. */
export async function auditImports(
  tx: Tx,
  userId: string,
  entity: string,
  rows: Array<{ id: string; before?: unknown; after: Record<string, unknown> }>,
  fileName: string,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(
    rows.map((r) => ({
      user_id: userId,
      action: 'import',
      entity,
      entity_id: r.id,
      before: r.before ?? null,
      after: { ...r.after, import_file: fileName },
    })),
  );
}

/**
 * The end of a write statement whose CTE `written` holds the rows it wrote (and `before` their
 * stored state, for updates): one 'import' audit row per written row, with the file's name.
 */
export function auditFromWritten(userId: string, entity: string, fileName: string, withBefore = false): SQL {
  return sql`insert into ${auditLog} (user_id, action, entity, entity_id, before, after)
    select ${userId}::uuid, 'import', ${entity}, written.id,
      ${withBefore ? sql`(select to_jsonb(b) - 'search_key' from before b where b.id = written.id)` : sql`null`},
      (to_jsonb(written) - 'search_key') || jsonb_build_object('import_file', ${fileName}::text)
    from written`;
}
