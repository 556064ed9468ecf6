// Single sign-on with OpenID Connect (docs/integration.md): what the sign-in page lists, the
// reasons a sign-in through a provider ends on the sign-in page, and the Turkish messages both say.
import * as v from 'valibot';

/** One button on the sign-in page: the provider's id and its label, nothing else. */
export interface SsoButton {
  id: string;
  label: string;
}

/** Why a sign-in through a provider came back to the sign-in page (`/login?sso_error=<reason>`). */
export const SSO_ERRORS = {
  /** Transient: the provider did not answer, timed out or failed (5xx). Nothing was refused. */
  unreachable: 'Kimlik sağlayıcıya şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  /** The answer's state is unknown, used or expired (a tampered or replayed answer). */
  state: 'Giriş isteği geçersiz veya süresi dolmuş. Lütfen giriş düğmesine yeniden basın.',
  unverified: 'Kimlik sağlayıcı e-posta adresinizin doğrulandığını bildirmedi; giriş yapılamadı.',
  domain: 'Bu e-posta adresiyle bu yöntemle giriş yapılamaz. Şirket hesabınızla deneyin.',
  no_email: 'Kimlik sağlayıcı e-posta adresinizi göndermedi; giriş yapılamadı.',
  no_role: 'Hesabınız için bir rol tanımlanmamış. Lütfen yöneticinize başvurun.',
  denied: 'Giriş kimlik sağlayıcıda iptal edildi veya reddedildi.',
  unknown_provider: 'Bu giriş yöntemi artık tanımlı değil.',
  failed: 'Tek oturum açma tamamlanamadı. Lütfen yeniden deneyin.',
} as const;

export type SsoErrorReason = keyof typeof SSO_ERRORS;

export function isSsoErrorReason(value: unknown): value is SsoErrorReason {
  return typeof value === 'string' && Object.hasOwn(SSO_ERRORS, value);
}

export const SSO_MESSAGES = {
  /** The one-time code the callback handed to the sign-in page is unknown, used or expired. */
  exchangeExpired: 'Giriş bağlantısının süresi doldu. Lütfen yeniden giriş yapın.',
  /** Password sign-in for an e-mail domain that must sign in through a provider. */
  passwordRefused: (label: string) => `Bu e-posta alan adı için şifreyle giriş kapalıdır. Lütfen '${label}' düğmesini kullanın.`,
} as const;

/** The sign-in page hands the callback's one-time code over for the app's usual session. */
export const SsoExchangeSchema = v.object({
  code: v.pipe(v.string(SSO_MESSAGES.exchangeExpired), v.regex(/^[A-Za-z0-9_-]{20,100}$/, SSO_MESSAGES.exchangeExpired)),
});
