// /api/webhooks for Ayarlar → Webhook'lar (manage_webhooks): the list, create (the secret answered
// once, kept only in the page's state), pause/resume, delete, each one's delivery log and resend.
// Nothing here is kept on the device (persist: false): the list is the administrator's, read live.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { unkeptQuery } from '@app/lib/detail-query';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { WebhookCreateInput, WebhookCreated, WebhookDeliveryRow, WebhookRow, WebhookStatus } from '@shared/webhooks';

const WEBHOOKS_KEY = ['webhooks'] as const;

export function useWebhooks() {
  return useQuery(unkeptQuery<WebhookRow[]>(WEBHOOKS_KEY, '/webhooks', "Webhook'lar yüklenirken bir hata oluştu."));
}

export function useWebhookDeliveries(id: string) {
  return useQuery(
    unkeptQuery<WebhookDeliveryRow[]>(
      [...WEBHOOKS_KEY, id, 'deliveries'],
      `/webhooks/${id}/deliveries`,
      'Gönderim kaydı yüklenirken bir hata oluştu.',
    ),
  );
}

export function useCreateWebhook() {
  return useRefreshingMutation((input: WebhookCreateInput) => api.post<WebhookCreated>('/webhooks', input), [WEBHOOKS_KEY], {
    afterFailureToo: true,
  });
}

export function useSetWebhookStatus() {
  return useRefreshingMutation(
    ({ id, status }: { id: string; status: WebhookStatus }) => api.put<WebhookRow>(`/webhooks/${id}`, { status }),
    [WEBHOOKS_KEY],
    { afterFailureToo: true },
  );
}

export function useDeleteWebhook() {
  return useRefreshingMutation((id: string) => api.delete(`/webhooks/${id}`), [WEBHOOKS_KEY], { afterFailureToo: true });
}

export function useResendWebhookDelivery() {
  return useRefreshingMutation((id: string) => api.post(`/webhooks/deliveries/${id}/resend`, {}), [WEBHOOKS_KEY], {
    afterFailureToo: true,
  });
}
