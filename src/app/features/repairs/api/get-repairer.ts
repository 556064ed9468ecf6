import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { REPAIRERS_KEY } from './get-repairers';
import type { RepairerDetail } from './types';

export function getRepairer(id: string): Promise<RepairerDetail> {
  return api.get<RepairerDetail>(`/repairers/${encodeURIComponent(id)}`);
}

export function repairerQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...REPAIRERS_KEY, 'detail', id],
    queryFn: () => getRepairer(id),
    meta: { errorMessage: 'Tamirci detayları yüklenirken bir hata oluştu.' },
  });
}

export function useRepairer(id: string) {
  return useQuery(repairerQueryOptions(id));
}
