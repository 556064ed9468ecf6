import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { TRANSFERS_KEY } from './get-transfers';
import type { TransferDetail } from './types';

export function getTransfer(id: string): Promise<TransferDetail> {
  return api.get<TransferDetail>(`/transfers/${encodeURIComponent(id)}`);
}

export function transferQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...TRANSFERS_KEY, 'detail', id],
    queryFn: () => getTransfer(id),
    meta: { errorMessage: 'Transfer detayları yüklenirken bir hata oluştu.' },
  });
}

export function useTransfer(id: string) {
  return useQuery(transferQueryOptions(id));
}
