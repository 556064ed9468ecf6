// A count's stock lines on the result screen (docs/stock.md "In the stocktake"): what was counted,
// what the books said then, and settling the differences as count-correction movements.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { STOCK_KEY } from '@app/lib/stock/stock-copy';
import { STOCKTAKES_KEY } from './get-stocktakes';
import type { StockCountLine } from './types';

const stockCountsKey = (id: string) => [...STOCKTAKES_KEY, id, 'stock-counts'] as const;

export function useStockCounts(id: string) {
  return useQuery({
    queryKey: stockCountsKey(id),
    queryFn: () => api.get<StockCountLine[]>(`/stocktakes/${id}/stock-counts`),
  });
}

/** Settling moves stock: its screens refresh too. */
export function useSettleStockCounts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StockCountLine[]>(`/stocktakes/${id}/stock-counts/settle`),
    onSuccess: (lines) => queryClient.setQueryData(stockCountsKey(id), lines),
    onSettled: () => Promise.all([STOCK_KEY, ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
