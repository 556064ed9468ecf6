// The page a server-paged history is asked for (DESIGN.md §6): `?limit=` (its presence selects the
// paged answer), `page`, optionally `after` (the cursor of the previous page's last row: keyset
// paging, an index walk from there instead of skipping rows) and `q` (the spec's search, folded the
// Turkish way exactly as the client's search does). The answer is
//
//   { items, total, filtered, page, page_size, next_cursor }
//
// `total` counts every record the reader may see, `filtered` those matching search and filters.
import * as v from 'valibot';
import { CURSOR_INVALID, PAGE_QUERY } from '@shared/schemas/list-query';
import { foldTurkish } from '@shared/search';
import { readCursor } from './cursor';

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

/** Rows an export reads per step. */
export const EXPORT_BATCH = 500;

/** A list's query: the page parameters and the list's own filters. */
export function pagedQuery<const E extends v.ObjectEntries>(filters: E) {
  return v.object({
    ...PAGE_QUERY,
    after: v.pipe(
      PAGE_QUERY.after,
      v.check((text) => text === undefined || readCursor(text) !== null, CURSOR_INVALID),
      v.transform((text) => (text === undefined ? null : readCursor(text))),
    ),
    ...filters,
  });
}

export function searchWords(query: string | undefined): string[] {
  return foldTurkish((query ?? '').slice(0, 200))
    .split(/\s+/)
    .filter(Boolean);
}

/** The page asked for; `limit` is the history's page size when the query names none. */
export function pageRequest(
  query: { limit?: number; page?: number; after?: string[] | null; q?: string },
  defaultLimit?: number,
): PageRequest {
  return {
    limit: query.limit ?? defaultLimit ?? EXPORT_BATCH,
    page: query.page ?? 1,
    after: query.after ?? null,
    words: searchWords(query.q),
  };
}

/** The search and filters of an export: the list's own parameters without the paging ones. */
export function exportRequest(query: { q?: string }): PageRequest {
  return { limit: EXPORT_BATCH, page: 1, after: null, words: searchWords(query.q), counts: false };
}
