// Sign-in with real throttling (auth/login-throttle.ts): the attempt is counted before the password
// is checked. The state lives in the database, so every API process sees the same count.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { roles, users } from '@server/db/schema';
import { LOCK_MINUTES, pruneStale, releaseRefused, reserveAttempt, settleSuccess } from '@server/auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '@server/auth/password';
import { createSession, userForToken } from '@server/auth/sessions';
import { HttpError } from '@server/http/errors';
import type { LoginInput } from '@shared/schemas/auth';
import { userContactColumns } from '@server/db/user-columns';
import { SSO_MESSAGES } from '@shared/sso';
import { requiredProviderFor, type SsoProvider } from '../sso/sso-config';

export const ATTEMPTS_EXHAUSTED = 'Çok fazla başarısız giriş denemesi. Hesabınız 15 dakika süreyle kilitlendi.';

export function lockedMessage(lockedUntil: string | Date): string {
  const minutes = Math.max(1, Math.ceil((new Date(lockedUntil).getTime() - Date.now()) / 60_000));
  return `Hesabınız kilitli. ${minutes} dakika sonra tekrar deneyin.`;
}

/** The user object sent to the client: never the password hash. */
export async function publicUser(db: Db, userId: string) {
  const rows = await db
    .select({
      ...userContactColumns,
      role_id: users.role_id,
      role_name: roles.name,
      signature: users.signature,
      created_at: users.created_at,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row) return null;
  const { role_name, ...rest } = row;
  return { ...rest, role: row.role_id ? { id: row.role_id, name: role_name } : null };
}

export async function login(db: Db, input: LoginInput, client: string, sessionTtlHours: number, sso: readonly SsoProvider[] = []) {
  // A domain that signs in only through its provider: no password is checked (nor counted).
  const required = requiredProviderFor(sso, input.email);
  if (required) {
    throw new HttpError(403, SSO_MESSAGES.passwordRefused(required.label), { sso_provider: { id: required.id, label: required.label } });
  }
  const attempt = await reserveAttempt(db, input.email, client);
  if (!attempt.allowed) {
    await releaseRefused(db, input.email, client);
    const until = attempt.lockedUntil ?? new Date(Date.now() + LOCK_MINUTES * 60_000);
    throw new HttpError(429, lockedMessage(until), { locked_until: until.toISOString(), remaining_attempts: 0 });
  }

  const [account] = await db.select({ id: users.id, password_hash: users.password_hash }).from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), input.password);

  if (!account || !ok) {
    await pruneStale(db);
    if (attempt.last) {
      throw new HttpError(429, ATTEMPTS_EXHAUSTED, { locked_until: attempt.lockedUntil?.toISOString(), remaining_attempts: 0 });
    }
    throw new HttpError(401, `Giriş başarısız. Kalan deneme hakkı: ${attempt.remaining}`, { remaining_attempts: attempt.remaining });
  }

  await settleSuccess(db, input.email, client);
  return sessionAnswer(db, account.id, sessionTtlHours);
}

/** A new session and the sign-in answer: by password, or by single sign-on (sso.service.ts). */
export async function sessionAnswer(db: Db, userId: string, sessionTtlHours: number) {
  const session = await createSession(db, userId, sessionTtlHours);
  const auth = await userForToken(db, session.token);
  const user = await publicUser(db, userId);
  return { token: session.token, expires_at: session.expiresAt, user, permissions: auth?.permissions ?? [] };
}
