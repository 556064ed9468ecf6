import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { StocktakeSession, WarehouseCountOverview } from './types';

/** Every stocktake query lives under this key: one invalidation refreshes lists, sessions and results. */
export const STOCKTAKES_KEY = ['stocktakes'] as const;

export interface StocktakeListFilter {
  warehouse_id?: string;
  status?: 'open' | 'closed';
  from?: string;
  to?: string;
}

export function getStocktakes(filter: StocktakeListFilter = {}): Promise<StocktakeSession[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return api.get<StocktakeSession[]>(`/stocktakes${query ? `?${query}` : ''}`);
}

export function useStocktakes(filter: StocktakeListFilter) {
  return useQuery(queryOptions({ queryKey: [...STOCKTAKES_KEY, 'list', filter], queryFn: () => getStocktakes(filter) }));
}

/** Last count per warehouse (dashboard block, warehouse detail); asked only with manage_stocktake. */
export function useCountOverview(enabled: boolean) {
  return useQuery({
    queryKey: [...STOCKTAKES_KEY, 'overview'],
    queryFn: () => api.get<WarehouseCountOverview[]>('/stocktakes/overview'),
    enabled,
  });
}
