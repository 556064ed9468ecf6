// Reminders and notifications (docs/notifications.md): the events, the channels, who may choose
// what, the defaults and the Turkish labels. Server (enqueue, preferences, the log), app (Ayarlar,
// the bell) and tests read this one table.
import * as v from 'valibot';
import { labelledValues } from './labelled-values';

export const { values: CHANNELS, labels: CHANNEL_LABELS } = labelledValues({
  in_app: 'Uygulama içi',
  email: 'E-posta',
  push: 'Anlık bildirim',
  sms: 'SMS',
});
export type Channel = (typeof CHANNELS)[number];

/** Channels a user (staff) chooses from in Ayarlar. Workers have no account: SMS only. */
export const USER_CHANNELS = ['in_app', 'email', 'push'] as const satisfies readonly Channel[];
export type UserChannel = (typeof USER_CHANNELS)[number];

export const { values: EVENTS, labels: EVENT_LABELS } = labelledValues({
  handover_receipt: 'Teslim makbuzu',
  due_tomorrow: 'İade tarihi yarın',
  overdue: 'İade tarihi geçti',
  returned: 'İade alındı',
  fault_assigned: 'Arıza size atandı',
  fault_repaired: 'Bildirdiğiniz arıza giderildi',
  transfer_sent: 'Size transfer atandı',
  transfer_arrived: 'Transferiniz teslim alındı',
  stocktake_differences: 'Sayım farklarla kapandı',
  stock_low: 'Stok minimuma düştü',
  digest: 'Günlük özet',
  webhook_paused: 'Webhook duraklatıldı',
  request_new: 'Deponuza yeni talep geldi',
  request_decided: 'Talebiniz yanıtlandı',
});
export type NotificationEvent = (typeof EVENTS)[number];

/** What a staff member is told about, and through which channels unless they choose otherwise. */
export const USER_EVENT_DEFAULTS: Readonly<Partial<Record<NotificationEvent, readonly UserChannel[]>>> = {
  due_tomorrow: ['in_app'],
  overdue: ['in_app'],
  returned: ['in_app'],
  fault_assigned: ['in_app', 'email', 'push'],
  fault_repaired: ['in_app', 'email'],
  transfer_sent: ['in_app', 'push'],
  transfer_arrived: ['in_app'],
  stocktake_differences: ['in_app', 'email'],
  stock_low: ['in_app', 'email'],
  digest: ['in_app', 'email'],
  webhook_paused: ['in_app', 'email'],
  request_new: ['in_app', 'push'],
  request_decided: ['in_app', 'email', 'push'],
};
export const USER_EVENTS = EVENTS.filter((e) => USER_EVENT_DEFAULTS[e] !== undefined);

/** The worker's SMS (when an SMS gateway is configured): receipts and reminders about what they hold. */
export const WORKER_SMS_EVENTS: readonly NotificationEvent[] = ['handover_receipt', 'due_tomorrow', 'overdue', 'returned'];

/** Minutes of the Istanbul day: quiet hours 21:00–08:00 hold SMS and push; digests at 08:00. */
export const DEFAULT_QUIET_START = 21 * 60;
export const DEFAULT_QUIET_END = 8 * 60;
export const DEFAULT_DIGEST_MINUTE = 8 * 60;
/** Overdue reminders on these days late, then every 7 days (the scan's SQL, scheduled.ts). */
export const OVERDUE_STEPS = [1, 3, 7] as const;

export const { values: OUTBOX_STATUSES, labels: OUTBOX_STATUS_LABELS } = labelledValues({
  waiting: 'Bekliyor',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız',
});
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** 'HH:MM' ↔ minutes of the day. */
export function minuteText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
export function parseMinute(text: string): number | null {
  const m = HH_MM.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** True while `minute` is inside the quiet hours [start, end) (which may run past midnight). */
export function inQuietHours(minute: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

export const TIME_INVALID = 'Saat SS:DD biçiminde olmalıdır (ör. 08:00).';
const timeText = v.pipe(
  v.string(TIME_INVALID),
  v.check((t) => parseMinute(t) !== null, TIME_INVALID),
);

export const preferencesSchema = v.object({
  channels: v.record(
    v.picklist(USER_EVENTS, 'Geçersiz bildirim türü.'),
    v.pipe(v.array(v.picklist(USER_CHANNELS, 'Geçersiz bildirim kanalı.')), v.maxLength(USER_CHANNELS.length)),
  ),
  quiet_start: timeText,
  quiet_end: timeText,
});
export type PreferencesInput = v.InferOutput<typeof preferencesSchema>;

export const digestTimeSchema = v.object({ time: timeText });

export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string('Geçersiz abonelik.'), v.url('Geçersiz abonelik.'), v.maxLength(2000, 'Geçersiz abonelik.')),
  keys: v.object({
    p256dh: v.pipe(v.string('Geçersiz abonelik.'), v.maxLength(200, 'Geçersiz abonelik.')),
    auth: v.pipe(v.string('Geçersiz abonelik.'), v.maxLength(100, 'Geçersiz abonelik.')),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

// ——— answers ———

export interface NotificationItem {
  id: string;
  event: NotificationEvent;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NotificationList {
  items: NotificationItem[];
  unread: number;
}

export interface PreferencesAnswer {
  channels: Record<string, UserChannel[]>;
  quiet_start: string;
  quiet_end: string;
  /** Which channels the server can use now (e-mail needs SMTP, push needs nothing but a device). */
  available: { email: boolean; push: boolean; sms: boolean };
  vapid_public_key: string;
  push_devices: number;
}

export interface DeliveryRow {
  id: string;
  event: NotificationEvent;
  channel: Channel;
  /** The person's name, and where it went: an e-mail address or a +90 phone. */
  recipient: string;
  address: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  not_before: string;
}

export interface DeliveryLog {
  rows: DeliveryRow[];
  /** Why a channel's rows wait, when they do (e.g. SMTP is not configured). */
  channel_notes: Partial<Record<Channel, string>>;
  counts: Record<OutboxStatus, number>;
}

/** The push message the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
  tag: string;
}
