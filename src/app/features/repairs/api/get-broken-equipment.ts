import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { BROKEN_KEY } from './get-broken-equipment-list';
import type { BrokenDetail } from './types';

export function getBrokenEquipment(id: string): Promise<BrokenDetail> {
  return api.get<BrokenDetail>(`/broken-equipment/${encodeURIComponent(id)}`);
}

export function brokenEquipmentQueryOptions(id: string) {
  // The detail may carry a 20 MB invoice: never persisted (see query-client), kept briefly.
  return queryOptions({
    queryKey: [...BROKEN_KEY, 'detail', id],
    queryFn: () => getBrokenEquipment(id),
    gcTime: 60_000,
    meta: { errorMessage: 'Arıza detayları yüklenirken bir hata oluştu.' },
  });
}

export function useBrokenEquipment(id: string) {
  return useQuery(brokenEquipmentQueryOptions(id));
}
