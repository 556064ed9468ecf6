import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { STOCKTAKES_KEY } from './get-stocktakes';
import type { StocktakeSession } from './types';

export function useCloseStocktake(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StocktakeSession>(`/stocktakes/${id}/close`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STOCKTAKES_KEY }),
  });
}
