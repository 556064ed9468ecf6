// The sign-in request of the sign-in page and what its answer means (spec 01 §2/§5/§8, DESIGN.md
// §4). Plain TypeScript, no React: the page is a static document with this script. On success the
// session is stored exactly as the app's session hook stores it (session-store.ts), so the app
// finds a signed-in device when it starts. Only a 401/429 counts against the lock; no answer, a
// timeout or a 5xx says so and changes nothing.
import { SEND_TIMEOUT_MS, isSuccess, isTimeoutError, serverAnswer, timedFetch, type TimedAnswer } from '@shared/timed-fetch';
import { MESSAGES as NETWORK, isGatewayFault } from '@app/lib/network-faults';
import { SIGNED_IN_KEY, storeSession, writeCachedUser, type CachedUser } from '@app/lib/session-store';
import { LOCK_MS, MAX_ATTEMPTS, MESSAGES, type LockoutState } from '../login-lockout';

export type SignInOutcome =
  | { kind: 'signed_in' }
  /** Wrong e-mail or password, attempts left: the notice, and the new count. */
  | { kind: 'failed'; text: string; lockout: LockoutState }
  /** The last attempt was used up (401) or the server says the account is locked (429). */
  | { kind: 'locked'; text: string; lockout: LockoutState }
  /** No answer, a timeout, a 5xx: nothing about the account is known; the form stays as it is. */
  | { kind: 'transient'; text: string }
  /**
   * Any other refusal (a 400 for input the server would not take): its message; a 403 for an
   * e-mail domain that signs in only through a provider names that provider's button.
   */
  | { kind: 'refused'; text: string; ssoProvider?: string };

interface LoginAnswer {
  token: string;
  user: CachedUser;
  permissions?: string[];
}

function messageOf(body: unknown): string {
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : '';
}

/** With the answer stored: the app page opened next draws the shell without waiting for /auth/me (session-store.ts justSignedIn). */
export function markSignedIn(token: string): void {
  try {
    sessionStorage.setItem(SIGNED_IN_KEY, `${Date.now()} ${token}`);
  } catch {
    /* the app page then asks /auth/me first, as on any start */
  }
}

/** What an answer other than 2xx means, given the lock state before the attempt. */
export function outcomeOfRefusal(status: number, body: unknown, before: LockoutState, now = Date.now()): SignInOutcome {
  if (status === 401) {
    const remainingField = (body as { remaining_attempts?: unknown } | null)?.remaining_attempts;
    const remaining = typeof remainingField === 'number' ? remainingField : Math.max(0, MAX_ATTEMPTS - (before.attempts + 1));
    const attempts = MAX_ATTEMPTS - remaining;
    if (attempts >= MAX_ATTEMPTS) return { kind: 'locked', text: MESSAGES.exhausted, lockout: { attempts, lockoutEnd: now + LOCK_MS } };
    return { kind: 'failed', text: messageOf(body) || MESSAGES.failed(remaining), lockout: { attempts, lockoutEnd: null } };
  }
  if (status === 429) {
    const untilField = (body as { locked_until?: unknown } | null)?.locked_until;
    const until = typeof untilField === 'string' ? Date.parse(untilField) : Number.NaN;
    return {
      kind: 'locked',
      text: messageOf(body) || MESSAGES.exhausted,
      lockout: { attempts: Math.max(MAX_ATTEMPTS, before.attempts), lockoutEnd: Number.isFinite(until) ? until : now + LOCK_MS },
    };
  }
  if (status === 0 || status >= 500)
    return { kind: 'transient', text: (isGatewayFault(status) ? '' : messageOf(body)) || NETWORK.unreachable };
  const sso = (body as { sso_provider?: { id?: unknown } } | null)?.sso_provider?.id;
  return { kind: 'refused', text: messageOf(body) || MESSAGES.signInFailed, ...(typeof sso === 'string' ? { ssoProvider: sso } : {}) };
}

/** POSTs a sign-in (password, or single sign-on's one-time code); the outcome as the page shows it. */
export async function sendSignIn(url: string, payload: object, before: LockoutState): Promise<SignInOutcome> {
  let answer: TimedAnswer;
  try {
    answer = await timedFetch(
      url,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        credentials: 'include',
      },
      { deadlineMs: SEND_TIMEOUT_MS },
    );
  } catch (error) {
    return { kind: 'transient', text: isTimeoutError(error) ? NETWORK.timeout : NETWORK.unreachable };
  }
  // A captive portal's page is status 0 (transient): never a wrong password counted towards the lockout.
  const { status, body } = serverAnswer(answer);
  if (!isSuccess(status)) return outcomeOfRefusal(status, body, before);
  const login = body as Partial<LoginAnswer> | null;
  if (!login || typeof login.token !== 'string' || !login.user) return { kind: 'transient', text: NETWORK.unreachable };
  storeSession(login.token, login.permissions);
  writeCachedUser(login.user);
  markSignedIn(login.token);
  return { kind: 'signed_in' };
}

/** Sends the sign-in; on success the session is stored and `signed_in` returned. */
export function signIn(email: string, password: string, before: LockoutState): Promise<SignInOutcome> {
  return sendSignIn('/api/auth/login', { email, password }, before);
}
