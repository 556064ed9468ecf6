// Rows for API suites, written straight into the suite's database so a suite of one area does not
// depend on another area's endpoints. Users with a chosen permission set sign in over HTTP.
import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '@server/auth/password';
import * as s from '@server/db/schema';
import { PERMISSION_NAMES, type PermissionName } from '@shared/permissions';
import type { TestServer } from './api-server';
import { addDays, warehouseToday } from '@shared/local-day';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
/** 11 digits, unique within a run. */
/** The warehouses' day `n` days from today (Europe/Istanbul), as reservations and requests take it. */
export const fromToday = (n: number): string => addDays(warehouseToday(), n);

export function uniqueTcNo(): string {
  return `1${String(Date.now() % 1e7).padStart(7, '0')}${String(seq++ % 1000).padStart(3, '0')}`;
}

export async function createWarehouse(t: TestServer, values: Partial<typeof s.warehouses.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(s.warehouses)
    .values({ name: `Depo ${next()}`, location: 'İstanbul', description: null, ...values })
    .returning();
  return row!;
}

export async function createBrand(t: TestServer, name = `Marka ${next()}`) {
  const [row] = await t.database.db.insert(s.brands).values({ name }).returning();
  return row!;
}

export async function createCategory(t: TestServer, name = `Kategori ${next()}`) {
  const [row] = await t.database.db.insert(s.categories).values({ name }).returning();
  return row!;
}

export async function createEquipment(t: TestServer, values: Partial<typeof s.equipment.$inferInsert> & { warehouse_id: string }) {
  const brandId = values.brand_id ?? (await createBrand(t)).id;
  const categoryId = values.category_id ?? (await createCategory(t)).id;
  const [row] = await t.database.db
    .insert(s.equipment)
    .values({ serial_number: `SN-${next()}`, model: 'XR-500', status: 'available', ...values, brand_id: brandId, category_id: categoryId })
    .returning();
  return row!;
}

export async function createDepartment(t: TestServer, name = `Departman ${next()}`) {
  const [row] = await t.database.db.insert(s.departments).values({ name }).returning();
  return row!;
}

export async function createWorker(t: TestServer, values: Partial<typeof s.workers.$inferInsert> = {}) {
  const departmentId = values.department_id ?? (await createDepartment(t)).id;
  const [row] = await t.database.db
    .insert(s.workers)
    .values({ first_name: 'Ali', last_name: 'Yılmaz', tc_no: uniqueTcNo(), phone: '5321234567', ...values, department_id: departmentId })
    .returning();
  return row!;
}

export async function createRepairer(t: TestServer, values: Partial<typeof s.repairers.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(s.repairers)
    .values({ name: `Tamirci ${next()}`, phone: '2121234567', address: 'Kadıköy, İstanbul', ...values })
    .returning();
  return row!;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A user whose role holds exactly `permissions`, optionally limited to some warehouses,
 * signed in over HTTP.
 */
export async function createUserWithPermissions(
  t: TestServer,
  permissions: readonly PermissionName[],
  options: { warehouseIds?: string[]; firstName?: string; lastName?: string; signature?: string | null } = {},
): Promise<TestUser> {
  const db = t.database.db;
  const [role] = await db
    .insert(s.roles)
    .values({ name: `Rol ${next()}` })
    .returning();
  if (permissions.length > 0) {
    const perms = await db
      .select({ id: s.permissions.id })
      .from(s.permissions)
      .where(inArray(s.permissions.name, [...permissions]));
    await db.insert(s.rolePermissions).values(perms.map((p) => ({ role_id: role!.id, permission_id: p.id })));
  }
  const email = `kullanici-${next()}@depo.local`;
  const password = 'test-sifre-123';
  const [user] = await db
    .insert(s.users)
    .values({
      first_name: options.firstName ?? 'Ayşe',
      last_name: options.lastName ?? 'Demir',
      tc_no: uniqueTcNo(),
      email,
      phone: '5551234567',
      role_id: role!.id,
      password_hash: await hashPassword(password),
      signature: options.signature ?? null,
    })
    .returning();
  if (options.warehouseIds?.length) {
    await db.insert(s.userWarehouses).values(options.warehouseIds.map((w) => ({ user_id: user!.id, warehouse_id: w })));
  }
  const token = await t.login(email, password);
  return { id: user!.id, email, password, token };
}

/**
 * One row of each kind a path id can name, and a user holding every permission: what suites that
 * walk every call of docs/permissions.md attack. `ids` maps a path's first segment to a real id.
 */
export async function oneOfEach(t: TestServer) {
  const warehouse = await createWarehouse(t);
  const equipment = await createEquipment(t, { warehouse_id: warehouse.id });
  const worker = await createWorker(t);
  const repairer = await createRepairer(t);
  const user = await createUserWithPermissions(t, PERMISSION_NAMES);
  const ids: Record<string, string> = {
    warehouses: warehouse.id,
    equipment: equipment.id,
    brands: equipment.brand_id,
    categories: equipment.category_id!,
    workers: worker.id,
    departments: worker.department_id!,
    repairers: repairer.id,
    users: (await createUserWithPermissions(t, [])).id,
  };
  return { warehouse, equipment, worker, repairer, token: user.token, ids };
}

/**
 * Where a delta read of `path` (e.g. '/workers') starts next: the `server_time` the server answers,
 * as a client passes it back. Taken from the server's own clock, so a test needs no pause between
 * it and the writes it expects in the delta.
 */
export async function deltaStart(t: TestServer, path: string): Promise<string> {
  const res = await t.request<{ server_time: string }>('GET', `${path}?since=${new Date(0).toISOString()}`, { token: t.adminToken });
  if (res.status !== 200) throw new Error(`${path}?since= ${res.status}`);
  return res.body.server_time;
}

/** A tiny valid PNG as a data URL (a signature). */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export { randomUUID };
