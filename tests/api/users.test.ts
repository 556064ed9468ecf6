import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { foldTurkish, searchRows } from '@shared/search';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse, deltaStart, randomUUID, uniqueTcNo } from '../helpers/fixtures';

let t: TestServer;
let roleId: string;
beforeAll(async () => {
  t = await startTestServer();
  const [role] = await t.database.db.insert(s.roles).values({ name: 'Depocu' }).returning();
  roleId = role!.id;
});
afterAll(async () => {
  await t?.close();
});

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  tc_no: string;
  phone: string;
  role: { id: string; name: string } | null;
  created_at: string;
}

let counter = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    first_name: 'Işık',
    last_name: 'Çelik',
    tc_no: uniqueTcNo(),
    email: `kisi${counter}-${Date.now()}@depo.local`,
    phone: '5321112233',
    role_id: roleId,
    password: 'gizli-sifre',
    ...overrides,
  };
}

describe('users', () => {
  it('creates a user, lists it with the role nested and never the hash or signature', async () => {
    const body = newUser({ email: '  YENI@Depo.Local ' });
    const res = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe('yeni@depo.local');
    expect(res.body.role).toEqual({ id: roleId, name: 'Depocu' });
    const list = await t.request<UserRow[]>('GET', '/users', { token: t.adminToken });
    expect(list.status).toBe(200);
    const row = list.body.find((u) => u.id === res.body.id);
    expect(row?.role?.name).toBe('Depocu');
    expect(JSON.stringify(list.body)).not.toMatch(/password_hash|argon2|signature/);
    // The new user can sign in with the password given.
    await expect(t.login('yeni@depo.local', 'gizli-sifre')).resolves.toBeTruthy();
  });

  it('validates with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, 'Ad zorunludur'],
      [{ last_name: ' ' }, 'Soyad zorunludur'],
      [{ tc_no: '' }, 'TC Kimlik No zorunludur'],
      [{ tc_no: '123' }, 'Geçerli bir TC Kimlik No giriniz (11 haneli)'],
      [{ email: '' }, 'E-posta zorunludur'],
      [{ email: 'x@y' }, 'Geçerli bir e-posta adresi giriniz'],
      [{ phone: '' }, 'Telefon zorunludur'],
      [{ phone: '05321112233' }, 'Geçerli bir telefon numarası giriniz (10 haneli)'],
      [{ role_id: '' }, 'Rol seçimi zorunludur'],
      [{ password: '' }, 'Şifre zorunludur'],
      [{ password: '12345' }, 'Şifre en az 6 karakter olmalıdır'],
    ];
    for (const [patch, message] of cases) {
      const res = await t.request<{ error: string }>('POST', '/users', { token: t.adminToken, body: newUser(patch) });
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
  });

  it('answers 409 for a taken e-mail or national id, on create and edit', async () => {
    const first = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser() });
    const email = await t.request<{ error: string }>('POST', '/users', { token: t.adminToken, body: newUser({ email: first.body.email }) });
    expect([email.status, email.body.error]).toEqual([409, 'Bu e-posta adresi zaten kullanılıyor.']);
    const tc = await t.request<{ error: string }>('POST', '/users', { token: t.adminToken, body: newUser({ tc_no: first.body.tc_no }) });
    expect([tc.status, tc.body.error]).toEqual([409, 'Bu TC Kimlik No zaten kayıtlı.']);
    const second = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser() });
    const edit = await t.request<{ error: string }>('PUT', `/users/${second.body.id}`, {
      token: t.adminToken,
      body: { ...newUser({ tc_no: second.body.tc_no, email: first.body.email }), password: '' },
    });
    expect([edit.status, edit.body.error]).toEqual([409, 'Bu e-posta adresi zaten kullanılıyor.']);
  });

  it("edits without a password keeping the old one; a new password ends that user's sessions", async () => {
    const body = newUser();
    const created = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body });
    const token = await t.login(body.email, body.password);
    const edit = await t.request<UserRow>('PUT', `/users/${created.body.id}`, {
      token: t.adminToken,
      body: { ...body, first_name: 'Ömer', password: '' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.first_name).toBe('Ömer');
    await expect(t.login(body.email, body.password)).resolves.toBeTruthy();
    expect((await t.request('GET', '/auth/me', { token })).status).toBe(200);
    const reset = await t.request('PUT', `/users/${created.body.id}`, { token: t.adminToken, body: { ...body, password: 'yeni-sifre-1' } });
    expect(reset.status).toBe(200);
    expect((await t.request('GET', '/auth/me', { token })).status).toBe(401);
    await expect(t.login(body.email, 'yeni-sifre-1')).resolves.toBeTruthy();
  });

  it('refuses deleting oneself and a user named by records; deletes an unreferenced one', async () => {
    const admin = await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken });
    const self = await t.request<{ error: string }>('DELETE', `/users/${admin.body.id}`, { token: t.adminToken });
    expect([self.status, self.body.error]).toEqual([409, 'Kendi hesabınızı silemezsiniz.']);

    const referenced = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser() });
    const wh = await createWarehouse(t);
    await createEquipment(t, { warehouse_id: wh.id, created_by: referenced.body.id });
    const refused = await t.request<{ error: string }>('DELETE', `/users/${referenced.body.id}`, { token: t.adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Bu kullanıcı ekipman kayıtlarında geçtiği için silinemez.');

    const free = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser() });
    const del = await t.request('DELETE', `/users/${free.body.id}`, { token: t.adminToken });
    expect(del.status).toBe(200);
    const gone = await t.request('DELETE', `/users/${free.body.id}`, { token: t.adminToken });
    expect(gone.status).toBe(404);
    const bad = await t.request('DELETE', '/users/not-a-uuid', { token: t.adminToken });
    expect(bad.status).toBe(404);
  });

  it('gives picker callers only the picker fields, and refuses others with 403', async () => {
    const picker = await createUserWithPermissions(t, ['create_transfer']);
    const res = await t.request<Array<Record<string, unknown>>>('GET', '/users', { token: picker.token });
    expect(res.status).toBe(200);
    // Never the national id in a picker (docs/documents.md).
    expect(Object.keys(res.body[0]!).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'phone']);
    for (const p of ['resolve_malfunction', 'view_transfers', 'view_malfunctions'] as const) {
      const u = await createUserWithPermissions(t, [p]);
      expect((await t.request('GET', '/users', { token: u.token })).status).toBe(200);
    }
    const none = await createUserWithPermissions(t, ['view_workers']);
    const denied = await t.request<{ error: string }>('GET', '/users', { token: none.token });
    expect([denied.status, denied.body.error]).toEqual([403, 'Bu işlem için yetkiniz bulunmamaktadır.']);
  });

  it('supports ?since= delta sync with deletions', async () => {
    const since = await deltaStart(t, '/users');
    const created = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser({ first_name: 'Delta' }) });
    const removed = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser() });
    await t.request('DELETE', `/users/${removed.body.id}`, { token: t.adminToken });
    const delta = await t.request<{ items: UserRow[]; deleted: string[]; server_time: string }>('GET', `/users?since=${since}`, {
      token: t.adminToken,
    });
    expect(delta.body.items.map((u) => u.id)).toContain(created.body.id);
    expect(delta.body.items.map((u) => u.id)).not.toContain(removed.body.id);
    expect(delta.body.deleted).toContain(removed.body.id);
    expect(Date.parse(delta.body.server_time)).not.toBeNaN();
    expect((await t.request('GET', '/users?since=dun', { token: t.adminToken })).status).toBe(400);
  });

  it('search over the list is Turkish-aware', async () => {
    await t.request('POST', '/users', { token: t.adminToken, body: newUser({ first_name: 'IŞIK', last_name: 'İstanbullu' }) });
    const list = await t.request<UserRow[]>('GET', '/users', { token: t.adminToken });
    const hits = searchRows(list.body, 'ışık', (u) => [u.first_name, u.last_name, u.email, u.tc_no]);
    expect(hits.some((u) => u.first_name === 'IŞIK')).toBe(true);
    expect(searchRows(list.body, 'istanbul', (u) => [u.last_name]).some((u) => u.last_name === 'İstanbullu')).toBe(true);
    expect(foldTurkish('IŞIK')).toBe(foldTurkish('ışık'));
  });

  it('reads and replaces the authorized warehouses', async () => {
    const created = await t.request<UserRow>('POST', '/users', { token: t.adminToken, body: newUser() });
    const a = await createWarehouse(t, { name: 'Ankara Depo' });
    const b = await createWarehouse(t, { name: 'Bursa Depo' });
    const empty = await t.request<unknown[]>('GET', `/users/${created.body.id}/warehouses`, { token: t.adminToken });
    expect(empty.body).toEqual([]);
    const put = await t.request<Array<{ id: string }>>('PUT', `/users/${created.body.id}/warehouses`, {
      token: t.adminToken,
      body: { warehouseIds: [a.id, b.id, a.id] },
    });
    expect(put.status).toBe(200);
    expect(put.body.map((w) => w.id).sort()).toEqual([a.id, b.id].sort());
    const unknown = await t.request<{ error: string }>('PUT', `/users/${created.body.id}/warehouses`, {
      token: t.adminToken,
      body: { warehouseIds: [randomUUID()] },
    });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Seçilen depolardan biri bulunamadı.']);
    const rows = await t.database.db.select().from(s.userWarehouses).where(eq(s.userWarehouses.user_id, created.body.id));
    expect(rows).toHaveLength(2);
    const cleared = await t.request<unknown[]>('PUT', `/users/${created.body.id}/warehouses`, {
      token: t.adminToken,
      body: { warehouseIds: [] },
    });
    expect(cleared.body).toEqual([]);
    const editor = await createUserWithPermissions(t, ['view_users', 'edit_user']);
    expect(
      (await t.request('PUT', `/users/${created.body.id}/warehouses`, { token: editor.token, body: { warehouseIds: [] } })).status,
    ).toBe(403);
  });
});

describe('roles', () => {
  interface RoleRow {
    id: string;
    name: string;
    user_count: number;
    permission_count: number;
    rolePermissions: Array<{ permissionId: string }>;
    created_at: string;
  }

  it('creates, lists with counts, updates and deletes a role', async () => {
    const perms = await t.request<Array<{ id: string; name: string }>>('GET', '/permissions', { token: t.adminToken });
    const ids = perms.body.slice(0, 3).map((p) => p.id);
    const created = await t.request<RoleRow>('POST', '/roles', { token: t.adminToken, body: { name: 'Saha Şefi', permissionIds: ids } });
    expect(created.status).toBe(201);
    expect(created.body.permission_count).toBe(3);
    expect(created.body.rolePermissions.map((r) => r.permissionId).sort()).toEqual([...ids].sort());
    const dup = await t.request<{ error: string }>('POST', '/roles', {
      token: t.adminToken,
      body: { name: 'saha şefi', permissionIds: [] },
    });
    expect([dup.status, dup.body.error]).toEqual([409, 'Bu rol adı zaten kullanılıyor.']);
    const short = await t.request<{ error: string }>('POST', '/roles', { token: t.adminToken, body: { name: 'A' } });
    expect([short.status, short.body.error]).toEqual([400, 'Rol adı en az 2 karakter olmalıdır']);
    const blank = await t.request<{ error: string }>('POST', '/roles', { token: t.adminToken, body: { name: '  ' } });
    expect(blank.body.error).toBe('Rol adı zorunludur');
    const badPerm = await t.request<{ error: string }>('POST', '/roles', {
      token: t.adminToken,
      body: { name: 'Bozuk', permissionIds: [randomUUID()] },
    });
    expect([badPerm.status, badPerm.body.error]).toEqual([400, 'Geçersiz yetki.']);

    const updated = await t.request<RoleRow>('PUT', `/roles/${created.body.id}`, {
      token: t.adminToken,
      body: { name: 'Saha Şefi 2', permissionIds: [ids[0]] },
    });
    expect(updated.body.permission_count).toBe(1);
    expect(updated.body.name).toBe('Saha Şefi 2');

    const holder = await t.request('POST', '/users', { token: t.adminToken, body: newUser({ role_id: created.body.id }) });
    expect(holder.status).toBe(201);
    const list = await t.request<RoleRow[]>('GET', '/roles', { token: t.adminToken });
    expect(list.body.find((r) => r.id === created.body.id)?.user_count).toBe(1);
    const inUse = await t.request<{ error: string }>('DELETE', `/roles/${created.body.id}`, { token: t.adminToken });
    expect([inUse.status, inUse.body.error]).toEqual([409, 'Bu role atanmış kullanıcılar olduğu için rol silinemez.']);

    const spare = await t.request<RoleRow>('POST', '/roles', { token: t.adminToken, body: { name: 'Geçici Rol' } });
    expect((await t.request('DELETE', `/roles/${spare.body.id}`, { token: t.adminToken })).status).toBe(200);
    expect((await t.request('DELETE', `/roles/${spare.body.id}`, { token: t.adminToken })).status).toBe(404);
  });

  it('a role change takes effect on the next request of its holders', async () => {
    const u = await createUserWithPermissions(t, ['view_users']);
    expect((await t.request('GET', '/roles', { token: u.token })).status).toBe(200);
    const [row] = await t.database.db.select({ role_id: s.users.role_id }).from(s.users).where(eq(s.users.id, u.id));
    const [role] = await t.database.db.select().from(s.roles).where(eq(s.roles.id, row!.role_id!));
    await t.request('PUT', `/roles/${role!.id}`, { token: t.adminToken, body: { name: role!.name, permissionIds: [] } });
    expect((await t.request('GET', '/roles', { token: u.token })).status).toBe(403);
  });
});

describe('no one hands out more than they hold', () => {
  it('refuses giving, editing or deleting users of a role with permissions the actor lacks', async () => {
    const editor = await createUserWithPermissions(t, ['view_users', 'create_user', 'edit_user', 'delete_user']);
    const roles = await t.request<Array<{ id: string; name: string; permission_count: number }>>('GET', '/roles', { token: t.adminToken });
    const adminRole = roles.body.find((r) => r.name === 'Yönetici')!;
    const denied = await t.request<{ error: string }>('POST', '/users', { token: editor.token, body: newUser({ role_id: adminRole.id }) });
    expect([denied.status, denied.body.error]).toEqual([
      409,
      'Sahip olmadığınız yetkileri içeren bir role sahip kullanıcıları yönetemezsiniz.',
    ]);

    const admin = await t.request<{ id: string; first_name: string; last_name: string; tc_no: string; email: string; phone: string }>(
      'GET',
      '/auth/me',
      { token: t.adminToken },
    );
    const reset = await t.request('PUT', `/users/${admin.body.id}`, {
      token: editor.token,
      body: { ...admin.body, role_id: adminRole.id, password: 'ele-gecirildi' },
    });
    expect(reset.status).toBe(409);
    expect((await t.request('DELETE', `/users/${admin.body.id}`, { token: editor.token })).status).toBe(409);

    // Within their own permissions they may act: a role with no permissions is fine.
    const plain = await t.request<{ id: string }>('POST', '/roles', { token: t.adminToken, body: { name: `Boş Rol ${Date.now()}` } });
    const ok = await t.request('POST', '/users', { token: editor.token, body: newUser({ role_id: plain.body.id }) });
    expect(ok.status).toBe(201);
  });

  it('refuses giving a role permissions the actor lacks, or changing such a role', async () => {
    const manager = await createUserWithPermissions(t, ['manage_roles', 'view_workers']);
    const perms = await t.request<Array<{ id: string; name: string }>>('GET', '/permissions', { token: t.adminToken });
    const id = (name: string) => perms.body.find((p) => p.name === name)!.id;
    const ok = await t.request<{ id: string }>('POST', '/roles', {
      token: manager.token,
      body: { name: `Okuyucu ${Date.now()}`, permissionIds: [id('view_workers')] },
    });
    expect(ok.status).toBe(201);
    const more = await t.request<{ error: string }>('PUT', `/roles/${ok.body.id}`, {
      token: manager.token,
      body: { name: 'Okuyucu+', permissionIds: [id('view_workers'), id('delete_user')] },
    });
    expect([more.status, more.body.error]).toEqual([
      409,
      'Sahip olmadığınız yetkileri bir role veremez veya bu yetkileri taşıyan bir rolü değiştiremezsiniz.',
    ]);
    const roles = await t.request<Array<{ id: string; name: string }>>('GET', '/roles', { token: t.adminToken });
    const adminRole = roles.body.find((r) => r.name === 'Yönetici')!;
    const strip = await t.request('PUT', `/roles/${adminRole.id}`, { token: manager.token, body: { name: 'Yönetici', permissionIds: [] } });
    expect(strip.status).toBe(409);
  });
});
