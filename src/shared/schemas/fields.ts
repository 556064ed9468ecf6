// Reusable field schemas with the spec's Turkish messages. Forms and the server parse with the same ones.
import * as v from 'valibot';
import { isUuid, UUID } from '../uuid';
import { notDeclaredTooLarge } from '../image-size';

// Any check without a message of its own answers in Turkish too (valibot's default is English).
v.setGlobalMessage('Geçersiz değer.');

/**
 * What no text may carry: NUL and the other control characters except tab and line breaks, and
 * unpaired UTF-16 surrogates (neither can be stored as text in PostgreSQL).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSAFE_TEXT_MESSAGE = 'Metinde kullanılamayan bir karakter var.';
export function hasUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}
const safeText = () => v.check((s: string) => !hasUnsafeText(s), UNSAFE_TEXT_MESSAGE);

export const MAX_NAME = 100;

/** An item's serial number left empty (the equipment form, the stocktake's reads and manual entry). */
export const SERIAL_REQUIRED = 'Seri numarası zorunludur';

/** A new password's limits (users and the profile; the sign-in form says it with a full stop). */
export const PASSWORD_TOO_SHORT = 'Şifre en az 6 karakter olmalıdır';
export const PASSWORD_TOO_LONG = 'Şifre çok uzun.';
export const MAX_TEXT = 2000;

/** A required, trimmed text field: `message` when missing or blank. */
export function requiredText(message: string, max = MAX_NAME) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `En fazla ${max} karakter girilebilir.`), safeText());
}

export function optionalText(max = MAX_TEXT) {
  return v.optional(
    v.nullable(v.pipe(v.string('Geçersiz metin.'), v.trim(), v.maxLength(max, `En fazla ${max} karakter girilebilir.`), safeText())),
  );
}

export { isUuid };

/** A required reference to another row (a select in the form). */
export function requiredId(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.regex(UUID, message));
}

export function optionalId(message = 'Geçersiz kayıt.') {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(v.pipe(v.string(), v.regex(UUID, message))),
      ),
    ),
    null,
  );
}

export const tcNoField = v.pipe(
  v.string('TC Kimlik No zorunludur'),
  v.trim(),
  v.nonEmpty('TC Kimlik No zorunludur'),
  v.regex(/^\d{11}$/, 'Geçerli bir TC Kimlik No giriniz (11 haneli)'),
);

/**
 * An edit form's national id as the editor saw it: a whole id, or the masked one ('•••••••8170',
 * for editors without view_national_id), which keeps the stored id (docs/documents.md).
 */
export const tcNoKeptField = v.pipe(
  v.string('TC Kimlik No zorunludur'),
  v.trim(),
  v.nonEmpty('TC Kimlik No zorunludur'),
  v.regex(/^(\d{11}|•{7}\d{4})$/, 'Geçerli bir TC Kimlik No giriniz (11 haneli)'),
);

export const phoneField = v.pipe(
  v.string('Telefon zorunludur'),
  v.trim(),
  v.nonEmpty('Telefon zorunludur'),
  v.regex(/^\d{10}$/, 'Geçerli bir telefon numarası giriniz (10 haneli)'),
);

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** E-mail as forms take it: trimmed, lower-cased, angle brackets removed. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.toLowerCase(),
    v.transform((s) => s.replace(/[<>]/g, '')),
    v.nonEmpty(requiredMessage),
    v.maxLength(254, invalidMessage),
    v.regex(EMAIL, invalidMessage),
  );
}

/** A signature or other image as a data URL: PNG, JPEG or WebP by its first bytes, under 1 MB. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
export const SIGNATURE_TYPE_MESSAGE = 'İmza PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.';

const IMAGE_MAGIC: Array<[string, (b: number[]) => boolean]> = [
  ['png', (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['webp', (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP'],
];

/** The image's content matches the type its data URL declares (the prefix alone proves nothing). */
export function imageContentMatches(dataUrl: string): boolean {
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=]{4,16})/.exec(dataUrl);
  if (!match) return false;
  const prefix = match[2]!;
  let head: number[];
  try {
    head = [...atob(prefix.slice(0, prefix.length - (prefix.length % 4)))].map((ch) => ch.charCodeAt(0));
  } catch {
    return false;
  }
  return IMAGE_MAGIC.some(([type, test]) => type === match[1] && test(head));
}

const SIGNATURE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export function signatureField(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.maxLength(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, 'İmza en fazla 1 MB olabilir.'),
    v.check((s) => SIGNATURE_DATA_URL.test(s) && imageContentMatches(s), SIGNATURE_TYPE_MESSAGE),
    v.check(notDeclaredTooLarge, 'İmza görüntüsü en fazla 4 megapiksel olabilir.'),
  );
}

/** First message of a failed parse, for the `{ error }` answer and form-level toasts. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Geçersiz istek.';
}
