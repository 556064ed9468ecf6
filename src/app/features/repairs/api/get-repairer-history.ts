// A repairer's repair history, one page of 10 at a time from the server. Faults are not mirrored:
// offline the page is empty and says that the history needs a connection.
import { usePagedHistory } from '@app/lib/paged-history';
import { REPAIRERS_KEY } from './get-repairers';
import type { BrokenRecord } from './types';

export const REPAIRER_HISTORY_PAGE_SIZE = 10;

export function useRepairerHistoryPage(id: string, page: number) {
  return usePagedHistory<BrokenRecord>({
    queryKey: [...REPAIRERS_KEY, 'history', id],
    path: `/repairers/${encodeURIComponent(id)}/history`,
    params: {},
    page,
    pageSize: REPAIRER_HISTORY_PAGE_SIZE,
    offlineRows: async () => [],
  });
}
