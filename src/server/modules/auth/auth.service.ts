// Sign-in with real throttling: 5 failed attempts lock an e-mail for 15 minutes. The state lives in
// the database, so every API process sees the same count.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle, roles, users } from '../../db/schema';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { createSession, userForToken } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import type { LoginInput } from '../../../shared/schemas/auth';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export function lockedMessage(lockedUntil: string | Date): string {
  const minutes = Math.max(1, Math.ceil((new Date(lockedUntil).getTime() - Date.now()) / 60_000));
  return `Hesabınız kilitli. ${minutes} dakika sonra tekrar deneyin.`;
}

/** The user object sent to the client: never the password hash. */
export async function publicUser(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      tc_no: users.tc_no,
      email: users.email,
      phone: users.phone,
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

export async function login(db: Db, input: LoginInput, sessionTtlHours: number) {
  const [throttle] = await db.select().from(loginThrottle).where(eq(loginThrottle.email, input.email));
  if (throttle?.locked_until && new Date(throttle.locked_until).getTime() > Date.now()) {
    throw new HttpError(429, lockedMessage(throttle.locked_until), { locked_until: throttle.locked_until });
  }

  const [account] = await db.select({ id: users.id, password_hash: users.password_hash }).from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), input.password);

  if (!account || !ok) {
    // One statement, so two processes counting at once never lose an attempt. An expired lock starts over.
    const [state] = await db
      .insert(loginThrottle)
      .values({ email: input.email, failed_count: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.email,
        set: {
          failed_count: sql`case when ${loginThrottle.locked_until} is not null and ${loginThrottle.locked_until} <= now() then 1 else ${loginThrottle.failed_count} + 1 end`,
          locked_until: sql`case when ${loginThrottle.locked_until} is not null and ${loginThrottle.locked_until} <= now() then null else ${loginThrottle.locked_until} end`,
          updated_at: sql`now()`,
        },
      })
      .returning();
    const count = state?.failed_count ?? 1;
    if (count >= MAX_FAILED_ATTEMPTS) {
      const [locked] = await db
        .update(loginThrottle)
        .set({ locked_until: sql`now() + interval '${sql.raw(String(LOCK_MINUTES))} minutes'` })
        .where(eq(loginThrottle.email, input.email))
        .returning();
      throw new HttpError(429, 'Çok fazla başarısız giriş denemesi. Hesabınız 15 dakika süreyle kilitlendi.', {
        locked_until: locked?.locked_until,
        remaining_attempts: 0,
      });
    }
    throw new HttpError(401, `Giriş başarısız. Kalan deneme hakkı: ${MAX_FAILED_ATTEMPTS - count}`, {
      remaining_attempts: MAX_FAILED_ATTEMPTS - count,
    });
  }

  if (throttle) await db.delete(loginThrottle).where(eq(loginThrottle.email, input.email));
  const session = await createSession(db, account.id, sessionTtlHours);
  const auth = await userForToken(db, session.token);
  const user = await publicUser(db, account.id);
  return { token: session.token, expires_at: session.expiresAt, user, permissions: auth?.permissions ?? [] };
}
