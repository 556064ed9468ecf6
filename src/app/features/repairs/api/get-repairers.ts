import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { withMirror } from '@app/lib/offline/mirror';
import type { Repairer } from './types';

export const REPAIRERS_KEY = ['repairers'] as const;

export function getRepairers(): Promise<Repairer[]> {
  return api.get<Repairer[]>('/repairers');
}

export function repairersQueryOptions() {
  return queryOptions({ queryKey: [...REPAIRERS_KEY, 'list'], queryFn: withMirror('repairers', getRepairers), meta: { errorMessage: 'Tamirciler yüklenirken bir hata oluştu.' } });
}

export function useRepairers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...repairersQueryOptions(), enabled: options.enabled ?? true });
}
