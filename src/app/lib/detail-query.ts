// The read of one record by id, under its list's query key (`[...list, 'detail', id]`), so the
// invalidation that refreshes a list refreshes its open details too. One call gives the record's
// fetch, its query options (for loaders and cache writes) and its hook:
//   const transfer = detailQuery<TransferDetail>(TRANSFERS_KEY, '/transfers', 'Transfer detayları yüklenirken bir hata oluştu.');
//   export const useTransfer = transfer.useDetail;
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface DetailQueryOptions<T> {
  /** Reads the record another way than GET `${path}/${id}` (e.g. with the device copy offline). */
  read?: (id: string) => Promise<T>;
  retry?: false;
  staleTime?: number;
  gcTime?: number;
  /** false: never kept in localStorage (signatures, national ids). */
  persist?: false;
}

/** GET `${path}/${id}`; `errorMessage` is the toast of a failed load. */
export function detailQuery<T>(
  key: readonly string[],
  path: string,
  errorMessage: string,
  { read, persist, ...options }: DetailQueryOptions<T> = {},
) {
  const getDetail = read ?? ((id: string): Promise<T> => api.get<T>(`${path}/${encodeURIComponent(id)}`));
  const detailOptions = (id: string) =>
    queryOptions<T>({
      queryKey: [...key, 'detail', id],
      queryFn: () => getDetail(id),
      ...options,
      meta: persist === false ? { persist, errorMessage } : { errorMessage },
    });
  return { getDetail, detailOptions, useDetail: (id: string) => useQuery(detailOptions(id)) };
}

/** A read that is never kept on the device (an administrator's lists, read live): GET `path`. */
export function unkeptQuery<T>(queryKey: readonly unknown[], path: string, errorMessage: string) {
  return queryOptions<T>({ queryKey, queryFn: () => api.get<T>(path), meta: { errorMessage, persist: false } });
}
