// One QueryClient for the app, persisted to localStorage so lists show at once (and offline) after
// a reload. Only small results are kept; entries are discarded when the signed-in user changes
// (the buster carries the user id) or the app version changes. Extend persistence here.
//
// A load that fails says so once, in the Turkish text its query names (`meta.errorMessage`), shown
// here for every screen rather than by each screen that reads it:
//   queryOptions({ queryKey, queryFn, meta: { errorMessage: 'Depolar yüklenirken bir hata oluştu.' } })
import {
  QueryCache,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { toast } from './toast';
import { ApiError, isTransientFailure } from './api-client';

export interface AppQueryMeta extends Record<string, unknown> {
  /** false: the result is never kept in localStorage (pages, documents with personal data). */
  persist?: boolean;
  /** The toast shown when the load fails (after its retries), while a screen shows the query. */
  errorMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** localStorage holds ~5 MB for the whole origin; one query result may use at most this. */
export const PERSIST_MAX_QUERY_BYTES = 200_000;
export const PERSIST_KEY = 'depo-takip-query-cache';
/** Changing this drops every persisted result (e.g. after a response shape changes). */
export const PERSIST_VERSION = '2';

/**
 * One toast per failure: the cache reports each failed fetch once however many components read the
 * query, and the text is the toast's id, so lists failing together with the same text show it once.
 * The text comes from the screens reading the query now (their options' meta): a query no screen
 * shows any more (the user moved on, or was signed out) stays quiet, and a screen that reads it
 * `quietly` adds nothing. What a failure means for the session (401/403 sign out, a network error,
 * timeout or 5xx never does) is decided in api-client, not here.
 */
export function toastLoadError(error: unknown, query: Pick<Query<unknown, unknown>, 'observers' | 'state'>): void {
  // Offline (no answer, a time limit, a 5xx) a screen keeps showing what it has (a persisted
  // result, the device copy): no error for something on screen; the banner says it is offline.
  if (query.state.data !== undefined && isTransientFailure(error)) return;
  const message = query.observers.map((o) => o.options.meta?.errorMessage).find((m) => m !== undefined);
  if (message === undefined) return;
  console.error(error);
  toast.error(message, { id: message });
}

/** The same query for a screen that shows a failure its own way, or not at all: no toast from it. */
export function quietly<T extends { meta?: AppQueryMeta }>(options: T): T {
  const { errorMessage: _shown, ...meta } = options.meta ?? {};
  return { ...options, meta };
}

/**
 * Invalidation that also reaches a first load on its way. TanStack Query hands back a fetch in
 * flight rather than starting another unless the query already holds data (it cancels refetches
 * only), so a list whose first page was asked just before a write (a search typed, then 'Ata')
 * kept the answer read before the write, shown as fresh. Such a query is invalidated once more
 * when that load is in: one extra request, only in that race.
 */
export class AppQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const loading = this.getQueryCache()
      .findAll({ ...(filters as InvalidateQueryFilters), fetchStatus: 'fetching' })
      .filter((query) => query.state.data === undefined);
    await super.invalidateQueries(filters, options);
    if (loading.length === 0) return;
    const refetchType = filters?.refetchType;
    await super.invalidateQueries({ predicate: (query) => loading.includes(query), ...(refetchType ? { refetchType } : {}) }, options);
  }
}

export const queryClient = new AppQueryClient({
  queryCache: new QueryCache({ onError: toastLoadError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Must outlive maxAge or restored entries are collected right away.
      gcTime: DAY_MS,
      refetchOnWindowFocus: false,
      // Show what is cached even without a connection; refetch when it comes back.
      networkMode: 'offlineFirst',
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: PERSIST_KEY,
  throttleTime: 1000,
});

function isSmall(query: { state: { data: unknown } }): boolean {
  try {
    return JSON.stringify(query.state.data ?? null).length <= PERSIST_MAX_QUERY_BYTES;
  } catch {
    return false;
  }
}

/** Persist options for the given user (null when signed out: nothing is restored). */
export function persistOptions(userId: string | null): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: DAY_MS,
    buster: `${PERSIST_VERSION}:${userId ?? 'anonymous'}`,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false && isSmall(query),
    },
  };
}

/** Forgets every cached and persisted result (sign-out, session ended). */
export function clearQueryCache(): void {
  queryClient.clear();
  try {
    localStorage.removeItem(PERSIST_KEY);
  } catch {
    /* storage unavailable */
  }
}
