// System users: create, edit, delete, warehouse access. Lists never carry the password hash or the
// signature; pickers (transfer, repair assignment) get only the fields they show.
import { NOT_FOUND } from '@shared/not-found';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { UserCreateInput, UserUpdateInput } from '@shared/schemas/users';
import { locksInForce, unlockEmail } from '@server/auth/login-throttle';
import { hashPassword } from '@server/auth/password';
import { revokeAllSessions, revokeOtherSessions } from '@server/auth/sessions';
import { audit, recordDeletion } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import {
  brokenEquipment,
  equipment,
  fieldEquipment,
  permissions,
  rolePermissions,
  roles,
  transfers,
  userWarehouses,
  users,
  warehouses,
  workers,
} from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { warehouseScope } from '@server/http/guard';
import { badRequest, conflict, notFound, pgConstraint, pgErrorCode } from '@server/http/errors';
import type { UserListRow, UserRow, UserWarehouse } from '@shared/api-types';
import { sortByKey, sortByName } from '@shared/collation';
import { userContactColumns } from '@server/db/user-columns';
import { spendForWrittenId } from '@server/http/national-id-budget';
import { keptNationalId } from '@server/http/national-id';

export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kullanılıyor.';
export const TC_NO_TAKEN = 'Bu TC Kimlik No zaten kayıtlı.';

const listColumns = {
  ...userContactColumns,
  role_id: users.role_id,
  role_name: roles.name,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

type ListRow = { role_id: string | null; role_name: string | null } & Record<string, unknown>;

function nestRole<T extends ListRow>(row: T) {
  const { role_name, ...rest } = row;
  return { ...rest, role: row.role_id ? { id: row.role_id, name: role_name } : null };
}

/** The user screen's list: every user with the role nested, and the sign-in lock in force if any. */
export async function listUsers(db: Db, since?: string): Promise<UserListRow<Date>[]> {
  const rows = await db
    .select(listColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    // The sign-in lock lives beside the row (login_throttle): a device's delta carries a user whose
    // count or lock changed too, or its 'Kilidi Kaldır' would go stale.
    .where(
      since
        ? or(
            gt(users.updated_at, new Date(since)),
            sql`${users.email} in (select email from login_throttle where updated_at > ${new Date(since).toISOString()}::timestamptz)`,
          )
        : undefined,
    )
    .orderBy(asc(users.first_name), asc(users.last_name));
  const locks = await locksInForce(
    db,
    rows.map((r) => r.email),
  );
  // Turkish order in code: a C-locale PostgreSQL (and PGlite) sorts 'İrem' after 'Zeynep'.
  return sortByKey(rows, (u) => [u.first_name, u.last_name]).map((row) => ({
    ...nestRole(row),
    locked_until: locks.get(row.email) ?? null,
  }));
}

/** Pickers for holders without view_users: who the person is, nothing more (never the national id). */
export async function listUsersForPicker(db: Db, since?: string) {
  const { tc_no: _nationalId, ...pickerColumns } = userContactColumns;
  const rows = await db
    .select(pickerColumns)
    .from(users)
    .where(since ? gt(users.updated_at, new Date(since)) : undefined)
    .orderBy(asc(users.first_name), asc(users.last_name));
  return sortByKey(rows, (u) => [u.first_name, u.last_name]);
}

export async function getUser(db: Db | Tx, id: string): Promise<UserRow<Date>> {
  const rows = await db.select(listColumns).from(users).leftJoin(roles, eq(roles.id, users.role_id)).where(eq(users.id, id));
  const row = rows[0];
  if (!row) throw notFound(NOT_FOUND.user);
  return nestRole(row);
}

/** E-mail and national id are unique: a specific message before the constraint would answer. */
export async function assertUniqueIdentity(db: Db | Tx, values: { email?: string; tc_no?: string }, exceptId?: string) {
  const conditions = [];
  if (values.email) conditions.push(eq(users.email, values.email));
  if (values.tc_no) conditions.push(eq(users.tc_no, values.tc_no));
  if (conditions.length === 0) return;
  const clash = await db
    .select({ email: users.email, tc_no: users.tc_no })
    .from(users)
    .where(and(or(...conditions), exceptId ? ne(users.id, exceptId) : undefined));
  if (values.email && clash.some((u) => u.email === values.email)) throw conflict(EMAIL_TAKEN);
  if (values.tc_no && clash.some((u) => u.tc_no === values.tc_no)) throw conflict(TC_NO_TAKEN);
}

async function assertRoleExists(db: Db | Tx, roleId: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw badRequest('Seçilen rol bulunamadı.');
}

export const ROLE_EXCEEDS_OWN = 'Sahip olmadığınız yetkileri içeren bir role sahip kullanıcıları yönetemezsiniz.';

/**
 * No one hands out more than they hold: a role given, or the role of a user edited or deleted,
 * may carry only permissions the acting user has (otherwise a holder of edit_user could reset an
 * administrator's password). Answered 409 with `message`, not 403: the client ends the session on any 403.
 */
export async function assertRoleWithinOwn(db: Db | Tx, actor: AuthUser, roleId: string | null, message = ROLE_EXCEEDS_OWN) {
  if (!roleId) return;
  const held = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(rolePermissions.role_id, roleId));
  if (held.some((p) => !actor.permissions.includes(p.name))) throw conflict(message);
}

export const USER_BEYOND_OWN_WAREHOUSES = 'Yetkili olmadığınız depolara erişimi olan kullanıcıları yönetemezsiniz.';
export const WAREHOUSES_BEYOND_OWN = 'Yalnızca yetkili olduğunuz depolara erişim verebilirsiniz.';

/**
 * The same rule for warehouses: a user limited to some warehouses manages only users limited to
 * those (an empty list reaches every warehouse), so resetting the password of a wider user, or
 * widening anyone's list, cannot lift the limit. 409 for the same reason as above.
 */
async function assertUserWithinOwnWarehouses(db: Db | Tx, actor: AuthUser, userId: string) {
  const scope = warehouseScope(actor);
  if (!scope) return;
  const list = await db.select({ id: userWarehouses.warehouse_id }).from(userWarehouses).where(eq(userWarehouses.user_id, userId));
  if (list.length === 0 || list.some((w) => !scope.includes(w.id))) throw conflict(USER_BEYOND_OWN_WAREHOUSES);
}

/** The unique constraints back the checks up when two requests race. */
function rethrowUnique(error: unknown): never {
  if (pgErrorCode(error) === '23505') {
    const constraint = pgConstraint(error) ?? '';
    if (constraint.includes('email')) throw conflict(EMAIL_TAKEN);
    if (constraint.includes('tc_no')) throw conflict(TC_NO_TAKEN);
  }
  throw error;
}

export async function createUser(db: Db, actor: AuthUser, input: UserCreateInput): Promise<UserRow<Date>> {
  const passwordHash = await hashPassword(input.password);
  await spendForWrittenId(db, actor, input.tc_no);
  return db
    .transaction(async (tx) => {
      await assertUniqueIdentity(tx, input);
      await assertRoleExists(tx, input.role_id);
      await assertRoleWithinOwn(tx, actor, input.role_id);
      const [row] = await tx
        .insert(users)
        .values({
          first_name: input.first_name,
          last_name: input.last_name,
          tc_no: input.tc_no,
          email: input.email,
          phone: input.phone,
          role_id: input.role_id,
          password_hash: passwordHash,
        })
        .returning({ id: users.id });
      // A limited user's new users are limited to the same warehouses (an empty list is all).
      const scope = warehouseScope(actor);
      if (scope) await tx.insert(userWarehouses).values(scope.map((w) => ({ user_id: row!.id, warehouse_id: w })));
      const created = await getUser(tx, row!.id);
      await audit(tx, { userId: actor.id, action: 'create', entity: 'users', entityId: row!.id, after: created });
      return created;
    })
    .catch(rethrowUnique);
}

export async function updateUser(db: Db, actor: AuthUser, id: string, input: UserUpdateInput): Promise<UserRow<Date>> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await spendForWrittenId(db, actor, input.tc_no);
  return db
    .transaction(async (tx) => {
      const before = await getUser(tx, id);
      const tcNo = keptNationalId(input.tc_no, before.tc_no);
      await assertUniqueIdentity(tx, { ...input, tc_no: tcNo }, id);
      await assertRoleExists(tx, input.role_id);
      await assertRoleWithinOwn(tx, actor, before.role_id);
      await assertRoleWithinOwn(tx, actor, input.role_id);
      await assertUserWithinOwnWarehouses(tx, actor, id);
      await tx
        .update(users)
        .set({
          first_name: input.first_name,
          last_name: input.last_name,
          tc_no: tcNo,
          email: input.email,
          phone: input.phone,
          role_id: input.role_id,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: new Date(),
        })
        .where(eq(users.id, id));
      // A password reset ends the user's sessions (the editor's own current one stays).
      if (passwordHash) {
        if (id === actor.id) await revokeOtherSessions(tx, id, actor.sessionId);
        else await revokeAllSessions(tx, id);
      }
      const after = await getUser(tx, id);
      await audit(tx, {
        userId: actor.id,
        action: 'update',
        entity: 'users',
        entityId: id,
        before,
        after: { ...after, password_changed: Boolean(passwordHash) },
      });
      return after;
    })
    .catch(rethrowUnique);
}

/** Which kinds of history name the user; empty when none does. */
async function userReferences(tx: Tx, id: string): Promise<string[]> {
  const [row] = await tx
    .select({
      equipment: sql<boolean>`exists (select 1 from ${equipment} where ${equipment.created_by} = ${id})`,
      workers: sql<boolean>`exists (select 1 from ${workers} where ${workers.created_by} = ${id})`,
      field: sql<boolean>`exists (select 1 from ${fieldEquipment} where ${fieldEquipment.issued_by} = ${id} or ${fieldEquipment.returned_by} = ${id})`,
      broken: sql<boolean>`exists (select 1 from ${brokenEquipment} where ${brokenEquipment.reported_by} = ${id} or ${brokenEquipment.assigned_to} = ${id} or ${brokenEquipment.assigned_by} = ${id} or ${brokenEquipment.repair_cost_updated_by} = ${id} or ${brokenEquipment.invoice_uploaded_by} = ${id})`,
      transfers: sql<boolean>`exists (select 1 from ${transfers} where ${transfers.issuer_id} = ${id} or ${transfers.assigned_to} = ${id} or ${transfers.receiver_id} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  const kinds: string[] = [];
  if (!row) return kinds;
  if (row.equipment) kinds.push('ekipman');
  if (row.workers) kinds.push('işçi');
  if (row.field) kinds.push('teslim');
  if (row.broken) kinds.push('arıza');
  if (row.transfers) kinds.push('transfer');
  return kinds;
}

export async function deleteUser(db: Db, actor: AuthUser, id: string) {
  if (id === actor.id) throw conflict('Kendi hesabınızı silemezsiniz.');
  await db.transaction(async (tx) => {
    const before = await getUser(tx, id);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    await assertRoleWithinOwn(tx, actor, before.role_id);
    await assertUserWithinOwnWarehouses(tx, actor, id);
    const kinds = await userReferences(tx, id);
    if (kinds.length > 0) {
      throw conflict(`Bu kullanıcı ${kinds.join(', ')} kayıtlarında geçtiği için silinemez.`);
    }
    await tx.delete(users).where(eq(users.id, id));
    await recordDeletion(tx, 'users', id);
    await audit(tx, { userId: actor.id, action: 'delete', entity: 'users', entityId: id, before });
  });
}

/** 'Kilidi Kaldır': lifts the sign-in lock of a user the actor may edit (every address). */
export async function unlockUser(db: Db, actor: AuthUser, id: string) {
  const user = await getUser(db, id);
  await assertRoleWithinOwn(db, actor, user.role_id);
  await assertUserWithinOwnWarehouses(db, actor, id);
  await db.transaction(async (tx) => {
    if (await unlockEmail(tx, String(user.email))) {
      await audit(tx, { userId: actor.id, action: 'update', entity: 'login_lock', entityId: id, after: { unlocked: true } });
      // The lock's row is gone: the user's own change time carries the lifting to devices' deltas.
      await tx.update(users).set({ updated_at: new Date() }).where(eq(users.id, id));
    }
  });
  return { ok: true, locked_until: null };
}

export async function userWarehouseList(db: Db, id: string): Promise<UserWarehouse[]> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!exists) throw notFound(NOT_FOUND.user);
  const rows = await db
    .select({ id: warehouses.id, name: warehouses.name, location: warehouses.location })
    .from(userWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, userWarehouses.warehouse_id))
    .where(eq(userWarehouses.user_id, id))
    .orderBy(asc(warehouses.name));
  return sortByName(rows);
}

/** Replaces the user's warehouse list; an empty list means every warehouse. */
export async function setUserWarehouses(db: Db, actor: AuthUser, id: string, warehouseIds: readonly string[]) {
  const wanted = [...new Set(warehouseIds.map((w) => w.toLowerCase()))];
  await db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: users.id, role_id: users.role_id }).from(users).where(eq(users.id, id)).for('update');
    if (!exists) throw notFound(NOT_FOUND.user);
    await assertRoleWithinOwn(tx, actor, exists.role_id);
    await assertUserWithinOwnWarehouses(tx, actor, id);
    const scope = warehouseScope(actor);
    if (scope && (wanted.length === 0 || wanted.some((w) => !scope.includes(w)))) throw conflict(WAREHOUSES_BEYOND_OWN);
    if (wanted.length > 0) {
      const found = await tx.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, wanted));
      if (found.length !== wanted.length) throw badRequest('Seçilen depolardan biri bulunamadı.');
    }
    const before = await tx.select({ id: userWarehouses.warehouse_id }).from(userWarehouses).where(eq(userWarehouses.user_id, id));
    await tx.delete(userWarehouses).where(eq(userWarehouses.user_id, id));
    if (wanted.length > 0) await tx.insert(userWarehouses).values(wanted.map((w) => ({ user_id: id, warehouse_id: w })));
    await tx.update(users).set({ updated_at: new Date() }).where(eq(users.id, id));
    await audit(tx, {
      userId: actor.id,
      action: 'update',
      entity: 'user_warehouses',
      entityId: id,
      before: { warehouseIds: before.map((b) => b.id) },
      after: { warehouseIds: wanted },
    });
  });
  return userWarehouseList(db, id);
}
