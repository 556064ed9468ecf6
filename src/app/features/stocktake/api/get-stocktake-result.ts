import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { ResultRowScope } from '@shared/stocktake';
import { STOCKTAKES_KEY } from './get-stocktakes';
import type { StocktakeResult } from './types';

export async function getStocktakeResult(id: string, scope: ResultRowScope): Promise<StocktakeResult> {
  return api.get<StocktakeResult>(`/stocktakes/${id}/result?rows=${scope}`);
}

export const resultKey = (id: string, scope: ResultRowScope) => [...STOCKTAKES_KEY, id, 'result', scope] as const;

/** A result just fetched (20,000 rows on a big count) is not fetched again on the way to its screen. */
export const RESULT_FRESH_MS = 5_000;

/**
 * The screen opens with the differences (counters whole) and asks for every row only when the
 * found items are opened, exported or printed: on a 20,000-item count that is 19,000 rows a
 * tablet need not wait for. Large either way: kept out of the persisted query cache.
 */
export function resultQuery(id: string, scope: ResultRowScope) {
  return queryOptions({
    queryKey: resultKey(id, scope),
    queryFn: () => getStocktakeResult(id, scope),
    staleTime: RESULT_FRESH_MS,
    meta: { persist: false },
  });
}

export function useStocktakeResult(id: string, scope: ResultRowScope = 'differences', enabled = true) {
  return useQuery({ ...resultQuery(id, scope), enabled });
}
