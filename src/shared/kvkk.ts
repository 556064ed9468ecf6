// KVKK retention (docs/kvkk.md): how long each kind of record is kept, what the settings form and
// the server parse, the answers of /api/kvkk, and the Turkish messages both say.
import * as v from 'valibot';
import { requiredText } from './schemas/fields';

export const RETENTION_LIMITS = {
  worker_years: { min: 1, max: 50, default: 10 },
  notification_days: { min: 30, max: 3650, default: 365 },
  webhook_days: { min: 7, max: 3650, default: 90 },
  signin_days: { min: 30, max: 3650, default: 180 },
} as const;

export type RetentionKey = keyof typeof RETENTION_LIMITS;

/** The settings' labels, in the order the form shows them. */
export const RETENTION_LABELS: Record<RetentionKey, { label: string; unit: 'yıl' | 'gün'; hint: string }> = {
  worker_years: {
    label: 'Ayrılan işçi kayıtları',
    unit: 'yıl',
    hint: 'İlişik kesme belgesinden ve son hareketinden bu kadar yıl sonra adı, TC kimlik no, telefonu ve imzaları anonimleştirilir.',
  },
  notification_days: { label: 'Bildirim kayıtları', unit: 'gün', hint: 'Gönderilmiş e-posta, SMS, anlık bildirim ve zil kayıtları.' },
  webhook_days: { label: 'Webhook gönderim kayıtları', unit: 'gün', hint: 'Tamamlanmış veya başarısız webhook gönderimleri.' },
  signin_days: {
    label: 'Oturum ve giriş kayıtları',
    unit: 'gün',
    hint: 'Sona ermiş oturumlar, giriş denemeleri ve API anahtarı çağrıları.',
  },
};

export const KVKK_MESSAGES = {
  range: (key: RetentionKey) => {
    const { min, max } = RETENTION_LIMITS[key];
    const { label, unit } = RETENTION_LABELS[key];
    return `${label} için saklama süresi ${min} ile ${max} ${unit} arasında bir tam sayı olmalıdır.`;
  },
  holdReasonRequired: 'Yasal saklama için gerekçe zorunludur.',
  releaseReasonRequired: 'Yasal saklamayı kaldırmak için gerekçe zorunludur.',
  alreadyHeld: 'Bu işçi zaten yasal saklamada.',
  notHeld: 'Bu işçi yasal saklamada değil.',
  anonymised: 'Bu işçinin kişisel verileri anonimleştirildi; yasal saklama konulamaz.',
  workerNotFound: 'İşçi bulunamadı.',
  runBusy: 'Bir imha çalışması sürüyor; bitince tekrar deneyin.',
} as const;

const days = (key: RetentionKey) =>
  v.pipe(
    v.number(KVKK_MESSAGES.range(key)),
    v.integer(KVKK_MESSAGES.range(key)),
    v.minValue(RETENTION_LIMITS[key].min, KVKK_MESSAGES.range(key)),
    v.maxValue(RETENTION_LIMITS[key].max, KVKK_MESSAGES.range(key)),
  );

export const RetentionSettingsSchema = v.object({
  worker_years: days('worker_years'),
  notification_days: days('notification_days'),
  webhook_days: days('webhook_days'),
  signin_days: days('signin_days'),
});
export type RetentionSettingsInput = v.InferOutput<typeof RetentionSettingsSchema>;

export const LegalHoldSchema = v.object({ reason: requiredText(KVKK_MESSAGES.holdReasonRequired, 500) });
export const LegalReleaseSchema = v.object({ reason: requiredText(KVKK_MESSAGES.releaseReasonRequired, 500) });

export interface RetentionSettings extends RetentionSettingsInput {
  updated_at: string | null;
}

/** What one run did, by kind of record. */
export interface RetentionCounts {
  workers: number;
  documents: number;
  notifications: number;
  webhook_deliveries: number;
  sessions: number;
  login_attempts: number;
  api_token_calls: number;
  destruction_log: number;
  /** Workers whose time had passed but are kept by a legal hold. */
  held: number;
  /** Workers the run could not anonymise (each rolled back alone; the next run tries again). */
  failed: number;
}

export interface RetentionRun {
  id: string;
  trigger: 'schedule' | 'manual';
  started_by: string | null;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'done' | 'failed';
  counts: Partial<RetentionCounts>;
  error: string | null;
}

export interface DestructionEntry {
  id: number;
  run_id: string | null;
  record_type: string;
  record_id: string;
  action: 'anonymised' | 'deleted';
  detail: Record<string, unknown> | null;
  at: string;
}

/** GET /kvkk/destructions: the newest runs and destruction rows (the log is kept three years). */
export interface DestructionLogAnswer {
  runs: RetentionRun[];
  entries: DestructionEntry[];
}

/** GET /kvkk/workers/:id: what the worker page shows. */
export interface WorkerRetentionState {
  legal_hold: { reason: string; set_at: string; set_by: string | null } | null;
  anonymised_at: string | null;
}

export const DESTRUCTION_RECORD_LABELS: Record<string, string> = {
  worker: 'İşçi',
  document: 'Belge',
  notification_outbox: 'Bildirim gönderimi',
  notifications: 'Zil bildirimi',
  webhook_deliveries: 'Webhook gönderimi',
  sessions: 'Oturum',
  login_throttle: 'Giriş denemesi',
  api_token_calls: 'API anahtarı çağrısı',
};

/** What an anonymised worker's name becomes, and the label anonymised documents carry. */
export const ANONYMISED_FIRST_NAME = 'Anonim';
export const ANONYMISED_LAST_NAME = 'Kişi';
