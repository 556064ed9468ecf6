import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Transfer } from './types';

/** Every transfer query lives under this key: one invalidation refreshes list and details. */
export const TRANSFERS_KEY = ['transfers'] as const;

export function getTransfers(): Promise<Transfer[]> {
  return api.get<Transfer[]>('/transfers');
}

export function transfersQueryOptions() {
  return queryOptions({ queryKey: [...TRANSFERS_KEY, 'list'], queryFn: getTransfers });
}

export function useTransfers() {
  return useQuery(transfersQueryOptions());
}
