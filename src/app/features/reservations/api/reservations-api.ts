// The reservation screens' calls (docs/planning.md). The reads (server first, the device copy
// when it does not answer) live in src/app/lib/reservations; every write refreshes everything under
// the 'reservations' key, and the device copy with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { RESERVATIONS_KEY } from '@app/lib/reservations/reservation-queries';
import type { CreateReservationInput, Reservation } from '@shared/reservations';

export { RESERVATIONS_KEY, useAgenda, useAvailability, useReservation, type AgendaFilter } from '@app/lib/reservations/reservation-queries';
export { usePickList } from '@app/lib/reservations/copy-fallback';

function useReservationMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void import('@app/lib/offline/mirror-sync').then((m) => m.syncTable('reservations'));
      return queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
    },
  });
}

export const useCreateReservation = () =>
  useReservationMutation((input: CreateReservationInput) => api.post<Reservation>('/reservations', input));
export const useCancelReservation = () =>
  useReservationMutation((id: string) => api.post<Reservation>(`/reservations/${encodeURIComponent(id)}/cancel`));
