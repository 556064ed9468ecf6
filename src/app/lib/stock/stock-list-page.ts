// The 'Stok' screen's page (docs/stock.md "The list"): the server answers the page it shows, with its
// search, filters and sort; offline or without an answer (never on a refusal) the device copy's whole
// list (outbox laid over it) is filtered, sorted and cut here the same way (src/shared/stock-list.ts).
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { PageAnswer } from '@shared/api-types';
import { pageSlice } from '@shared/pagination';
import type { StockLevelRow } from '@shared/stock';
import { filterStockList, type StockListFilter } from '@shared/stock-list';
import { levelsFromDevice, serverOrCopy, STOCK_KEY } from './stock-copy';

/** The call's address: only what is set is sent. */
export function stockPagePath(warehouseId: string, filter: StockListFilter, page: number, pageSize: number): string {
  const params = new URLSearchParams({ warehouse_id: warehouseId, limit: String(pageSize), page: String(page) });
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.low) params.set('low', 'true');
  if (filter.sort && filter.sort !== 'name') params.set('sort', filter.sort);
  return `/stock/levels?${params}`;
}

/** The page from the device copy: the counts as the server gives them. */
export async function stockPageFromDevice(
  warehouseId: string,
  filter: StockListFilter,
  page: number,
  pageSize: number,
): Promise<PageAnswer<StockLevelRow>> {
  const all = await levelsFromDevice(warehouseId, false);
  const rows = filterStockList(all, filter);
  return { items: pageSlice(rows, page, pageSize), total: all.length, filtered: rows.length, page, page_size: pageSize, next_cursor: null };
}

export const stockPageQuery = (warehouseId: string | undefined, filter: StockListFilter, page: number, pageSize: number) => ({
  queryKey: [...STOCK_KEY, 'levels-page', warehouseId, filter, page, pageSize] as const,
  queryFn: () =>
    serverOrCopy(
      ['stock_items', 'stock_levels'],
      () => api.get<PageAnswer<StockLevelRow>>(stockPagePath(warehouseId ?? '', filter, page, pageSize)),
      () => stockPageFromDevice(warehouseId ?? '', filter, page, pageSize),
    ),
  enabled: !!warehouseId,
  placeholderData: keepPreviousData,
});
