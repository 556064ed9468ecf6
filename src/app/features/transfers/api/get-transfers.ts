import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { usePagedHistory } from '@app/lib/paged-history';
import type { TransferRow } from './types';

/** Every transfer query lives under this key: one invalidation refreshes list and details. */
export const TRANSFERS_KEY = ['transfers'] as const;

export function getTransfers(): Promise<TransferRow[]> {
  return api.get<TransferRow[]>('/transfers');
}

export function transfersQueryOptions() {
  return queryOptions({ queryKey: [...TRANSFERS_KEY, 'list'], queryFn: getTransfers });
}

export function useTransfers() {
  return useQuery(transfersQueryOptions());
}

export const TRANSFERS_PAGE_SIZE = 10;

/** One page of transfers from the server (search, status, warehouse as source or destination). */
export function useTransfersPage(params: { q: string; status: string; warehouse_id: string }, page: number) {
  return usePagedHistory<TransferRow>({
    queryKey: [...TRANSFERS_KEY, 'page'],
    path: '/transfers',
    params: { ...params, q: params.q.trim() },
    page,
    pageSize: TRANSFERS_PAGE_SIZE,
    errorMessage: 'Transferler yüklenirken bir hata oluştu.',
    // Transfers are not mirrored: offline the list is empty and says the history needs a connection.
    offlineRows: async () => [],
  });
}
