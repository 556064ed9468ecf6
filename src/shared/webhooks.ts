// Webhooks (docs/integration.md): the events another system may subscribe to, the form's rules and
// the answers of /api/webhooks. Turkish labels for the settings screen.
import * as v from 'valibot';
import { labelledValues } from './labelled-values';

export const { values: WEBHOOK_EVENTS, labels: WEBHOOK_EVENT_LABELS } = labelledValues({
  'handover.created': 'Zimmet (teslim)',
  'handover.returned': 'İade',
  'fault.opened': 'Arıza bildirildi',
  'fault.repaired': 'Arıza giderildi',
  'transfer.sent': 'Transfer gönderildi',
  'transfer.received': 'Transfer teslim alındı',
  'stocktake.closed': 'Sayım kapandı',
  'stock.low': 'Stok minimuma düştü',
  'check.expired': 'Kontrol süresi doldu',
});
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const { values: WEBHOOK_DELIVERY_STATUSES, labels: WEBHOOK_DELIVERY_STATUS_LABELS } = labelledValues({
  waiting: 'Bekliyor',
  sending: 'Gönderiliyor',
  delivered: 'İletildi',
  failed: 'Başarısız',
});
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_INVALID = 'Geçerli bir adres girin (https://…).';
export const WEBHOOK_EVENTS_REQUIRED = 'En az bir olay seçin.';
export const WEBHOOK_EVENT_INVALID = 'Geçersiz olay türü.';
export const WEBHOOK_DESCRIPTION_LONG = 'Açıklama en fazla 200 karakter olabilir.';

const url = v.pipe(v.string(WEBHOOK_URL_INVALID), v.trim(), v.url(WEBHOOK_URL_INVALID), v.maxLength(2000, WEBHOOK_URL_INVALID));
const events = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENTS, WEBHOOK_EVENT_INVALID), WEBHOOK_EVENTS_REQUIRED),
  v.minLength(1, WEBHOOK_EVENTS_REQUIRED),
  v.maxLength(WEBHOOK_EVENTS.length, WEBHOOK_EVENT_INVALID),
);
const description = v.nullish(v.pipe(v.string(WEBHOOK_DESCRIPTION_LONG), v.trim(), v.maxLength(200, WEBHOOK_DESCRIPTION_LONG)));

export const webhookCreateSchema = v.object({ url, events, description });
export type WebhookCreateInput = v.InferOutput<typeof webhookCreateSchema>;

export const webhookUpdateSchema = v.object({
  url: v.optional(url),
  events: v.optional(events),
  description,
  status: v.optional(v.picklist(WEBHOOK_STATUSES, 'Geçersiz durum.')),
});
export type WebhookUpdateInput = v.InferOutput<typeof webhookUpdateSchema>;

// ——— answers ———

export interface WebhookRow {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  status: WebhookStatus;
  paused_reason: string | null;
  failing_since: string | null;
  created_by: { id: string; first_name: string; last_name: string } | null;
  created_at: string;
}

/** The answer to a create: the only time the secret is shown. */
export interface WebhookCreated extends WebhookRow {
  secret: string;
}

export interface WebhookDeliveryRow {
  id: string;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
  not_before: string;
}
