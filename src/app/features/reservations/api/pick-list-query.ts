// Today's pick list (GET /reservations/today, or the device copy): the dashboard's block, apart
// from the other reservation reads (src/app/lib/reservations) so the first screen carries only it.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { PickList } from '@shared/reservations';
import { copy, orFromCopy, RESERVATIONS_KEY } from '@app/lib/reservations/copy-fallback';

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
