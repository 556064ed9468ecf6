// The reservation reads of every screen (docs/planning.md): from the server when it answers, else
// from the device copy ('Offline' there): an item's and a warehouse's agenda, 'Bugün
// Hazırlanacaklar' (and the dashboard's count), one reservation (the hand-over form's prefill) and
// a model's availability. A refusal (403, 404) is passed on as it is; only no answer, a time limit
// or a 5xx reads the copy, and without a copy the screen shows its error.
import { useQuery } from '@tanstack/react-query';
import { api, isTransientFailure } from '@app/lib/api-client';
import { warehouseToday } from '@shared/local-day';
import type { AvailabilityRow, PickList, Reservation } from '@shared/reservations';
import type { AgendaFilter } from './reservations-copy';

export const RESERVATIONS_KEY = ['reservations'] as const;
export type { AgendaFilter };

/** The server's answer, or (when it gives none) `fromCopy`'s; `fromCopy` answering undefined keeps the failure. */
async function orFromCopy<T>(fetch: () => Promise<T>, fromCopy: () => Promise<T | undefined>): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    if (!isTransientFailure(error)) throw error;
    const copied = await fromCopy().catch(() => undefined);
    if (copied === undefined) throw error;
    return copied;
  }
}

const copy = () => Promise.all([import('./read-copy'), import('./reservations-copy')]);

const params = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter((e): e is [string, string] => !!e[1])
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

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

export const useAgenda = (filter: AgendaFilter, enabled = true) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'agenda', filter.warehouseId, filter.equipmentId],
    queryFn: () =>
      orFromCopy(
        () => api.get<Reservation[]>(`/reservations?${params({ warehouse_id: filter.warehouseId, equipment_id: filter.equipmentId })}`),
        async () => {
          const [read, pure] = await copy();
          const held = await read.copiedReservations();
          return held ? pure.agendaOf(held.rows, filter, held.today) : undefined;
        },
      ),
    enabled,
  });

export const useReservation = (id: string | undefined) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'one', id],
    queryFn: () =>
      orFromCopy(
        () => api.get<Reservation>(`/reservations/${encodeURIComponent(id ?? '')}`),
        async () => {
          const [read, pure] = await copy();
          const row = await read.copiedReservation(id ?? '');
          return row ? pure.statusOn(row, warehouseToday()) : undefined;
        },
      ),
    enabled: !!id,
  });

export const useAvailability = (ref: { brandId: string; model: string; from: string; to: string } | null) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'availability', ref],
    queryFn: () =>
      orFromCopy(
        () =>
          api.get<AvailabilityRow[]>(
            `/reservations/availability?${params({ brand_id: ref?.brandId, model: ref?.model, from: ref?.from, to: ref?.to })}`,
          ),
        async () => {
          if (!ref) return undefined;
          const [read, pure] = await copy();
          const lists = await read.copiedLists();
          return lists ? pure.availabilityOf(lists, ref, ref.from, ref.to, lists.today) : undefined;
        },
      ),
    enabled: !!ref,
  });
