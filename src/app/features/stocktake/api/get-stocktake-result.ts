import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { STOCKTAKES_KEY } from './get-stocktakes';
import { expandResult } from '@shared/stocktake';
import type { StocktakeResult, StocktakeResultAnswer } from './types';

export async function getStocktakeResult(id: string): Promise<StocktakeResult> {
  return expandResult(await api.get<StocktakeResultAnswer>(`/stocktakes/${id}/result`));
}

export const resultKey = (id: string) => [...STOCKTAKES_KEY, id, 'result'] as const;

/** A result just fetched (20,000 rows on a big count) is not fetched again on the way to its screen. */
export const RESULT_FRESH_MS = 5_000;

/** Large (one row per serial): kept out of the persisted query cache. */
export function useStocktakeResult(id: string) {
  return useQuery({ queryKey: resultKey(id), queryFn: () => getStocktakeResult(id), staleTime: RESULT_FRESH_MS, meta: { persist: false } });
}
