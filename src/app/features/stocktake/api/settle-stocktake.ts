import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { SettleInput } from '@shared/schemas/stocktake';
import { STOCKTAKES_KEY } from './get-stocktakes';
import type { SettleAnswer } from './types';

/** Settling moves equipment (transfer, fault): those screens refresh too. */
export function useSettleStocktake(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettleInput) => api.post<SettleAnswer>(`/stocktakes/${id}/settle`, input),
    onSettled: () =>
      Promise.all(
        [STOCKTAKES_KEY, ['equipment'], ['transfers'], ['broken-equipment'], ['warehouses'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
