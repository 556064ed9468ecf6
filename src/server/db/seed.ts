// Start-up seeding: the permissions of spec §6 and later additions (kept in step with src/shared/permissions.ts)
// and, on first start, an administrator whose role holds every permission. Every start runs it
// through `Database.startUp`, so processes started together seed one after the other.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PERMISSION_CATEGORIES, PERMISSION_DEFINITIONS } from '@shared/permissions';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { permissions, rolePermissions, roles, users } from './schema';

export const ADMIN_ROLE_NAME = 'Yönetici';

export async function seedPermissions(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSION_DEFINITIONS.map((p) => ({ name: p.name, category: PERMISSION_CATEGORIES[p.category], description: p.description })))
    .onConflictDoUpdate({
      target: permissions.name,
      set: { category: sql`excluded.category`, description: sql`excluded.description` },
    });
}

export interface AdminResult {
  created: boolean;
  email: string;
  /** Only when the password was generated on this start. */
  generatedPassword?: string;
}

/** What every start runs once the schema is migrated: the permissions, then the administrator on first start. */
export async function seedStartUp(db: Db, admin: { email?: string; password?: string }): Promise<AdminResult> {
  await seedPermissions(db);
  return ensureAdmin(db, admin);
}

export async function ensureAdmin(db: Db, options: { email?: string; password?: string }): Promise<AdminResult> {
  const email = (options.email ?? 'admin@depo.local').trim().toLowerCase();
  return db.transaction(async (tx) => {
    // The administrator role always holds every permission, including ones added by later versions.
    let [role] = await tx.select().from(roles).where(eq(roles.name, ADMIN_ROLE_NAME));
    if (!role) [role] = await tx.insert(roles).values({ name: ADMIN_ROLE_NAME }).returning();
    if (!role) throw new Error('Yönetici rolü oluşturulamadı.');
    await tx.execute(sql`
      insert into ${rolePermissions} (role_id, permission_id)
      select ${role.id}, ${permissions.id} from ${permissions}
      on conflict do nothing`);

    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return { created: false, email };

    const generated = options.password ? undefined : randomBytes(9).toString('base64url');
    await tx.insert(users).values({
      first_name: 'Sistem',
      last_name: 'Yöneticisi',
      tc_no: '10000000146',
      email,
      phone: '5000000000',
      role_id: role.id,
      password_hash: await hashPassword(options.password ?? generated ?? ''),
    });
    return { created: true, email, generatedPassword: generated };
  });
}
