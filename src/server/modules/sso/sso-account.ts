// Who a provider's account is in Depo Takip: the user linked to its `sub`, else the user with its
// e-mail (linked now), else a new user with the provider's default role. Groups map to roles at
// every sign-in when the provider has mappings. Audited in the same transaction.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '@server/auth/password';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { roles, users } from '@server/db/schema';
import { ssoIdentities } from '@server/db/sso-schema';
import type { SsoProvider } from './sso-config';

export interface SsoPerson {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

export type AccountOutcome = { userId: string } | { refused: 'no_role' };

/** The role name the groups give, or the default where mappings exist or the user is new. */
export function roleNameFor(provider: SsoProvider, groups: readonly string[], isNew: boolean): string | undefined {
  const mapped = provider.group_roles.find((m) => groups.includes(m.group))?.role;
  if (mapped) return mapped;
  return provider.group_roles.length > 0 || isNew ? provider.default_role : undefined;
}

async function roleIdOf(tx: Tx, name: string | undefined): Promise<string | null | undefined> {
  if (name === undefined) return undefined;
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role ? role.id : null;
}

async function existingUser(tx: Tx, provider: SsoProvider, person: SsoPerson) {
  const [linked] = await tx
    .select({ id: users.id, role_id: users.role_id })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.user_id))
    .where(and(eq(ssoIdentities.provider, provider.id), eq(ssoIdentities.subject, person.subject)));
  if (linked) return { ...linked, linkedNow: false };
  const [byEmail] = await tx.select({ id: users.id, role_id: users.role_id }).from(users).where(eq(users.email, person.email));
  return byEmail ? { ...byEmail, linkedNow: true } : undefined;
}

export async function accountFor(db: Db, provider: SsoProvider, person: SsoPerson): Promise<AccountOutcome> {
  // The unusable password of a user made here: nobody knows it (an administrator may set one).
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx): Promise<AccountOutcome> => {
    const found = await existingUser(tx, provider, person);
    const roleName = roleNameFor(provider, person.groups, !found);
    const roleId = await roleIdOf(tx, roleName);
    if (roleId === null || (!found && !roleId)) return { refused: 'no_role' };

    let userId: string;
    if (found) {
      userId = found.id;
      if (roleId && roleId !== found.role_id) {
        await tx.update(users).set({ role_id: roleId, updated_at: new Date() }).where(eq(users.id, userId));
        await audit(tx, {
          userId,
          action: 'update',
          entity: 'users',
          entityId: userId,
          before: { role_id: found.role_id },
          after: { role_id: roleId, role: roleName, by: `sso:${provider.id}` },
        });
      }
    } else {
      const [made] = await tx
        .insert(users)
        .values({
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          tc_no: '',
          phone: '',
          role_id: roleId,
          password_hash: unusablePassword,
        })
        .returning({ id: users.id });
      if (!made) throw new Error('SSO user not created');
      userId = made.id;
      await audit(tx, {
        userId,
        action: 'create',
        entity: 'users',
        entityId: userId,
        after: {
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          role_id: roleId,
          role: roleName,
          by: `sso:${provider.id}`,
        },
      });
    }
    await tx
      .insert(ssoIdentities)
      .values({ provider: provider.id, subject: person.subject, user_id: userId, last_sign_in_at: new Date() })
      .onConflictDoUpdate({ target: [ssoIdentities.provider, ssoIdentities.subject], set: { last_sign_in_at: sql`now()` } });
    await audit(tx, {
      userId,
      action: 'sign_in',
      entity: 'sso',
      entityId: userId,
      after: {
        provider: provider.id,
        email: person.email,
        groups: person.groups,
        role: roleName ?? null,
        created: !found,
        linked: found?.linkedNow ?? true,
      },
    });
    return { userId };
  });
}
