// Whole lists that grow without bound (hand-overs, faults, transfers) are still answered whole to
// clients that ask without `?limit=` (queued app versions, the mirror's first sync of the active
// hand-overs). They are streamed as one JSON array built a piece at a time: the ids of the next
// `batchSize` rows come from a keyset step down the creation-time index (newest first), then the
// rows' JSON text is built by PostgreSQL for those ids. Neither PGlite's WASM heap (which never
// shrinks) nor Node ever holds more than one piece, however long the history.
import type { Context } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows, whereSql } from '../db/sql';
import { streamText } from './stream-text';

export interface NewestFirstList {
  /** `from <table> <alias> [join …]`: enough for the conditions. */
  from: SQL;
  /** The alias of the table whose `id` and `created_at` order the list. */
  alias: string;
  where: ReadonlyArray<SQL | undefined>;
}

/** The ids of the list, newest first (`created_at desc, id desc`), `batchSize` at a time. */
export async function* newestFirstIds(db: Db, list: NewestFirstList, batchSize: number): AsyncGenerator<string[]> {
  const a = sql.raw(list.alias);
  let after: { created: string; id: string } | null = null;
  for (;;) {
    const step: SQL | undefined = after
      ? sql`${a}.created_at <= ${after.created}::timestamptz and (${a}.created_at < ${after.created}::timestamptz or ${a}.id < ${after.id}::uuid)`
      : undefined;
    const rows: Array<{ id: string; created: string }> = await queryRows(
      db,
      sql`select ${a}.id, ${a}.created_at::text as created ${list.from} ${whereSql([...list.where, step])}
          order by ${a}.created_at desc, ${a}.id desc limit ${batchSize}`,
    );
    if (rows.length) yield rows.map((r) => r.id);
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { created: last.created, id: last.id };
  }
}

/**
 * The list's JSON array in pieces (the text between the brackets, joined by the caller with
 * commas): `build` answers the JSON array text of the given ids, in the list's order.
 */
export function jsonArrayPieces(
  db: Db,
  list: NewestFirstList,
  build: (ids: readonly string[]) => Promise<string>,
  batchSize = 1000,
): AsyncGenerator<string> {
  return piecesOf(newestFirstIds(db, list, batchSize), build);
}

/** The JSON array pieces of batches of ids read some other way (in order), built as above. */
export async function* piecesOf(
  batches: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  build: (ids: readonly string[]) => Promise<string>,
): AsyncGenerator<string> {
  for await (const ids of batches) {
    const text = await build(ids);
    // A row deleted between the two steps is simply left out; none is ever shown twice.
    if (text.length > 2) yield text.slice(1, -1);
  }
}

/**
 * Answers `[piece,piece,…]` as the pieces come (the /api compression streams it on); `open` and
 * `close` put the array inside an object (`{"items":[` … `],"deleted":…}`). Failures: `streamText`.
 */
export function streamJsonArray(c: Context, pieces: AsyncIterable<string>, open = '[', close = ']'): Promise<Response> {
  return streamText(c, framed(pieces, open, close), { 'content-type': 'application/json; charset=UTF-8' });
}

async function* framed(pieces: AsyncIterable<string>, open: string, close: string): AsyncGenerator<string> {
  let first = true;
  for await (const piece of pieces) {
    yield `${first ? open : ','}${piece}`;
    first = false;
  }
  yield first ? `${open}${close}` : close;
}
