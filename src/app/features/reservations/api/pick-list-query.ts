// Today's pick list (GET /reservations/today): its own small file, as the dashboard's block reads it.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { PickList } from '@shared/reservations';

export const usePickList = (warehouseId?: string, enabled = true) =>
  useQuery({
    queryKey: ['reservations', 'today', warehouseId],
    queryFn: () => api.get<PickList>(`/reservations/today${warehouseId ? `?warehouse_id=${encodeURIComponent(warehouseId)}` : ''}`),
    enabled,
  });
