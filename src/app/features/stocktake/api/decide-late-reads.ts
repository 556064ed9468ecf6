import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { LateDecisionInput } from '@shared/schemas/stocktake';
import { STOCKTAKES_KEY } from './get-stocktakes';

/** Reads that arrived after the close: taken into the result, or left out (docs/stocktake.md). */
export function useDecideLateReads(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LateDecisionInput) => api.post<{ decided: number }>(`/stocktakes/${id}/late-reads`, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STOCKTAKES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
