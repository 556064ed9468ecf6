import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { STOCKTAKES_KEY } from './get-stocktakes';
import type { StocktakeResult } from './types';

export function getStocktakeResult(id: string): Promise<StocktakeResult> {
  return api.get<StocktakeResult>(`/stocktakes/${id}/result`);
}

/** Large (one row per serial): kept out of the persisted query cache. */
export function useStocktakeResult(id: string) {
  return useQuery({ queryKey: [...STOCKTAKES_KEY, id, 'result'], queryFn: () => getStocktakeResult(id), meta: { persist: false } });
}
