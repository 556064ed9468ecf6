// Roles and warehouse scope: a user limited to some warehouses changes only roles whose every holder
// is limited to those warehouses; the last role holding every permission keeps them all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { PERMISSION_NAMES } from '@shared/permissions';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
let allPermissionIds: string[];
let warehouseA: string;
let warehouseB: string;

interface Role {
  id: string;
  name: string;
  rolePermissions: Array<{ permissionId: string }>;
}

beforeAll(async () => {
  t = await startTestServer();
  const perms = await t.request<Array<{ id: string }>>('GET', '/permissions', { token: t.adminToken });
  allPermissionIds = perms.body.map((p) => p.id);
  warehouseA = (await fx.createWarehouse(t)).id;
  warehouseB = (await fx.createWarehouse(t)).id;
});
afterAll(async () => {
  await t?.close();
});

async function roleOf(userId: string): Promise<Role> {
  const [row] = await queryRows<{ role_id: string }>(t.database.db, sql`select role_id from users where id = ${userId}`);
  const roles = await t.request<Role[]>('GET', '/roles', { token: t.adminToken });
  return roles.body.find((r) => r.id === row!.role_id)!;
}

const permissionIdsOf = (role: Role) => role.rolePermissions.map((p) => p.permissionId);

describe('roles within warehouse scope', () => {
  it("refuses a limited user editing the administrator role 'Yönetici' or a role an unlimited user holds", async () => {
    const limited = await fx.createUserWithPermissions(t, PERMISSION_NAMES, { warehouseIds: [warehouseA] });
    const roles = await t.request<Role[]>('GET', '/roles', { token: t.adminToken });
    const admin = roles.body.find((r) => r.name === 'Yönetici')!;
    const emptied = await t.request<{ error: string }>('PUT', `/roles/${admin.id}`, {
      token: limited.token,
      body: { name: admin.name, permissionIds: [] },
    });
    expect(emptied.status).toBe(409);
    expect(emptied.body.error).toBe(
      'Bu rolü yetkili olmadığınız depolara erişimi olan kullanıcılar taşıdığı için rolü değiştiremez veya silemezsiniz.',
    );

    const unlimited = await fx.createUserWithPermissions(t, ['view_users']);
    const role = await roleOf(unlimited.id);
    const res = await t.request<{ error: string }>('PUT', `/roles/${role.id}`, {
      token: limited.token,
      body: { name: role.name, permissionIds: [] },
    });
    expect(res.status).toBe(409);
    // Held also by someone of warehouse B: still beyond warehouse A.
    const inB = await fx.createUserWithPermissions(t, ['view_users'], { warehouseIds: [warehouseB] });
    const roleB = await roleOf(inB.id);
    expect(
      (await t.request('PUT', `/roles/${roleB.id}`, { token: limited.token, body: { name: roleB.name, permissionIds: [] } })).status,
    ).toBe(409);
    expect(permissionIdsOf(await roleOf(unlimited.id))).toHaveLength(1);
  });

  it('lets a limited user edit and delete roles whose holders are all within its warehouses', async () => {
    const limited = await fx.createUserWithPermissions(t, PERMISSION_NAMES, { warehouseIds: [warehouseA, warehouseB] });
    const holder = await fx.createUserWithPermissions(t, ['view_users'], { warehouseIds: [warehouseA] });
    const role = await roleOf(holder.id);
    const edited = await t.request<Role>('PUT', `/roles/${role.id}`, {
      token: limited.token,
      body: { name: `${role.name} 2`, permissionIds: [] },
    });
    expect(edited.status).toBe(200);
    const unheld = await t.request<Role>('POST', '/roles', { token: limited.token, body: { name: 'Geçici rol', permissionIds: [] } });
    expect((await t.request('DELETE', `/roles/${unheld.body.id}`, { token: limited.token })).status).toBe(200);
  });
});

describe('the last role holding every permission', () => {
  it('can never be emptied or deleted', async () => {
    // Only 'Yönetici' holds every permission (other suites' helpers may have made more: take them back).
    const roles = await t.request<Role[]>('GET', '/roles', { token: t.adminToken });
    const admin = roles.body.find((r) => r.name === 'Yönetici')!;
    await t.database.db.execute(sql`delete from role_permissions where role_id <> ${admin.id}`);

    const reduced = await t.request<{ error: string }>('PUT', `/roles/${admin.id}`, {
      token: t.adminToken,
      body: { name: admin.name, permissionIds: allPermissionIds.slice(1) },
    });
    expect(reduced.status).toBe(409);
    expect(reduced.body.error).toBe('Tüm yetkilere sahip son rol boşaltılamaz veya silinemez.');

    // Another full role may lose permissions while 'Yönetici' keeps them all. (Deleting the last full
    // role cannot be reached: whoever may delete it holds every permission through another one.)
    const second = await t.request<Role>('POST', '/roles', {
      token: t.adminToken,
      body: { name: 'Yedek Yönetici', permissionIds: allPermissionIds },
    });
    expect(second.status).toBe(201);
    const lessened = await t.request('PUT', `/roles/${second.body.id}`, {
      token: t.adminToken,
      body: { name: 'Yedek Yönetici', permissionIds: [] },
    });
    expect(lessened.status).toBe(200);
    expect((await t.request('DELETE', `/roles/${second.body.id}`, { token: t.adminToken })).status).toBe(200);
    expect(
      permissionIdsOf((await t.request<Role[]>('GET', '/roles', { token: t.adminToken })).body.find((r) => r.id === admin.id)!),
    ).toHaveLength(allPermissionIds.length);
  });
});
