// The client's search (`matchesQuery` over `searchKey`, src/shared/search.ts) in SQL, for the
// histories paged on the server whose searchable names live on other tables.
import { sql, type SQL } from 'drizzle-orm';
import { foldSql } from './fold';
import { whereSql } from './sql';

/** The folded fields joined as the client's `searchKey` joins them. */
const keySql = (fields: readonly SQL[]) => sql`concat_ws(chr(1), ${sql.join(fields.map(foldSql), sql`, `)})`;

/**
 * A table whose fields the search reaches through a column of the history. Each alternative is
 * `column in (ids whose fields hold the word)`, so the names are folded once per referenced row
 * (100k items, 20k workers) instead of once per history row (300k hand-overs), and the history
 * itself is only probed. A word never spans two fields (the key's separator), so this matches
 * exactly what the client's key does.
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

/** Every word occurs in one field of the row (`own`) or of a referenced row. */
export function searchRefsSql(words: readonly string[], refs: readonly SearchRef[], own: readonly SQL[] = []): SQL | undefined {
  if (words.length === 0) return undefined;
  const perWord = words.map((w) => {
    const alternatives = refs.map(
      (r) => sql`${r.column} in (${r.ids} where ${r.match ? r.match(w) : sql`strpos(${keySql(r.fields)}, ${w}) > 0`})`,
    );
    if (own.length) alternatives.push(sql`strpos(${keySql(own)}, ${w}) > 0`);
    return sql`(${sql.join(alternatives, sql` or `)})`;
  });
  return sql.join(perWord, sql` and `);
}

/**
 * The ids of the rows of `from` (`from <table> <alias>`) that `searchRefsSql` finds, when the row
 * has no fields of its own to search: for each word, the rows of the matching referenced rows,
 * `column = any(array(ids whose fields hold the word))`, one select per reference joined by
 * `union`; the words' sets intersected. The referenced ids are found once and each select is a
 * probe of an index on `column` that holds `id` and what `where` reads (migration 0021: an
 * index-only scan), so neither the count of a search nor its page when few rows match reads the
 * history's rows one by one (300k hand-overs: a scan of every row, 1.1–1.4 s for the count; the
 * newest-first walk of a rare word's page through all of them, 2–3 s; docs/performance.md).
 */
export function searchIdsSql(
  words: readonly string[],
  refs: readonly SearchRef[],
  from: SQL,
  id: SQL,
  where: ReadonlyArray<SQL | undefined>,
): SQL {
  const perWord = words.map((w) => {
    const selects = refs.map((r) => {
      const matching = sql`${r.column} = any(array(${r.ids} where ${r.match ? r.match(w) : sql`strpos(${keySql(r.fields)}, ${w}) > 0`}))`;
      return sql`select ${id} as id ${from} ${whereSql([...where, matching])}`;
    });
    return sql`(${sql.join(selects, sql` union `)})`;
  });
  return sql.join(perWord, sql` intersect `);
}

/** The count of the ids `searchIdsSql` finds. */
export function searchCountSql(...args: Parameters<typeof searchIdsSql>): SQL {
  return sql`select count(*) as n from (${searchIdsSql(...args)}) matches`;
}

/** An item by its model and serial number: the folded key the database keeps (migration 0012). */
export const ITEM_KEY_SEARCH = (column: SQL): SearchRef => ({
  column,
  ids: sql`select si.id from equipment si`,
  fields: [sql`si.model`, sql`si.serial_number`],
  match: (w) => sql`strpos(si.search_key, ${w}) > 0`,
});

/** An item as the fault and transfer lists search it: brand, model, serial number, category. */
export const ITEM_SEARCH = (column: SQL): SearchRef => ({
  ...ITEM_KEY_SEARCH(column),
  // Brand and category names (a few hundred rows) folded here.
  match: (w) => sql`(strpos(si.search_key, ${w}) > 0
    or si.brand_id in (select sb.id from brands sb where strpos(${foldSql(sql`sb.name`)}, ${w}) > 0)
    or si.category_id in (select sc.id from categories sc where strpos(${foldSql(sql`sc.name`)}, ${w}) > 0))`,
});

/** A worker as the hand-over lists search them: first and last name, from the stored key. */
export const WORKER_SEARCH = (column: SQL): SearchRef => ({
  column,
  ids: sql`select sw.id from workers sw`,
  fields: [sql`sw.first_name`, sql`sw.last_name`],
  match: (w) => sql`strpos(sw.search_key, ${w}) > 0`,
});
