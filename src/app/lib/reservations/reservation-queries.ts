// The reservation reads of every screen (docs/planning.md): from the server when it answers, else
// from the device copy ('Offline' there): an item's and a warehouse's agenda, 'Bugün
// Hazırlanacaklar' (the dashboard's count: copy-fallback.ts), one reservation (the hand-over form's prefill) and
// a model's availability. A refusal (403, 404) is passed on as it is; only no answer, a time limit
// or a 5xx reads the copy, and without a copy the screen shows its error.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { warehouseToday } from '@shared/local-day';
import type { AvailabilityRow, Reservation } from '@shared/reservations';
import type { AgendaFilter } from './reservations-copy';
import { copy, orFromCopy, RESERVATIONS_KEY } from './copy-fallback';

export { RESERVATIONS_KEY };
export type { AgendaFilter };

const params = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter((e): e is [string, string] => !!e[1])
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

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
