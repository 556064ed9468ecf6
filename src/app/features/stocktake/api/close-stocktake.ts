import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { STOCKTAKES_KEY } from './get-stocktakes';
import { resultKey, resultQuery } from './get-stocktake-result';
import type { StocktakeSession } from './types';

/** Closing: the result is asked for as soon as the close answers, while the screen changes to it. */
export function useCloseStocktake(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StocktakeSession>(`/stocktakes/${id}/close`, {}),
    onSuccess: () => void queryClient.prefetchQuery(resultQuery(id, 'differences')),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: STOCKTAKES_KEY, predicate: (q) => q.queryHash !== hashKey(resultKey(id, 'differences')) }),
  });
}
