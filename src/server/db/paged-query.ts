// One page of a history paged on the server (DESIGN.md §6, http/page-params.ts): the ids of the
// page in order, the two counts and the next cursor. The rows themselves are built by id afterwards
// with the list's one row builder.
import { sql, type SQL } from 'drizzle-orm';
import type { PageAnswer } from '@shared/api-types';
import type { PageRequest } from '../http/page-params';
import type { Db } from './client';
import { tablesVersion, type CountCache } from './count-cache';
import { cursorColumnsSql, cursorOf, keysetSql, orderSql, type KeysetOrder } from './keyset';
import { queryRows, whereSql } from './sql';

export interface PagedQuery {
  /** `from … join …` with everything the filters and the search read. */
  from: SQL;
  /** `from …` enough for the unfiltered count (usually the table alone). */
  countFrom: SQL;
  /** The reader's scope (and a fixed subject, e.g. one worker): part of `total`. */
  scope: ReadonlyArray<SQL | undefined>;
  /** Search and filters: part of `filtered` only. */
  filters: ReadonlyArray<SQL | undefined>;
  /**
   * The ids that `scope` and `filters` keep, in a form that reads less (`searchIdsSql`: the
   * search's id sets intersected): counted for `filtered`, and the page's source when they are few.
   */
  matching?: SQL;
  /** Tables whose changes can change the counts (the history and every table the search reads). */
  tables: readonly string[];
  id: SQL;
  order: KeysetOrder;
}

/**
 * Whether a page is read from the matching ids (one probe each, then sorted) rather than by walking
 * the order until it has `needed` rows: the walk reads about needed × total ÷ filtered rows, each
 * as dear as a probe, so the ids win while filtered² ≤ needed × total (four times that: the walk
 * also finds the search's id sets first). At 300k hand-overs a word of 100 matches walked them all.
 */
export function readsMatchingIds(filtered: number, total: number, needed: number): boolean {
  return filtered * filtered <= 4 * needed * total;
}

export async function pageOfIds(db: Db, counts: CountCache, query: PagedQuery, request: PageRequest): Promise<PageAnswer<string>> {
  const filtering = query.filters.some((f) => f !== undefined);
  const offset = request.after ? 0 : (request.page - 1) * request.limit;
  const counting = request.counts !== false;
  const version = counting ? await tablesVersion(db, query.tables) : null;
  const total = version ? await counts.count(db, sql`select count(*) as n ${query.countFrom} ${whereSql(query.scope)}`, version) : 0;
  const filtered =
    version && filtering
      ? await counts.count(
          db,
          query.matching
            ? sql`select count(*) as n from (${query.matching}) matches`
            : sql`select count(*) as n ${query.from} ${whereSql([...query.scope, ...query.filters])}`,
          version,
        )
      : total;
  const conditions =
    query.matching && version && filtering && readsMatchingIds(filtered, total, offset + request.limit + 1)
      ? [sql`${query.id} = any(array(${query.matching}))`]
      : [...query.scope, ...query.filters];
  const rows = await queryRows<Record<string, unknown> & { id: string }>(
    db,
    sql`select ${query.id} as id, ${cursorColumnsSql(query.order)} ${query.from}
        ${whereSql([...conditions, keysetSql(query.order, request.after)])}
        order by ${orderSql(query.order)} limit ${request.limit + 1} offset ${offset}`,
  );
  const more = rows.length > request.limit;
  const shown = rows.slice(0, request.limit);
  return {
    items: shown.map((r) => r.id),
    total,
    filtered,
    page: request.page,
    page_size: request.limit,
    next_cursor: more && shown.length ? cursorOf(shown[shown.length - 1]!, query.order) : null,
  };
}

/** Puts rows loaded by id back into the page's order (a row deleted meanwhile is left out). */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
