// The server's answer, or the device copy's when the server gives none (no answer, a time limit, a
// 5xx); a refusal is passed on. Shared by the reservation reads (reservation-queries.ts), the stock
// reads (stock/stock-copy.ts) and today's pick list (the dashboard's block, on the first screen: one
// small chunk, so it carries nothing else).
import { useQuery } from '@tanstack/react-query';
import { api, isTransientFailure } from '@app/lib/api-client';
import type { PickList } from '@shared/reservations';

export const RESERVATIONS_KEY = ['reservations'] as const;

/** The server's answer, or (when it gives none) `fromCopy`'s; `fromCopy` answering undefined keeps the failure. */
export async function orFromCopy<T>(fetch: () => Promise<T>, fromCopy: () => Promise<T | undefined>): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    if (!isTransientFailure(error)) throw error;
    const copied = await fromCopy().catch(() => undefined);
    if (copied === undefined) throw error;
    return copied;
  }
}

export const copy = () => Promise.all([import('./read-copy'), import('./reservations-copy')]);

/** Today's pick list (GET /reservations/today, or the device copy's). */
export const usePickList = (warehouseId?: string, enabled = true) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'today', warehouseId],
    queryFn: () =>
      orFromCopy(
        () => api.get<PickList>(`/reservations/today${warehouseId ? `?warehouse_id=${encodeURIComponent(warehouseId)}` : ''}`),
        async () => {
          const [read, pure] = await copy();
          const held = await read.copiedReservations();
          return held ? pure.pickListOf(held.rows, warehouseId, held.today) : undefined;
        },
      ),
    enabled,
  });
