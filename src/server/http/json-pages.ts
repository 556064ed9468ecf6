// A history list's pages for one request: the list function bound to the caller's database, user
// and count cache, so a route names only its filter. Lists whose pages the database builds as JSON
// text (broken equipment, transfers) answer one page when the screen asks with `limit`, otherwise
// the whole list streamed in keyset pieces; their CSV export walks the same pages.
import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { CsvColumn } from '@shared/csv';
import type { PermissionName } from '@shared/permissions';
import { answer, answerMedia } from './answer';
import type { AppEnv } from './context';
import { requirePermission } from './guard';
import { query } from './route-input';
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

export interface JsonPagesRouteOptions<Q, T> {
  /** Who reads the list (LIST_READ_PERMISSIONS); the export needs export_reports. */
  read: readonly PermissionName[];
  query: v.GenericSchema<unknown, Q>;
  answer: v.GenericSchema;
  /** The CSV file's name and columns. */
  csv: { name: string; columns: readonly CsvColumn<T>[] };
  /** The pages of the list the query filters. */
  pages: (c: Context<AppEnv>, query: Q) => (request: PageRequest) => Promise<string>;
  /** The whole list as the caller may see it, in keyset pieces. */
  whole: (db: Vars['db'], user: Vars['user']) => AsyncIterable<string>;
}

/** `GET /` (a page, or the whole list) and `GET /export` (the whole filtered list as CSV, streamed): register before '/:id'. */
export function jsonPagesRoutes<Q extends Parameters<typeof pageRequest>[0], T>(
  routes: Hono<AppEnv>,
  o: JsonPagesRouteOptions<Q, T>,
): void {
  routes.get('/', requirePermission(...o.read), query(o.query), answer(o.answer), async (c) => {
    const q = c.req.valid('query') as Q;
    return pageOrWholeJson(c, q, o.pages(c, q), () => o.whole(c.get('db'), c.get('user')));
  });
  routes.get('/export', requirePermission('export_reports'), query(o.query), answerMedia('text/csv'), async (c) => {
    const q = c.req.valid('query') as Q;
    return jsonPagesCsv(c, o.csv.name, o.csv.columns, q, o.pages(c, q));
  });
}
