// The administrator's delivery log, resend and the warehouses' digest times.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { Channel, DeliveryLog, OutboxStatus } from '@shared/notifications';
import { NOTIFICATIONS_KEY } from '@app/lib/notifications-query';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';

const DELIVERIES_KEY = [...NOTIFICATIONS_KEY, 'deliveries'] as const;
const DIGEST_TIMES_KEY = [...NOTIFICATIONS_KEY, 'digest-times'] as const;

export interface DeliveryFilter {
  status?: OutboxStatus;
  channel?: Channel;
}

export interface DigestTimeRow {
  warehouse_id: string;
  name: string;
  time: string;
}

export function getDeliveries(filter: DeliveryFilter): Promise<DeliveryLog> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return api.get<DeliveryLog>(`/notifications/deliveries${query ? `?${query}` : ''}`);
}

export function useDeliveries(filter: DeliveryFilter) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, filter],
    queryFn: () => getDeliveries(filter),
    meta: { errorMessage: 'Gönderim kaydı yüklenirken bir hata oluştu.', persist: false },
  });
}

export function useResend() {
  return useRefreshingMutation((id: string) => api.post(`/notifications/deliveries/${id}/resend`), [DELIVERIES_KEY], {
    afterFailureToo: true,
  });
}

export function useDigestTimes() {
  return useQuery({
    queryKey: DIGEST_TIMES_KEY,
    queryFn: () => api.get<DigestTimeRow[]>('/notifications/digest-times'),
    meta: { errorMessage: 'Özet saatleri yüklenirken bir hata oluştu.' },
  });
}

export function useSetDigestTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ warehouseId, time }: { warehouseId: string; time: string }) =>
      api.put<DigestTimeRow[]>(`/notifications/digest-times/${warehouseId}`, { time }),
    onSuccess: (rows) => queryClient.setQueryData(DIGEST_TIMES_KEY, rows),
  });
}
