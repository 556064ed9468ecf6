import * as v from 'valibot';
import type { NotificationItem, NotificationList, PreferencesAnswer, DeliveryRow, DeliveryLog } from '@shared/notifications';
import { bool, nullableText, num, text, type Expect, type Same } from './common';

export const NotificationItemAnswer = v.strictObject({
  id: text,
  event: v.picklist([
    'overdue',
    'handover_receipt',
    'due_tomorrow',
    'returned',
    'fault_assigned',
    'fault_repaired',
    'transfer_sent',
    'transfer_arrived',
    'stocktake_differences',
    'stock_low',
    'digest',
    'webhook_paused',
    'request_new',
    'request_decided',
  ]),
  title: text,
  body: text,
  link: nullableText,
  created_at: text,
  read_at: nullableText,
});

export const NotificationListAnswer = v.strictObject({ items: v.array(NotificationItemAnswer), unread: num });

export const PreferencesAnswerAnswer = v.strictObject({
  channels: v.record(text, v.array(v.picklist(['email', 'push', 'in_app']))),
  quiet_start: text,
  quiet_end: text,
  available: v.strictObject({ email: bool, push: bool, sms: bool }),
  vapid_public_key: text,
  push_devices: num,
});

export const DeliveryRowAnswer = v.strictObject({
  id: text,
  event: v.picklist([
    'overdue',
    'handover_receipt',
    'due_tomorrow',
    'returned',
    'fault_assigned',
    'fault_repaired',
    'transfer_sent',
    'transfer_arrived',
    'stocktake_differences',
    'stock_low',
    'digest',
    'webhook_paused',
    'request_new',
    'request_decided',
  ]),
  channel: v.picklist(['email', 'push', 'in_app', 'sms']),
  recipient: text,
  address: nullableText,
  status: v.picklist(['failed', 'waiting', 'sending', 'sent']),
  attempts: num,
  last_error: nullableText,
  created_at: text,
  sent_at: nullableText,
  not_before: text,
});

export const DeliveryLogAnswer = v.strictObject({
  rows: v.array(DeliveryRowAnswer),
  channel_notes: v.strictObject({ email: v.optional(text), push: v.optional(text), in_app: v.optional(text), sms: v.optional(text) }),
  counts: v.strictObject({ failed: num, waiting: num, sending: num, sent: num }),
});

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof NotificationItemAnswer>, NotificationItem>>,
  Expect<Same<v.InferOutput<typeof NotificationListAnswer>, NotificationList>>,
  Expect<Same<v.InferOutput<typeof PreferencesAnswerAnswer>, PreferencesAnswer>>,
  Expect<Same<v.InferOutput<typeof DeliveryRowAnswer>, DeliveryRow>>,
  Expect<Same<v.InferOutput<typeof DeliveryLogAnswer>, DeliveryLog>>,
];
