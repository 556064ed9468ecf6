// Histories that grow without bound are paged on the server (DESIGN.md §6): a screen asks for one
// page with its search and filters and gets `{ items, total, filtered, page, page_size,
// next_cursor }`. This hook keeps the cursor of each page it has seen, so "next page" is a keyset
// step on the server (an index walk from the last row) and a jump to any page still works
// (the server skips rows then). Without a network it shows what the device holds (the mirror and
// the outbox), filtered and paged here, and says so (`offline`), since older history needs a
// connection.
//
//   const history = usePagedHistory({ queryKey: ['field-equipment', 'page'], path: '/field-equipment',
//     params: { q: query, status }, page, pageSize: 10, offlineRows: () => readMirror(...) });
//   history.rows, history.filtered, history.total, history.offline, history.isPending
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PageAnswer } from '@shared/api-types';
import { pageCount, pageSlice } from '@shared/pagination';
import { api, isNetworkError } from './api-client';

/** One page as the server answers it. */
export type HistoryPage<T> = PageAnswer<T>;

export interface PagedHistoryOptions<T> {
  queryKey: readonly unknown[];
  /** The list's path, e.g. '/field-equipment'; `limit`, `page`, `after` and `params` are added. */
  path: string;
  /** Search and filters; empty values are left out. */
  params: Readonly<Record<string, string>>;
  page: number;
  pageSize: number;
  /** Offline: the device's rows already filtered like the server would (mirror + outbox). */
  offlineRows?: () => Promise<T[]>;
  /** Online: lays the outbox over a page (see overlayPage). */
  overlay?: (rows: T[], page: number) => Promise<T[]>;
  enabled?: boolean;
  /** The toast when a page fails to load (see query-client); without it a failure is only returned. */
  errorMessage?: string;
}

export interface PagedHistory<T> {
  rows: T[];
  filtered: number;
  total: number;
  /** Served from the device: older history needs a connection. */
  offline: boolean;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

interface Served<T> {
  page: HistoryPage<T>;
  offline: boolean;
}

export function historyPath(path: string, params: Readonly<Record<string, string>>, extra: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...extra, ...params })) if (v !== '') search.set(k, v);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function usePagedHistory<T>(options: PagedHistoryOptions<T>): PagedHistory<T> {
  const { queryKey, path, params, page, pageSize, offlineRows, overlay, enabled = true, errorMessage } = options;
  // Cursor of each page's first row boundary, per search/filter combination.
  const cursors = useRef(new Map<string, Map<number, string>>());
  const filterKey = historyPath(path, params, { limit: String(pageSize) });

  const query = useQuery<Served<T>>({
    queryKey: [...queryKey, filterKey, page],
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Pages are cheap to ask again and may hold names and phone numbers: not kept on the device.
    meta: { persist: false, errorMessage },
    queryFn: async () => {
      const known = cursors.current.get(filterKey) ?? new Map<number, string>();
      cursors.current.set(filterKey, known);
      const after = known.get(page);
      try {
        const answer = await api.get<HistoryPage<T>>(
          historyPath(path, params, { limit: String(pageSize), page: String(page), ...(after ? { after } : {}) }),
        );
        if (answer.next_cursor) known.set(page + 1, answer.next_cursor);
        const items = overlay ? await overlay(answer.items, page) : answer.items;
        return { page: { ...answer, items }, offline: false };
      } catch (error) {
        if (!offlineRows || !isNetworkError(error)) throw error;
        const rows = await offlineRows();
        return {
          page: {
            items: pageSlice(rows, page, pageSize),
            total: rows.length,
            filtered: rows.length,
            page,
            page_size: pageSize,
            next_cursor: null,
          },
          offline: true,
        };
      }
    },
  });
  const served = query.data;
  return {
    rows: served?.page.items ?? [],
    filtered: served?.page.filtered ?? 0,
    total: served?.page.total ?? 0,
    offline: served?.offline ?? false,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
  };
}

/**
 * A history's rows, loading state and pager as ListView takes them; the page is held within the
 * pages there are (a filter that leaves fewer rows shows the last one).
 *   <ListView caption="..." {...historyListProps(history, page, PAGE_SIZE, setPage)} columns={...} />
 */
export function historyListProps<T>(history: PagedHistory<T>, page: number, pageSize: number, onPageChange: (page: number) => void) {
  return {
    rows: history.rows,
    loading: history.isPending,
    stale: history.isFetching && !history.isPending,
    paging: { page: Math.min(page, pageCount(history.filtered, pageSize)), pageSize, total: history.filtered, onPageChange },
  };
}
