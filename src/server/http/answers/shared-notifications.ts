import * as v from 'valibot';
import {
  CHANNELS,
  EVENTS,
  OUTBOX_STATUSES,
  USER_CHANNELS,
  type NotificationItem,
  type NotificationList,
  type PreferencesAnswer,
  type DeliveryRow,
  type DeliveryLog,
} from '@shared/notifications';
import { bool, nullableText, num, text, answerOf } from './common';

export const NotificationItemAnswer = answerOf<NotificationItem>()(
  v.strictObject({
    id: text,
    event: v.picklist(EVENTS),
    title: text,
    body: text,
    link: nullableText,
    created_at: text,
    read_at: nullableText,
  }),
);

export const NotificationListAnswer = answerOf<NotificationList>()(v.strictObject({ items: v.array(NotificationItemAnswer), unread: num }));

export const PreferencesAnswerAnswer = answerOf<PreferencesAnswer>()(
  v.strictObject({
    channels: v.record(text, v.array(v.picklist(USER_CHANNELS))),
    quiet_start: text,
    quiet_end: text,
    available: v.strictObject({ email: bool, push: bool, sms: bool }),
    vapid_public_key: text,
    push_devices: num,
  }),
);

export const DeliveryRowAnswer = answerOf<DeliveryRow>()(
  v.strictObject({
    id: text,
    event: v.picklist(EVENTS),
    channel: v.picklist(CHANNELS),
    recipient: text,
    address: nullableText,
    status: v.picklist(OUTBOX_STATUSES),
    attempts: num,
    last_error: nullableText,
    created_at: text,
    sent_at: nullableText,
    not_before: text,
  }),
);

export const DeliveryLogAnswer = answerOf<DeliveryLog>()(
  v.strictObject({
    rows: v.array(DeliveryRowAnswer),
    channel_notes: v.strictObject({ email: v.optional(text), push: v.optional(text), in_app: v.optional(text), sms: v.optional(text) }),
    counts: v.strictObject({ failed: num, waiting: num, sending: num, sent: num }),
  }),
);
