// The reservation screens' calls (docs/planning.md). Read from the server (reservations are not yet
// in the device copy); every write refreshes everything under the 'reservations' key.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { AvailabilityRow, CreateReservationInput, Reservation } from '@shared/reservations';

export { usePickList } from './pick-list-query';

export const RESERVATIONS_KEY = ['reservations'] as const;

export interface AgendaFilter {
  warehouseId?: string;
  equipmentId?: string;
}

const params = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter((e): e is [string, string] => !!e[1])
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

export const useAgenda = (filter: AgendaFilter, enabled = true) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'agenda', filter.warehouseId, filter.equipmentId],
    queryFn: () =>
      api.get<Reservation[]>(`/reservations?${params({ warehouse_id: filter.warehouseId, equipment_id: filter.equipmentId })}`),
    enabled,
  });

export const useReservation = (id: string | undefined) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'one', id],
    queryFn: () => api.get<Reservation>(`/reservations/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
  });

export const useAvailability = (ref: { brandId: string; model: string; from: string; to: string } | null) =>
  useQuery({
    queryKey: [...RESERVATIONS_KEY, 'availability', ref],
    queryFn: () =>
      api.get<AvailabilityRow[]>(
        `/reservations/availability?${params({ brand_id: ref?.brandId, model: ref?.model, from: ref?.from, to: ref?.to })}`,
      ),
    enabled: !!ref,
  });

function useReservationMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }) });
}

export const useCreateReservation = () =>
  useReservationMutation((input: CreateReservationInput) => api.post<Reservation>('/reservations', input));
export const useCancelReservation = () =>
  useReservationMutation((id: string) => api.post<Reservation>(`/reservations/${encodeURIComponent(id)}/cancel`));
