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
  /** The count of `filtered` in a form that reads less (`select count(*) as n …`, e.g. `searchCountSql`); by default the page's own conditions counted. */
  filteredCount?: SQL;
  /** Tables whose changes can change the counts (the history and every table the search reads). */
  tables: readonly string[];
  id: SQL;
  order: KeysetOrder;
}

export async function pageOfIds(db: Db, counts: CountCache, query: PagedQuery, request: PageRequest): Promise<PageAnswer<string>> {
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
  const total = version ? await counts.count(db, sql`select count(*) as n ${query.countFrom} ${whereSql(query.scope)}`, version) : 0;
  const filtered =
    version && filtering
      ? await counts.count(
          db,
          query.filteredCount ?? sql`select count(*) as n ${query.from} ${whereSql([...query.scope, ...query.filters])}`,
          version,
        )
      : total;
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
