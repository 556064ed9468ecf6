// A history list's pages for one request: the list function bound to the caller's database, user
// and count cache, so a route names only its filter. Lists whose pages the database builds as JSON
// text (broken equipment, transfers) answer one page when the screen asks with `limit`, otherwise
// the whole list streamed in keyset pieces; their CSV export walks the same pages.
import type { Context } from 'hono';
import type { CsvColumn } from '@shared/csv';
import type { AppEnv } from './context';
import { streamCsv } from './csv-stream';
import { jsonText } from './json-text';
import { streamJsonArray } from './list-stream';
import { exportRequest, pageRequest, type PageRequest } from './page-params';

type Vars = AppEnv['Variables'];
type PageOf<F, R> = (db: Vars['db'], user: Vars['user'], filter: F, request: PageRequest, counts: Vars['caches']['counts']) => Promise<R>;

/** `page` for this request with `filter`: only the page asked for is left to say. */
export function pagesFor<F, R>(c: Context<AppEnv>, page: PageOf<F, R>, filter: F): (request: PageRequest) => Promise<R> {
  return (request) => page(c.get('db'), c.get('user'), filter, request, c.get('caches').counts);
}

/** One page as JSON text when `limit` asks for it; otherwise the whole list, streamed in keyset pieces. */
export async function pageOrWholeJson(
  c: Context<AppEnv>,
  query: Parameters<typeof pageRequest>[0],
  pageJson: (request: PageRequest) => Promise<string>,
  wholeJsonPieces: () => AsyncIterable<string>,
): Promise<Response> {
  if (query.limit !== undefined) return jsonText(c, await pageJson(pageRequest(query)));
  // The whole list, streamed in keyset pieces built as JSON text by the database.
  return streamJsonArray(c, wholeJsonPieces());
}

/** The whole filtered list as CSV, walking the pages the database builds as JSON text. */
export function jsonPagesCsv<T>(
  c: Context<AppEnv>,
  name: string,
  columns: readonly CsvColumn<T>[],
  query: { q?: string },
  pageJson: (request: PageRequest) => Promise<string>,
): Promise<Response> {
  return streamCsv(
    c,
    name,
    columns,
    exportRequest(query),
    async (request) => JSON.parse(await pageJson(request)) as { items: T[]; next_cursor: string | null },
  );
}
