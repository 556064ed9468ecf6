import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withOutboxOverlay } from '../../../lib/offline/mirror';
import type { BrokenRecord } from './types';

/** Reports still waiting in the outbox appear as rows with `offline` set (docs/offline.md). */
/** Every fault query lives under this key: one invalidation refreshes list and details. */
export const BROKEN_KEY = ['broken-equipment'] as const;

export function getBrokenEquipmentList(): Promise<BrokenRecord[]> {
  return api.get<BrokenRecord[]>('/broken-equipment');
}

export function brokenEquipmentListQueryOptions() {
  return queryOptions({ queryKey: [...BROKEN_KEY, 'list'], queryFn: withOutboxOverlay<BrokenRecord>('broken_equipment', getBrokenEquipmentList) });
}

export function useBrokenEquipmentList() {
  return useQuery(brokenEquipmentListQueryOptions());
}
