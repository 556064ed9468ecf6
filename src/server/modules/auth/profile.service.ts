// Settings: the signed-in user's own profile, password and signature.
import { NOT_FOUND } from '@shared/not-found';
import { and, eq, ne } from 'drizzle-orm';
import { EMAIL_CHANGE_NEEDS_PASSWORD, type ProfileInput } from '@shared/schemas/auth';
import { hashPassword, verifyPassword } from '@server/auth/password';
import { revokeOtherSessions } from '@server/auth/sessions';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound, pgErrorCode } from '@server/http/errors';
import { publicUser } from './auth.service';

export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kullanılıyor.';
export const WRONG_CURRENT_PASSWORD = 'Mevcut şifre hatalı.';

async function currentUser(db: Db, id: string) {
  const user = await publicUser(db, id);
  if (!user) throw notFound(NOT_FOUND.user);
  return user;
}

/** Profile fields, and with `new_password` a password change that ends every other session. */
export async function updateProfile(db: Db, actor: AuthUser, input: ProfileInput) {
  const [account] = await db.select({ password_hash: users.password_hash, email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!account) throw notFound(NOT_FOUND.user);
  // The sign-in e-mail is a credential too: changing it asks for the current password.
  const emailChanged = input.email !== account.email;
  if (emailChanged && !input.current_password) throw badRequest(EMAIL_CHANGE_NEEDS_PASSWORD);
  if (input.new_password || emailChanged) {
    if (!(await verifyPassword(account.password_hash, input.current_password ?? ''))) throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = input.new_password ? await hashPassword(input.new_password) : null;
  const before = await publicUser(db, actor.id);
  try {
    await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, actor.id)));
      if (clash) throw conflict(EMAIL_TAKEN);
      await tx
        .update(users)
        .set({
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          phone: input.phone,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: new Date(),
        })
        .where(eq(users.id, actor.id));
      if (passwordHash) await revokeOtherSessions(tx, actor.id, actor.sessionId);
      await audit(tx, {
        userId: actor.id,
        action: 'update',
        entity: 'profile',
        entityId: actor.id,
        before: before && { first_name: before.first_name, last_name: before.last_name, email: before.email, phone: before.phone },
        after: {
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email,
          phone: input.phone,
          password_changed: Boolean(passwordHash),
        },
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(EMAIL_TAKEN);
    throw error;
  }
  return currentUser(db, actor.id);
}

export async function setSignature(db: Db, actor: AuthUser, signature: string | null) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ signature, updated_at: new Date() }).where(eq(users.id, actor.id));
    await audit(tx, {
      userId: actor.id,
      action: signature ? 'update' : 'delete',
      entity: 'signature',
      entityId: actor.id,
      after: { signature },
    });
  });
  return currentUser(db, actor.id);
}
