// The reference lists' queries and hooks (index.ts says what the lists are), without the code that
// reads them: that code (read.ts: the device copy's reading and syncing) loads with the first read,
// so the first screen is drawn without it (docs/performance.md "First JS").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKey, type ReferenceTable } from './keys';

/** The list's rows (read.ts, loaded with the first read). */
const readReference = async <T>(table: ReferenceTable): Promise<T[]> => (await import('./read')).readReference<T>(table);

/** Small lists are asked again on every visit (one delta call); equipment keeps its rows a while. */
const staleTime = (table: ReferenceTable) => (table === 'equipment' ? 30_000 : 0);

export function referenceQueryOptions<T>(table: ReferenceTable) {
  return queryOptions({
    queryKey: referenceKey(table),
    queryFn: () => readReference<T>(table),
    // The mirror is the lasting copy; localStorage would only hold a second one.
    meta: { persist: false },
    staleTime: staleTime(table),
  });
}

interface ReferenceOptions<T, S> {
  enabled?: boolean;
  select?: (rows: T[]) => S;
  /** The toast when the list fails to load while this screen shows it (query-client). */
  errorMessage?: string;
}

export function useReference<T, S = T[]>(table: ReferenceTable, options: ReferenceOptions<T, S> = {}) {
  return useQuery<T[], Error, S, ReturnType<typeof referenceKey>>({
    queryKey: referenceKey(table),
    queryFn: () => readReference<T>(table),
    meta: { persist: false, ...(options.errorMessage ? { errorMessage: options.errorMessage } : {}) },
    staleTime: staleTime(table),
    enabled: options.enabled ?? true,
    ...(options.select ? { select: options.select } : {}),
  });
}
