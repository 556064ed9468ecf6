// The server's answer, or the device copy's when the server gives none (no answer, a time limit, a
// 5xx); a refusal is passed on. Shared by the reservation reads (reservation-queries.ts), the stock
// reads (stock/stock-copy.ts) and the dashboard's pick list (features/reservations/api/pick-list-query.ts),
// which is on the first screen and so carries nothing else.
import { isTransientFailure } from '@app/lib/api-client';

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
