import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { overlayPage, withOutboxOverlay } from '@app/lib/offline/mirror';
import { usePagedHistory } from '@app/lib/paged-history';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import type { BrokenRecord, BrokenRow } from './types';

/** Reports still waiting in the outbox appear as rows with `offline` set (docs/offline.md). */
/** Every fault query lives under this key: one invalidation refreshes list and details. */
export const BROKEN_KEY = ['broken-equipment'] as const;

export function getBrokenEquipmentList(): Promise<BrokenRow[]> {
  return api.get<BrokenRow[]>('/broken-equipment');
}

export function brokenEquipmentListQueryOptions() {
  return queryOptions({
    queryKey: [...BROKEN_KEY, 'list'],
    queryFn: withOutboxOverlay<BrokenRecord>('broken_equipment', getBrokenEquipmentList),
  });
}

export function useBrokenEquipmentList() {
  return useQuery(brokenEquipmentListQueryOptions());
}

export const BROKEN_PAGE_SIZE = 10;

export interface BrokenPageParams {
  q: string;
  /** Server status: pending | in_repair | repaired | scrapped, or '' for all. */
  status: string;
}

/**
 * One page of the fault list from the server (search over item and fault, status). Offline the
 * reports waiting in the outbox are what the device holds. `quiet`: a failure shows no toast (a count
 * beside the tabs; the list below says it failed).
 */
export function useBrokenEquipmentPage(params: BrokenPageParams, page: number, { quiet = false }: { quiet?: boolean } = {}) {
  return usePagedHistory<BrokenRecord>({
    ...(quiet ? {} : { errorMessage: 'Arızalı ekipmanlar yüklenirken bir hata oluştu.' }),
    queryKey: [...BROKEN_KEY, 'page'],
    path: '/broken-equipment',
    params: { q: params.q.trim(), status: params.status },
    page,
    pageSize: BROKEN_PAGE_SIZE,
    overlay: (rows, p) => overlayPage('broken_equipment', rows, p),
    offlineRows: async () => {
      const q = foldTurkish(params.q);
      const waiting = await overlayPage<BrokenRecord>('broken_equipment', [], 1);
      return waiting.filter(
        (r) =>
          (!params.status || r.status === params.status) &&
          matchesQuery(
            searchKey(r.equipment?.brand?.name, r.equipment?.model, r.equipment?.serial_number, r.equipment?.category?.name, r.issue),
            q,
          ),
      );
    },
  });
}
