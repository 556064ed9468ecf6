import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { StartStocktakeInput } from '@shared/schemas/stocktake';
import { STOCKTAKES_KEY } from './get-stocktakes';
import type { StocktakeSession } from './types';

export function useStartStocktake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartStocktakeInput) => api.post<StocktakeSession>('/stocktakes', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STOCKTAKES_KEY }),
  });
}
