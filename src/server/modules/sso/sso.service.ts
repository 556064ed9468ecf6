// A sign-in through a provider (docs/integration.md): the button's start, the provider's answer,
// and the one-time code the sign-in page trades for the app's usual session. Every way it ends
// comes back to the sign-in page: `/login#sso=<code>` or `/login?sso_error=<reason>`.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SsoErrorReason } from '@shared/sso';
import { SSO_MESSAGES } from '@shared/sso';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { ssoLogins } from '@server/db/sso-schema';
import { HttpError } from '@server/http/errors';
import type { Logger } from '@server/log';
import { sessionAnswer } from '../auth/auth.service';
import { authorizationRequest, claimsOfAnswer, failureReason, type Claims } from './oidc-client';
import { accountFor, type SsoPerson } from './sso-account';
import { emailDomainAllowed, type SsoProvider } from './sso-config';

/** From the button to the provider's answer. */
const LOGIN_MINUTES = 10;
/** From the answer to the sign-in page's exchange (a redirect and one request). */
const EXCHANGE_MINUTES = 2;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export function errorPage(reason: SsoErrorReason): string {
  return `/login?${new URLSearchParams({ sso_error: reason }).toString()}`;
}

/**
 * Where the button leads: the provider's sign-in, with the key the browser keeps in a cookie (the
 * answer counts only in the browser that pressed the button: no one can finish a sign-in of theirs
 * in someone else's browser); or back with the reason when the provider is not reachable.
 */
export async function startSignIn(
  db: Db,
  provider: SsoProvider,
  redirectUri: string,
  returnTo: string | undefined,
  logger: Logger,
): Promise<{ location: string; browserKey?: string }> {
  let request;
  try {
    request = await authorizationRequest(provider, redirectUri);
  } catch (error) {
    // Discovery: the provider's metadata could not be read (down, or a wrong issuer address).
    const reason = failureReason(error) === 'unreachable' ? 'unreachable' : 'failed';
    logger.error(`[sso] ${provider.id}: sağlayıcının bilgileri alınamadı`, error);
    await refusalAudit(db, provider.id, reason, null);
    return { location: errorPage(reason) };
  }
  const browserKey = randomBytes(32).toString('base64url');
  await db.delete(ssoLogins).where(lt(ssoLogins.expires_at, sql`now()`));
  await db.insert(ssoLogins).values({
    state: request.state,
    provider: provider.id,
    browser_hash: hashOf(browserKey),
    nonce: request.nonce,
    code_verifier: request.codeVerifier,
    redirect_uri: redirectUri,
    return_to: returnTo ?? null,
    expires_at: new Date(Date.now() + LOGIN_MINUTES * 60_000),
  });
  return { location: request.url.href, browserKey };
}

async function refusalAudit(db: Db, provider: string | null, reason: SsoErrorReason, email: string | null) {
  await audit(db, { userId: null, action: 'refused', entity: 'sso', entityId: null, after: { provider, reason, email } });
}

function personOf(provider: SsoProvider, claims: Claims): SsoPerson | SsoErrorReason {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) return 'no_email';
  if (provider.require_verified_email && claims.email_verified !== true) return 'unverified';
  if (!emailDomainAllowed(provider, email)) return 'domain';
  const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
  const [first = '', ...rest] = (typeof claims.name === 'string' ? claims.name.trim() : '').split(/\s+/);
  const rawGroups = claims[provider.groups_claim];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((g): g is string => typeof g === 'string')
    : typeof rawGroups === 'string'
      ? [rawGroups]
      : [];
  return {
    subject: claims.sub,
    email,
    firstName: given || first || email.slice(0, email.indexOf('@')),
    lastName: family || rest.join(' '),
    groups,
  };
}

/** The provider's answer at the callback: where the browser goes next. */
export async function finishSignIn(
  db: Db,
  providers: readonly SsoProvider[],
  answer: URL,
  browserKey: string | undefined,
  logger: Logger,
): Promise<string> {
  const state = answer.searchParams.get('state');
  // Used once, in the browser that pressed the button: taken out before anything is asked of the
  // provider, so a replayed answer finds nothing.
  const [login] =
    state && browserKey
      ? await db
          .delete(ssoLogins)
          .where(
            and(
              eq(ssoLogins.state, state),
              eq(ssoLogins.browser_hash, hashOf(browserKey)),
              isNull(ssoLogins.user_id),
              gt(ssoLogins.expires_at, sql`now()`),
            ),
          )
          .returning()
      : [];
  if (!login) {
    await refusalAudit(db, null, 'state', null);
    return errorPage('state');
  }
  const provider = providers.find((p) => p.id === login.provider);
  if (!provider) return errorPage('unknown_provider');

  // The answer as the provider sent it to the address it was given (a proxy may have changed the host).
  const current = new URL(login.redirect_uri);
  current.search = answer.search;
  let claims: Claims;
  try {
    claims = await claimsOfAnswer(provider, current, { state: login.state, nonce: login.nonce, codeVerifier: login.code_verifier });
  } catch (error) {
    const reason = failureReason(error);
    if (reason === 'unreachable') logger.error(`[sso] ${provider.id}: sağlayıcıya ulaşılamadı`, error);
    await refusalAudit(db, provider.id, reason, null);
    return errorPage(reason);
  }
  const person = personOf(provider, claims);
  if (typeof person === 'string') {
    await refusalAudit(db, provider.id, person, typeof claims.email === 'string' ? claims.email : null);
    return errorPage(person);
  }
  const account = await accountFor(db, provider, person);
  if ('refused' in account) {
    logger.error(`[sso] ${provider.id}: '${person.email}' için rol yok (default_role / group_roles)`);
    await refusalAudit(db, provider.id, account.refused, person.email);
    return errorPage(account.refused);
  }
  const code = randomBytes(32).toString('base64url');
  await db.insert(ssoLogins).values({
    ...login,
    user_id: account.userId,
    exchange_hash: hashOf(code),
    expires_at: new Date(Date.now() + EXCHANGE_MINUTES * 60_000),
  });
  const query = login.return_to ? `?${new URLSearchParams({ redirect: login.return_to }).toString()}` : '';
  return `/login${query}#sso=${code}`;
}

/** The one-time code for the app's usual session: the same answer as a password sign-in. */
export async function exchangeCode(db: Db, code: string, sessionTtlHours: number) {
  const [login] = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.exchange_hash, hashOf(code)), gt(ssoLogins.expires_at, sql`now()`)))
    .returning({ user_id: ssoLogins.user_id });
  if (!login?.user_id) throw new HttpError(401, SSO_MESSAGES.exchangeExpired);
  return sessionAnswer(db, login.user_id, sessionTtlHours);
}
