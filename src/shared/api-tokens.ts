// API tokens (docs/integration.md): what the create form and the server parse, the list's rows,
// and the Turkish messages both say.
import * as v from 'valibot';
import { isLocalDay, type LocalDay } from './local-day';
import { isPermissionName, type PermissionName } from './permissions';
import { isUuid, requiredText } from './schemas/fields';

/** Every token starts so: recognisable in logs and by secret scanners. */
export const API_TOKEN_PREFIX = 'dpt_';
/** The longest a token may live, in days from today (Europe/Istanbul). */
export const API_TOKEN_MAX_DAYS = 365;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Anahtar adı zorunludur',
  permissionsRequired: 'En az bir yetki seçin.',
  permissionInvalid: 'Geçersiz yetki.',
  warehouseInvalid: 'Geçersiz depo.',
  expiryRequired: 'Son geçerlilik tarihi zorunludur',
  expiryRange: `Son geçerlilik tarihi bugünden sonra ve en fazla ${API_TOKEN_MAX_DAYS} gün sonrası olmalıdır.`,
  permissionNotHeld: 'Sahip olmadığınız bir yetkiyi API anahtarına veremezsiniz.',
  warehouseNotHeld: 'Erişiminiz olmayan bir depoyu API anahtarına veremezsiniz.',
  warehousesNeeded: 'Depo erişiminiz sınırlı: anahtar için depolarınızdan en az birini seçin.',
  notFound: 'API anahtarı bulunamadı.',
  /** A call made with a token to the app's own session calls or to token management. */
  notForTokens: 'Bu işlem API anahtarıyla yapılamaz; uygulamaya giriş yapın.',
  invalid: 'API anahtarı geçersiz, süresi dolmuş veya iptal edilmiş.',
  noWarehouse: 'Bu API anahtarının erişebileceği depo kalmadı.',
  rateLimited: (seconds: number) => `Bu API anahtarıyla çok fazla istek yapıldı. ${seconds} saniye sonra tekrar deneyin.`,
} as const;

export const ApiTokenCreateSchema = v.object({
  name: requiredText(API_TOKEN_MESSAGES.nameRequired),
  permissions: v.pipe(
    v.array(v.custom<PermissionName>((p) => typeof p === 'string' && isPermissionName(p), API_TOKEN_MESSAGES.permissionInvalid)),
    v.minLength(1, API_TOKEN_MESSAGES.permissionsRequired),
    v.maxLength(200, API_TOKEN_MESSAGES.permissionInvalid),
  ),
  warehouse_ids: v.optional(
    v.pipe(v.array(v.custom<string>(isUuid, API_TOKEN_MESSAGES.warehouseInvalid)), v.maxLength(1000, API_TOKEN_MESSAGES.warehouseInvalid)),
    [],
  ),
  /** The last day the token works (Europe/Istanbul), at most API_TOKEN_MAX_DAYS from today. */
  expires_on: v.custom<LocalDay>(isLocalDay, API_TOKEN_MESSAGES.expiryRequired),
});
export type ApiTokenCreateInput = v.InferInput<typeof ApiTokenCreateSchema>;
export type ApiTokenCreateOutput = v.InferOutput<typeof ApiTokenCreateSchema>;

export type ApiTokenState = 'active' | 'expired' | 'revoked';

export const API_TOKEN_STATE_LABELS: Record<ApiTokenState, string> = {
  active: 'Etkin',
  expired: 'Süresi doldu',
  revoked: 'İptal edildi',
};

export interface ApiTokenRow {
  id: string;
  name: string;
  hint: string;
  created_by: { id: string; first_name: string; last_name: string };
  permissions: string[];
  /** Empty: every warehouse of its creator. */
  warehouses: Array<{ id: string; name: string }>;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  state: ApiTokenState;
}

/** The answer to a create: the row and, this once, the token itself. */
export interface ApiTokenCreated {
  token: string;
  row: ApiTokenRow;
}

export interface ApiTokenCall {
  method: string;
  path: string;
  status: number;
  at: string;
}
