// The stock screens' calls (docs/stock.md). The pickers and a warehouse's levels come from the device
// copy when the server cannot be reached (stock-copy.ts); every write refreshes everything under the
// 'stock' key and the copy's levels.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { syncTable } from '@app/lib/offline/mirror-sync';
import type {
  AdjustmentInput,
  ReceiptInput,
  StockIssueInput,
  StockItemInput,
  StockLevelInput,
  StockSettingsInput,
} from '@shared/schemas/stock';
import type { StockSettings } from '@shared/stock-settings';
import type { DocumentRef } from '@shared/documents';
import { getStockPickers, STOCK_KEY, stockLevelsQuery, type StockPickers } from '@app/lib/stock/stock-copy';
import type {
  PpeCardLine,
  ReplacementDueRow,
  ReplacementStatus,
  StockIssueRecord,
  StockItem,
  StockLevelRow,
  StockShortfall,
} from '@shared/stock';

export { STOCK_KEY, type StockPickers };

export interface IssueAnswer {
  id: string;
  offline: boolean;
  document: DocumentRef | null;
  shortfalls: Array<{ movement_id: string; item_id: string; shortfall: number }>;
}

export const useStockPickers = () => useQuery({ queryKey: [...STOCK_KEY, 'pickers'], queryFn: getStockPickers });

export const useStockLevels = (warehouseId: string | undefined, low = false) => useQuery(stockLevelsQuery(warehouseId, low));

export const useShortfalls = (warehouseId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'shortfalls', warehouseId],
    queryFn: () => api.get<StockShortfall[]>(`/stock/shortfalls?open=true&warehouse_id=${encodeURIComponent(warehouseId ?? '')}`),
    enabled: enabled && !!warehouseId,
  });

export const usePpeCard = (workerId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'ppe', workerId],
    queryFn: () => api.get<PpeCardLine[]>(`/stock/workers/${encodeURIComponent(workerId)}/ppe`),
    enabled,
  });

/** One issue as its KKD- paper prints it. */
export const useStockIssue = (id: string) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'issue', id],
    queryFn: () => api.get<StockIssueRecord>(`/stock/issues/${encodeURIComponent(id)}`),
    meta: { persist: false },
  });

/** 'Yenilemesi Gelenler' of a warehouse, most overdue first; without `status` both due and overdue. */
export const useReplacements = (warehouseId: string | undefined, status: ReplacementStatus | undefined) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'replacements', warehouseId, status],
    queryFn: () =>
      api.get<ReplacementDueRow[]>(
        `/stock/replacements?warehouse_id=${encodeURIComponent(warehouseId ?? '')}${status ? `&status=${status}` : ''}`,
      ),
    enabled: !!warehouseId,
  });

function useStockMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void syncTable('stock_levels');
      return queryClient.invalidateQueries({ queryKey: STOCK_KEY });
    },
  });
}

export const useSaveStockItem = () =>
  useStockMutation(({ id, ...input }: StockItemInput & { id?: string }) =>
    id ? api.put<StockItem>(`/stock/items/${encodeURIComponent(id)}`, input) : api.post<StockItem>('/stock/items', input),
  );
/** A warehouse's stock settings: negative stock and the low-stock recipients (with who may be chosen). */
export const useStockSettings = (warehouseId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'settings', warehouseId],
    queryFn: () => api.get<StockSettings>(`/stock/settings/${encodeURIComponent(warehouseId ?? '')}`),
    enabled: enabled && !!warehouseId,
  });
export const useSaveStockSettings = () =>
  useStockMutation(({ warehouse_id, ...input }: StockSettingsInput & { warehouse_id: string }) =>
    api.put<StockSettings>(`/stock/settings/${encodeURIComponent(warehouse_id)}`, input),
  );
export const useSetLevel = () => useStockMutation((input: StockLevelInput) => api.put<StockLevelRow>('/stock/levels', input));
export const useReceive = () => useStockMutation((input: ReceiptInput) => api.post<unknown>('/stock/receipts', input));
export const useAdjust = () => useStockMutation((input: AdjustmentInput) => api.post<unknown>('/stock/adjustments', input));
export const useResolveShortfall = () =>
  useStockMutation(({ id, note }: { id: string; note: string }) =>
    api.post<StockShortfall>(`/stock/shortfalls/${encodeURIComponent(id)}/resolve`, { note }),
  );
/** The issue is sent with its own id as the Idempotency-Key: a repeat after a lost answer lands once. */
export const useIssue = () =>
  useStockMutation((input: StockIssueInput) => api.post<IssueAnswer>('/stock/issues', input, { headers: { 'Idempotency-Key': input.id } }));

/** A stock report's query string ('by', 'from', 'to', 'warehouse_id'), empty values left out. */
export function stockReportQuery(params: Record<string, string | undefined>): string {
  const pairs = Object.entries(params).filter((p): p is [string, string] => !!p[1]);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

/** '/stock/reports/consumption?by=…' and its CSV at '…/export'; read while `enabled`. */
export const useStockReport = <T>(report: string, query: string, enabled: boolean) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'reports', report, query],
    queryFn: () => api.get<T>(`/stock/reports/${report}${query}`),
    enabled,
    retry: false,
  });
