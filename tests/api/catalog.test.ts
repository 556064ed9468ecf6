import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createEquipment, createUserWithPermissions, createWarehouse, deltaStart } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/api-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Named {
  id: string;
  name: string;
  created_at: string;
}

describe.each([
  {
    path: '/brands',
    table: 'brands',
    noun: 'marka',
    required: 'Marka adı zorunludur',
    deleted: 'Marka başarıyla silindi.',
    suffix: 'markası',
  },
  {
    path: '/categories',
    table: 'categories',
    noun: 'kategori',
    required: 'Kategori adı zorunludur',
    deleted: 'Kategori başarıyla silindi.',
    suffix: 'kategorisi',
  },
] as const)('$path', ({ path, table, noun, required, deleted, suffix }) => {
  const perm = path === '/brands' ? 'brand' : 'category';

  it('creates, lists sorted by name, updates and deletes, with audit and tombstone', async () => {
    const token = t.adminToken;
    const since = await deltaStart(t, path);
    const created = await t.request<Named>('POST', path, { token, body: { name: '  Zeta Sınıfı  ' } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Zeta Sınıfı');
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    await t.request('POST', path, { token, body: { name: 'Alfa' } });

    const list = await t.request<Named[]>('GET', path, { token });
    expect(list.status).toBe(200);
    const names = list.body.map((r) => r.name);
    expect(names.indexOf('Alfa')).toBeLessThan(names.indexOf('Zeta Sınıfı'));

    const updated = await t.request<Named>('PUT', `${path}/${created.body.id}`, { token, body: { name: 'Zeta 2' } });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Zeta 2');

    const del = await t.request<{ message: string }>('DELETE', `${path}/${created.body.id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(deleted);
    const delta = await t.request<{ items: Named[]; deleted: string[]; server_time: string }>('GET', `${path}?since=${since}`, { token });
    expect(delta.body.deleted).toContain(created.body.id);
    expect(delta.body.items.some((r) => r.name === 'Alfa')).toBe(true);
    expect(delta.body.items.some((r) => r.id === created.body.id)).toBe(false);

    const audit = await t.database.db.execute(`select action from audit_log where entity_id = '${created.body.id}' order by id` as never);
    const rows = (Array.isArray(audit) ? audit : (audit as unknown as { rows: Array<{ action: string }> }).rows) as Array<{
      action: string;
    }>;
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const tomb = await t.database.db.execute(`select count(*)::int as n from deleted_rows where table_name = '${table}'` as never);
    const tombRows = (Array.isArray(tomb) ? tomb : (tomb as unknown as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
    expect(tombRows[0]!.n).toBeGreaterThan(0);
  });

  it('requires a name with the Turkish message', async () => {
    const res = await t.request<{ error: string }>('POST', path, { token: t.adminToken, body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(required);
    const missing = await t.request<{ error: string }>('POST', path, { token: t.adminToken, body: {} });
    expect(missing.body.error).toBe(required);
  });

  it('refuses duplicates regardless of case with 409', async () => {
    const first = await t.request<Named>('POST', path, { token: t.adminToken, body: { name: 'Işıklı Çözüm' } });
    expect(first.status).toBe(201);
    const dup = await t.request<{ error: string }>('POST', path, { token: t.adminToken, body: { name: 'IŞIKLI ÇÖZÜM' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(`"IŞIKLI ÇÖZÜM" adında bir ${noun} zaten mevcut.`);
    const other = await t.request<Named>('POST', path, { token: t.adminToken, body: { name: 'Başka Ad' } });
    const rename = await t.request<{ error: string }>('PUT', `${path}/${other.body.id}`, {
      token: t.adminToken,
      body: { name: 'ışıklı çözüm' },
    });
    expect(rename.status).toBe(409);
    // Renaming to its own name in another case is fine.
    const self = await t.request<Named>('PUT', `${path}/${other.body.id}`, { token: t.adminToken, body: { name: 'BAŞKA AD' } });
    expect(self.status).toBe(200);
  });

  it('refuses to delete an item used by equipment', async () => {
    const warehouse = await createWarehouse(t);
    const item = perm === 'brand' ? await createBrand(t, `Kullanılan ${Date.now()}`) : await createCategory(t, `Kullanılan ${Date.now()}`);
    await createEquipment(t, { warehouse_id: warehouse.id, ...(perm === 'brand' ? { brand_id: item.id } : { category_id: item.id }) });
    const res = await t.request<{ error: string }>('DELETE', `${path}/${item.id}`, { token: t.adminToken });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`"${item.name}" ${suffix} 1 ekipmanda kullanıldığı için silinemez.`);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = await t.request('PUT', `${path}/00000000-0000-4000-8000-000000000000`, { token: t.adminToken, body: { name: 'x' } });
    expect(unknown.status).toBe(404);
    const bad = await t.request('DELETE', `${path}/abc`, { token: t.adminToken });
    expect(bad.status).toBe(404);
  });

  it('checks permissions: reads for the screens that pick, writes only with the named permission', async () => {
    for (const p of [`view_${perm === 'brand' ? 'brands' : 'categories'}`, 'view_equipment', 'view_warehouses'] as const) {
      const u = await createUserWithPermissions(t, [p]);
      expect((await t.request('GET', path, { token: u.token })).status).toBe(200);
    }
    const none = await createUserWithPermissions(t, ['view_dashboard']);
    expect((await t.request('GET', path, { token: none.token })).status).toBe(403);

    const reader = await createUserWithPermissions(t, ['view_brands', 'view_categories', 'view_equipment']);
    expect((await t.request('POST', path, { token: reader.token, body: { name: 'Yetkisiz' } })).status).toBe(403);
    const creator = await createUserWithPermissions(t, [`create_${perm}`]);
    const made = await t.request<Named>('POST', path, { token: creator.token, body: { name: `Yetkili ${perm}` } });
    expect(made.status).toBe(201);
    expect((await t.request('PUT', `${path}/${made.body.id}`, { token: creator.token, body: { name: 'x' } })).status).toBe(403);
    expect((await t.request('DELETE', `${path}/${made.body.id}`, { token: creator.token })).status).toBe(403);
    const editor = await createUserWithPermissions(t, [`edit_${perm}`, `delete_${perm}`]);
    expect((await t.request('PUT', `${path}/${made.body.id}`, { token: editor.token, body: { name: 'Yeni ad' } })).status).toBe(200);
    expect((await t.request('DELETE', `${path}/${made.body.id}`, { token: editor.token })).status).toBe(200);
  });
});
