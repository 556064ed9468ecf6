// A history's export: the whole filtered set as CSV (spec's format: BOM, ';', CRLF), walking the
// pages by cursor `EXPORT_BATCH` rows at a time, so memory stays at one batch however long the history.
import type { Context } from 'hono';
import { CSV_BOM, CSV_EOL, CSV_SEPARATOR, csvCell, csvFileName, toCsv, type CsvColumn } from '@shared/csv';
import { decodeCursor } from './cursor';
import { EXPORT_BATCH, type PageRequest } from './page-params';
import { streamText } from './stream-text';

type FetchPage<T> = (request: PageRequest) => Promise<{ items: T[]; next_cursor: string | null }>;

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${csvFileName(name)}"`,
  'cache-control': 'no-store',
});

export function streamCsv<T>(c: Context, name: string, columns: readonly CsvColumn<T>[], request: PageRequest, fetchPage: FetchPage<T>) {
  return streamText(c, csvLines(columns, request, fetchPage), csvHeaders(name));
}

/** A report's rows (already in memory, e.g. aggregated) as one CSV file. */
export function csvResponse<T>(c: Context, name: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): Response {
  return c.body(toCsv(rows, columns), 200, csvHeaders(name));
}

async function* csvLines<T>(columns: readonly CsvColumn<T>[], request: PageRequest, fetchPage: FetchPage<T>): AsyncGenerator<string> {
  // The header goes with the first page, so a failure there is an error answer, not a file.
  let text = CSV_BOM + columns.map((col) => csvCell(col.header)).join(CSV_SEPARATOR) + CSV_EOL;
  let next: PageRequest = { ...request, limit: EXPORT_BATCH, page: 1, after: null, counts: false };
  for (;;) {
    const page = await fetchPage(next);
    if (page.items.length)
      text += page.items.map((row) => columns.map((col) => csvCell(col.value(row))).join(CSV_SEPARATOR)).join(CSV_EOL) + CSV_EOL;
    yield text;
    text = '';
    if (!page.next_cursor) return;
    next = { ...next, page: next.page + 1, after: decodeCursor(page.next_cursor) };
  }
}
