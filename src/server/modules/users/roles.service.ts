// Roles and their permission sets. A role that users hold is never deleted (DESIGN.md §2).
import { nameKey } from '@shared/search';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RoleInput } from '@shared/schemas/users';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { permissions, rolePermissions, roles } from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound, pgErrorCode } from '@server/http/errors';
import { compareByKey } from '@shared/collation';
import { warehouseScope } from '@server/http/guard';
import { everyWarehouseSql, queryRows, uuidList } from '@server/db/sql';
import type { RoleRow as RoleAnswer } from '@shared/api-types';
import { assertRoleWithinOwn } from './users.service';

export type RoleRow = RoleAnswer<Date>;

export const ROLE_NAME_TAKEN = 'Bu rol adı zaten kullanılıyor.';
export const ROLE_NOT_FOUND = 'Rol bulunamadı.';
export const PERMISSION_NOT_HELD = 'Sahip olmadığınız yetkileri bir role veremez veya bu yetkileri taşıyan bir rolü değiştiremezsiniz.';
export const ROLE_IN_USE = 'Bu role atanmış kullanıcılar olduğu için rol silinemez.';

/** Every role with its user count and permission ids (the picker's checked boxes), in two queries. */
export async function listRoles(db: Db | Tx, onlyId?: string): Promise<RoleRow[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      created_at: roles.created_at,
      updated_at: roles.updated_at,
      // Spelled out: drizzle drops table qualifiers in single-table selects, which would bind both to users.
      user_count: sql<number>`(select count(*)::int from "users" u where u.role_id = "roles"."id")`,
    })
    .from(roles)
    .where(onlyId ? eq(roles.id, onlyId) : undefined)
    .orderBy(asc(roles.name));
  if (rows.length === 0) return [];
  // Turkish order in code: the database may sort by bytes (C locale, PGlite).
  rows.sort(compareByKey((r) => r.name));
  const links = await db
    .select({ role_id: rolePermissions.role_id, permission_id: rolePermissions.permission_id })
    .from(rolePermissions)
    .where(onlyId ? eq(rolePermissions.role_id, onlyId) : undefined);
  const byRole = new Map<string, Array<{ permissionId: string }>>();
  for (const l of links) {
    let list = byRole.get(l.role_id);
    if (!list) byRole.set(l.role_id, (list = []));
    list.push({ permissionId: l.permission_id });
  }
  return rows.map((r) => {
    const rp = byRole.get(r.id) ?? [];
    return { ...r, user_count: Number(r.user_count), permission_count: rp.length, rolePermissions: rp };
  });
}

async function getRole(db: Db | Tx, id: string): Promise<RoleRow> {
  const [row] = await listRoles(db, id);
  if (!row) throw notFound(ROLE_NOT_FOUND);
  return row;
}

async function assertNameFree(tx: Tx, name: string, exceptId?: string) {
  // Turkish case rules, compared here: the database's collation may not know them.
  const key = nameKey(name);
  const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === key)) throw conflict(ROLE_NAME_TAKEN);
}

/**
 * The permission ids, checked to exist and to be held by the acting user: no one hands out more
 * than they hold (409, not 403: the client ends the session on any 403).
 */
async function checkedPermissionIds(tx: Tx, actor: AuthUser, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((i) => i.toLowerCase()))];
  if (wanted.length === 0) return [];
  const found = await tx.select({ name: permissions.name }).from(permissions).where(inArray(permissions.id, wanted));
  if (found.length !== wanted.length) throw badRequest('Geçersiz yetki.');
  if (found.some((p) => !actor.permissions.includes(p.name))) throw conflict(PERMISSION_NOT_HELD);
  return wanted;
}

export const ROLE_HOLDERS_BEYOND_OWN_WAREHOUSES =
  'Bu rolü yetkili olmadığınız depolara erişimi olan kullanıcılar taşıdığı için rolü değiştiremez veya silemezsiniz.';
export const LAST_FULL_ROLE = 'Tüm yetkilere sahip son rol boşaltılamaz veya silinemez.';

/**
 * Warehouse scope reaches roles through their holders: a user limited to some warehouses changes
 * only roles whose every holder is limited to those warehouses (an empty list reaches all of them).
 */
async function assertHoldersWithinOwnWarehouses(tx: Tx, actor: AuthUser, roleId: string) {
  const scope = warehouseScope(actor);
  if (!scope) return;
  const rows = await queryRows<{ beyond: boolean }>(
    tx,
    sql`select exists (
          select 1 from users u
          where u.role_id = ${roleId}
            and (${everyWarehouseSql(sql`u.id`)}
                 or exists (select 1 from user_warehouses w where w.user_id = u.id
                            and w.warehouse_id not in (${uuidList(scope)})))
        ) as beyond`,
  );
  if (rows[0]?.beyond) throw conflict(ROLE_HOLDERS_BEYOND_OWN_WAREHOUSES);
}

/** The roles that hold every permission there is. */
async function fullRoleIds(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ role_id: string }>(
    tx,
    sql`select role_id from role_permissions group by role_id having count(*) = (select count(*) from permissions)`,
  );
  return rows.map((r) => r.role_id);
}

/** Someone must always be able to hold every permission: the last such role keeps them all. */
async function assertNotLastFullRole(tx: Tx, roleId: string, keepsAll: boolean) {
  if (keepsAll) return;
  const full = await fullRoleIds(tx);
  if (full.length === 1 && full[0] === roleId) throw conflict(LAST_FULL_ROLE);
}

function rethrowUnique(error: unknown): never {
  if (pgErrorCode(error) === '23505') throw conflict(ROLE_NAME_TAKEN);
  throw error;
}

// Role names are compared case-insensitively; a transaction-scoped advisory lock keeps two
// concurrent saves from both passing the check.
const lockRoleNames = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('roles.name'))`);

export async function createRole(db: Db, actor: AuthUser, input: RoleInput) {
  return db
    .transaction(async (tx) => {
      await lockRoleNames(tx);
      await assertNameFree(tx, input.name);
      const permissionIds = await checkedPermissionIds(tx, actor, input.permissionIds);
      const [row] = await tx.insert(roles).values({ name: input.name }).returning({ id: roles.id });
      if (permissionIds.length > 0) {
        await tx.insert(rolePermissions).values(permissionIds.map((p) => ({ role_id: row!.id, permission_id: p })));
      }
      const created = await getRole(tx, row!.id);
      await audit(tx, { userId: actor.id, action: 'create', entity: 'roles', entityId: row!.id, after: created });
      return created;
    })
    .catch(rethrowUnique);
}

export async function updateRole(db: Db, actor: AuthUser, id: string, input: RoleInput) {
  return db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
      if (!locked) throw notFound(ROLE_NOT_FOUND);
      const before = await getRole(tx, id);
      // A role carrying permissions the acting user lacks is out of their reach.
      await assertRoleWithinOwn(tx, actor, id, PERMISSION_NOT_HELD);
      await assertHoldersWithinOwnWarehouses(tx, actor, id);
      await lockRoleNames(tx);
      await assertNameFree(tx, input.name, id);
      const permissionIds = await checkedPermissionIds(tx, actor, input.permissionIds);
      const [total] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from permissions`);
      await assertNotLastFullRole(tx, id, permissionIds.length === Number(total?.n ?? -1));
      await tx.update(roles).set({ name: input.name, updated_at: new Date() }).where(eq(roles.id, id));
      await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, id));
      if (permissionIds.length > 0) {
        await tx.insert(rolePermissions).values(permissionIds.map((p) => ({ role_id: id, permission_id: p })));
      }
      const after = await getRole(tx, id);
      await audit(tx, { userId: actor.id, action: 'update', entity: 'roles', entityId: id, before, after });
      return after;
    })
    .catch(rethrowUnique);
}

export async function deleteRole(db: Db, actor: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    if (!locked) throw notFound(ROLE_NOT_FOUND);
    const before = await getRole(tx, id);
    if (before.user_count > 0) throw conflict(ROLE_IN_USE);
    await assertRoleWithinOwn(tx, actor, id, PERMISSION_NOT_HELD);
    await lockRoleNames(tx);
    await assertNotLastFullRole(tx, id, false);
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, { userId: actor.id, action: 'delete', entity: 'roles', entityId: id, before });
  });
}
