import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPAIRERS_KEY } from './get-repairers';
import type { BrokenRecord } from './types';

export function getRepairerHistory(id: string): Promise<BrokenRecord[]> {
  return api.get<BrokenRecord[]>(`/repairers/${encodeURIComponent(id)}/history`);
}

export function repairerHistoryQueryOptions(id: string) {
  return queryOptions({ queryKey: [...REPAIRERS_KEY, 'history', id], queryFn: () => getRepairerHistory(id) });
}

export function useRepairerHistory(id: string) {
  return useQuery(repairerHistoryQueryOptions(id));
}
