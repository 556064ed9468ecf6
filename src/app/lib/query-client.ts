// One QueryClient for the app, persisted to localStorage so lists show at once (and offline) after
// a reload. Only small results are kept; entries are discarded when the signed-in user changes
// (the buster carries the user id) or the app version changes. Extend persistence here.
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from './api-client';

const DAY_MS = 24 * 60 * 60 * 1000;
/** localStorage holds ~5 MB for the whole origin; one query result may use at most this. */
export const PERSIST_MAX_QUERY_BYTES = 200_000;
export const PERSIST_KEY = 'depo-takip-query-cache';
/** Changing this drops every persisted result (e.g. after a response shape changes). */
export const PERSIST_VERSION = '1';

export const queryClient = new QueryClient({
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
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist !== false && isSmall(query),
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
