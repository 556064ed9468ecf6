// Server-side paging of the histories that grow without bound (DESIGN.md §6): hand-overs, faults,
// transfers and the per-item / per-worker / per-repairer histories. A page is asked for with
// `?limit=` (its presence selects the paged answer; without it the old full answers stay for the
// mirror and queued clients), `page`, optionally `after` (the cursor of the previous page's last
// row: keyset paging, an index walk from there instead of skipping rows), `q` (the spec's search,
// folded the Turkish way exactly as the client's search does) and the list's own filters.
//
//   { items, total, filtered, page, page_size, next_cursor }
//
// `total` counts every record the reader may see, `filtered` those matching search and filters.
import type { PageAnswer } from '@shared/api-types';
import type { Context } from 'hono';
import { CSV_BOM, CSV_EOL, CSV_SEPARATOR, csvCell, csvFileName, type CsvColumn } from '@shared/csv';
import { isUuid } from '@shared/schemas/fields';
import { sql, type SQL } from 'drizzle-orm';
import { foldTurkish } from '@shared/search';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import { SingleFlight } from './single-flight';
import { streamText } from './stream-text';
import { PgDialect } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';
import { foldSql } from '../db/fold';

export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  limit: number;
  page: number;
  /** Sort values of the previous page's last row, in the list's order. */
  after: string[] | null;
  /** The folded words of the search; empty for none. */
  words: string[];
  /** False skips the two counts (an export walking every page). */
  counts?: boolean;
}

export type { PageAnswer } from '@shared/api-types';

/** True when the request asks for a page (`?limit=`). */
export function wantsPage(c: Context): boolean {
  return c.req.query('limit') !== undefined;
}

export function pageParams(c: Context): PageRequest {
  const limit = Number(c.req.query('limit'));
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw badRequest(`Sayfa boyutu 1 ile ${MAX_PAGE_SIZE} arasında olmalıdır.`);
  const pageText = c.req.query('page');
  const page = pageText === undefined || pageText === '' ? 1 : Number(pageText);
  if (!Number.isInteger(page) || page < 1) throw badRequest('Geçersiz sayfa numarası.');
  const afterText = c.req.query('after');
  const after = afterText ? decodeCursor(afterText) : null;
  return { limit, page, after, words: searchWords(c.req.query('q') ?? '') };
}

export function searchWords(query: string): string[] {
  return foldTurkish(query.slice(0, 200))
    .split(/\s+/)
    .filter(Boolean);
}

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(text: string): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' && v.length < 100)) return values as string[];
  } catch {
    // falls through
  }
  throw badRequest('Geçersiz sayfa imleci.');
}

/** The folded fields joined as the client's `searchKey` joins them. */
const keySql = (fields: readonly SQL[]) => sql`concat_ws(chr(1), ${sql.join(fields.map(foldSql), sql`, `)})`;

/**
 * The client's search (`matchesQuery` over `searchKey`) for a history whose searchable names live on other tables: every word occurs in
 * one field of the row or of a referenced row. Each alternative is `column in (ids whose fields
 * hold the word)`, so the names are folded once per referenced row (100k items, 20k workers)
 * instead of once per history row (300k hand-overs), and the history itself is only probed. A word
 * never spans two fields (the key's separator), so this matches exactly what the client's key does.
 */
export interface SearchRef {
  column: SQL;
  /** `select <id> from … ` without a where clause. */
  ids: SQL;
  fields: readonly SQL[];
  /**
   * The condition "the word occurs in one field" when it is not `strpos(<fields folded>, word)`:
   * a stored folded key (`search_key`, kept by the database on every write) or names on small
   * tables matched by id.
   */
  match?: (word: string) => SQL;
}

export function searchRefsSql(words: readonly string[], refs: readonly SearchRef[], own: readonly SQL[] = []): SQL | undefined {
  if (words.length === 0) return undefined;
  const perWord = words.map((w) => {
    const alternatives = refs.map((r) => sql`${r.column} in (${r.ids} where ${r.match ? r.match(w) : sql`strpos(${keySql(r.fields)}, ${w}) > 0`})`);
    if (own.length) alternatives.push(sql`strpos(${keySql(own)}, ${w}) > 0`);
    return sql`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}

/** An item as the lists search it: brand, model, serial number, category. */
export const ITEM_SEARCH = (column: SQL): SearchRef => ({
  column,
  ids: sql`select si.id from equipment si`,
  fields: [sql`si.model`, sql`si.serial_number`],
  // Model and serial number from the stored key; brand and category names (a few hundred rows)
  // folded here.
  match: (w) => sql`(strpos(si.search_key, ${w}) > 0
    or si.brand_id in (select sb.id from brands sb where strpos(${foldSql(sql`sb.name`)}, ${w}) > 0)
    or si.category_id in (select sc.id from categories sc where strpos(${foldSql(sql`sc.name`)}, ${w}) > 0))`,
});

export interface KeysetOrder {
  /** Sort expressions, all in one direction, the last one unique (the id). */
  columns: readonly SQL[];
  /** Casts back from the cursor's text, one per column ('timestamptz', 'uuid', 'date', 'integer'). */
  types: readonly string[];
  descending: boolean;
}

// What the database's own `::text` of each type looks like; anything else is not our cursor.
const CURSOR_TEXT: Record<string, RegExp> = {
  timestamptz: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  integer: /^-?\d{1,9}$/,
};

/** `(a, b, id) < (…)` for the page after `after`, or undefined for the first page / an offset page. */
export function keysetSql(order: KeysetOrder, after: readonly string[] | null): SQL | undefined {
  if (!after) return undefined;
  if (after.length !== order.columns.length || after.some((v, i) => !CURSOR_TEXT[order.types[i]!]?.test(v))) throw badRequest('Geçersiz sayfa imleci.');
  const values = after.map((v, i) => sql`${v}::${sql.raw(order.types[i]!)}`);
  return sql`(${sql.join([...order.columns], sql`, `)}) ${sql.raw(order.descending ? '<' : '>')} (${sql.join(values, sql`, `)})`;
}

export function orderSql(order: KeysetOrder): SQL {
  const dir = sql.raw(order.descending ? ' desc' : ' asc');
  return sql.join(
    order.columns.map((c) => sql`${c}${dir}`),
    sql`, `,
  );
}

/** The columns of the order as text, for the cursor of the page's last row. */
export function cursorColumnsSql(order: KeysetOrder): SQL {
  return sql.join(
    order.columns.map((c, i) => sql`${c}::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
}

export function cursorOf(row: Record<string, unknown>, order: KeysetOrder): string {
  return encodeCursor(order.columns.map((_, i) => String(row[`k${i}`])));
}

export const whereSql = (parts: ReadonlyArray<SQL | undefined>): SQL => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

export interface PagedQuery {
  /** `from … join …` with everything the filters and the search read. */
  from: SQL;
  /** `from …` enough for the unfiltered count (usually the table alone). */
  countFrom: SQL;
  /** The reader's scope (and a fixed subject, e.g. one worker): part of `total`. */
  scope: ReadonlyArray<SQL | undefined>;
  /** Search and filters: part of `filtered` only. */
  filters: ReadonlyArray<SQL | undefined>;
  /** Tables whose changes can change the counts (the history and every table the search reads). */
  tables: readonly string[];
  id: SQL;
  order: KeysetOrder;
}

/**
 * The ids of one page in order, the two counts and the next cursor. The rows themselves are
 * loaded by id afterwards with the list's usual shape.
 */
export async function pageOfIds(db: Db, query: PagedQuery, request: PageRequest): Promise<Omit<PageAnswer<string>, 'page' | 'page_size'>> {
  const filtering = query.filters.some((f) => f !== undefined);
  const offset = request.after ? 0 : (request.page - 1) * request.limit;
  const rows = await queryRows<Record<string, unknown> & { id: string }>(
    db,
    sql`select ${query.id} as id, ${cursorColumnsSql(query.order)} ${query.from}
        ${whereSql([...query.scope, ...query.filters, keysetSql(query.order, request.after)])}
        order by ${orderSql(query.order)} limit ${request.limit + 1} offset ${offset}`,
  );
  const counting = request.counts !== false;
  const version = counting ? await tablesVersion(db, query.tables) : null;
  const total = version ? await cachedCount(db, sql`select count(*) as n ${query.countFrom} ${whereSql(query.scope)}`, version) : 0;
  const filtered = version && filtering ? await cachedCount(db, sql`select count(*) as n ${query.from} ${whereSql([...query.scope, ...query.filters])}`, version) : total;
  const more = rows.length > request.limit;
  const shown = rows.slice(0, request.limit);
  return {
    items: shown.map((r) => r.id),
    total,
    filtered,
    next_cursor: more && shown.length ? cursorOf(shown[shown.length - 1]!, query.order) : null,
  };
}

// ——— counts, one per data version
// Counting 300k hand-overs costs a scan (~0.1–0.4 s on PGlite); the counts only change when one
// of the tables changes, so they are kept per (count query, tables' version) and concurrent pages
// share one count. As with the equipment list, a version is trusted only once nothing has changed
// for a few seconds (a transaction committing late cannot hide behind an unchanged version).

const dialect = new PgDialect();
const COUNT_ENTRIES = 200;
const SETTLE_SECONDS = 5;
const counts = new Map<string, number>();
const countFlights = new SingleFlight<number>();

interface TablesVersion {
  text: string;
  settled: boolean;
}

async function tablesVersion(db: Db, tables: readonly string[]): Promise<TablesVersion> {
  const maxes = tables.map((t) => sql`(select max(updated_at) from ${sql.identifier(t)})`);
  const deleted = sql`(select max(deleted_at) from deleted_rows where table_name in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)}))`;
  const [row] = await queryRows<{ v: string; age: number | string | null }>(
    db,
    sql`select concat_ws(':', ${sql.join([...maxes, deleted], sql`, `)}) as v,
          extract(epoch from now() - greatest(${sql.join([...maxes, deleted], sql`, `)})) as age`,
  );
  const age = row?.age === null || row?.age === undefined ? Number.POSITIVE_INFINITY : Number(row.age);
  return { text: row?.v ?? '', settled: age > SETTLE_SECONDS };
}

async function cachedCount(db: Db, query: SQL, version: TablesVersion): Promise<number> {
  const count = async () => {
    const [row] = await queryRows<{ n: number | string }>(db, query);
    return Number(row?.n ?? 0);
  };
  if (!version.settled) return count();
  const compiled = dialect.sqlToQuery(query);
  const key = JSON.stringify([compiled.sql, compiled.params, version.text]);
  const known = counts.get(key);
  if (known !== undefined) return known;
  return countFlights.run(key, async () => {
    const n = await count();
    counts.set(key, n);
    while (counts.size > COUNT_ENTRIES) counts.delete(counts.keys().next().value!);
    return n;
  });
}

/** Puts rows loaded by id back into the page's order (a row deleted meanwhile is left out). */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The page answer around items already built as JSON text by the database. */
export function pageJsonText(itemsJson: string, meta: Omit<PageAnswer<string>, 'items'>): string {
  return `{"items":${itemsJson},"total":${meta.total},"filtered":${meta.filtered},"page":${meta.page},"page_size":${meta.page_size},"next_cursor":${JSON.stringify(meta.next_cursor)}}`;
}

export const BROKEN_STATUSES = ['pending', 'in_repair', 'repaired', 'scrapped'] as const;

/** A query parameter that must be one of `choices` when given. */
export function optionalChoice<T extends string>(c: Context, name: string, choices: readonly T[], message: string): T | undefined {
  const value = c.req.query(name) || undefined;
  if (value !== undefined && !(choices as readonly string[]).includes(value)) throw badRequest(message);
  return value as T | undefined;
}

export function optionalUuid(c: Context, name: string, message: string): string | undefined {
  const value = c.req.query(name) || undefined;
  if (value !== undefined && !isUuid(value)) throw badRequest(message);
  return value?.toLowerCase();
}

export const jsonText = (c: Context, text: string) => c.body(text, 200, { 'content-type': 'application/json; charset=utf-8' });

const EXPORT_BATCH = 500;

/**
 * Streams the whole filtered set as CSV (spec's format: BOM, ';', CRLF), walking the pages by
 * cursor `EXPORT_BATCH` rows at a time: memory stays at one batch however long the history.
 */
export function streamCsv<T>(
  c: Context,
  name: string,
  columns: readonly CsvColumn<T>[],
  request: PageRequest,
  fetchPage: (request: PageRequest) => Promise<{ items: T[]; next_cursor: string | null }>,
) {
  return streamText(c, csvLines(columns, request, fetchPage), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName(name)}"`,
    'cache-control': 'no-store',
  });
}

async function* csvLines<T>(
  columns: readonly CsvColumn<T>[],
  request: PageRequest,
  fetchPage: (request: PageRequest) => Promise<{ items: T[]; next_cursor: string | null }>,
): AsyncGenerator<string> {
  // The header goes with the first page, so a failure there is an error answer, not a file.
  let text = CSV_BOM + columns.map((col) => csvCell(col.header)).join(CSV_SEPARATOR) + CSV_EOL;
  let next: PageRequest = { ...request, limit: EXPORT_BATCH, page: 1, after: null, counts: false };
  for (;;) {
    const page = await fetchPage(next);
    if (page.items.length) text += page.items.map((row) => columns.map((col) => csvCell(col.value(row))).join(CSV_SEPARATOR)).join(CSV_EOL) + CSV_EOL;
    yield text;
    text = '';
    if (!page.next_cursor) return;
    next = { ...next, page: next.page + 1, after: decodeCursor(page.next_cursor) };
  }
}

/** The search and filters of an export: the list's own parameters without the paging ones. */
export function exportParams(c: Context): PageRequest {
  return { limit: EXPORT_BATCH, page: 1, after: null, words: searchWords(c.req.query('q') ?? ''), counts: false };
}
