import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, PNG_DATA_URL } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/api-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Warehouse {
  id: string;
  name: string;
  location: string;
  description: string | null;
  created_at: string;
  equipment_count: number;
  available_count: number;
  in_field_count: number;
  broken_count: number;
  scrapped_count: number;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('warehouses', () => {
  it('creates, reads, updates and deletes with the Turkish validation messages', async () => {
    const token = t.adminToken;
    const noName = await t.request<{ error: string }>('POST', '/warehouses', { token, body: { name: ' ', location: 'Ankara' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toBe('Depo adı zorunludur');
    const noLocation = await t.request<{ error: string }>('POST', '/warehouses', { token, body: { name: 'Ana Depo' } });
    expect(noLocation.body.error).toBe('Lokasyon zorunludur');

    const name = unique('Merkez');
    const created = await t.request<Warehouse>('POST', '/warehouses', { token, body: { name, location: ' Ankara ', description: '' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, location: 'Ankara', equipment_count: 0, available_count: 0 });

    const dup = await t.request<{ error: string }>('POST', '/warehouses', {
      token,
      body: { name: name.toLocaleUpperCase('tr-TR'), location: 'X' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(`"${name.toLocaleUpperCase('tr-TR')}" adında bir depo zaten mevcut.`);

    const updated = await t.request<Warehouse>('PUT', `/warehouses/${created.body.id}`, {
      token,
      body: { name: `${name} 2`, location: 'İzmir', description: 'Soğuk oda' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `${name} 2`, location: 'İzmir', description: 'Soğuk oda' });

    const got = await t.request<Warehouse>('GET', `/warehouses/${created.body.id}`, { token });
    expect(got.body.description).toBe('Soğuk oda');

    const del = await t.request<{ message: string }>('DELETE', `/warehouses/${created.body.id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Depo başarıyla silindi.');
    expect((await t.request('GET', `/warehouses/${created.body.id}`, { token })).status).toBe(404);
    expect((await t.request('GET', '/warehouses/not-a-uuid', { token })).status).toBe(404);
  });

  it('lists with the five counters, most equipment first', async () => {
    const big = await createWarehouse(t, { name: unique('Büyük') });
    const small = await createWarehouse(t, { name: unique('Küçük') });
    for (const status of ['available', 'available', 'in_field', 'broken', 'scrapped', 'in_transfer']) {
      await createEquipment(t, { warehouse_id: big.id, status });
    }
    await createEquipment(t, { warehouse_id: small.id });
    const list = await t.request<Warehouse[]>('GET', '/warehouses', { token: t.adminToken });
    expect(list.status).toBe(200);
    const bigRow = list.body.find((w) => w.id === big.id)!;
    expect(bigRow).toMatchObject({ equipment_count: 6, available_count: 2, in_field_count: 1, broken_count: 1, scrapped_count: 1 });
    const counts = list.body.map((w) => w.equipment_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.body.findIndex((w) => w.id === big.id)).toBeLessThan(list.body.findIndex((w) => w.id === small.id));
  });

  it('refuses to delete a warehouse holding equipment or named in history', async () => {
    const holding = await createWarehouse(t, { name: unique('Dolu') });
    await createEquipment(t, { warehouse_id: holding.id });
    const res = await t.request<{ error: string }>('DELETE', `/warehouses/${holding.id}`, { token: t.adminToken });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`"${holding.name}" deposunda 1 ekipman bulunduğu için silinemez. Önce ekipmanları taşıyın veya silin.`);

    // Empty now, but a past hand-over names it.
    const past = await createWarehouse(t, { name: unique('Geçmiş') });
    const other = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: other.id });
    const worker = await createWorker(t);
    const admin = await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken });
    await t.database.db.insert(s.fieldEquipment).values({
      batch_id: crypto.randomUUID(),
      equipment_id: item.id,
      worker_id: worker.id,
      warehouse_id: past.id,
      status: 'returned',
      signature: PNG_DATA_URL,
      issued_by: admin.body.id,
    });
    const refused = await t.request<{ error: string }>('DELETE', `/warehouses/${past.id}`, { token: t.adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`"${past.name}" deposu saha, arıza veya transfer geçmişinde kullanıldığı için silinemez.`);
  });

  it('limits a scoped user to their warehouses; 404 outside', async () => {
    const mine = await createWarehouse(t, { name: unique('Benim') });
    const theirs = await createWarehouse(t, { name: unique('Onların') });
    const user = await createUserWithPermissions(t, ['view_warehouses', 'edit_warehouse', 'delete_warehouse', 'create_warehouse'], {
      warehouseIds: [mine.id],
    });
    const list = await t.request<Warehouse[]>('GET', '/warehouses', { token: user.token });
    expect(list.body.map((w) => w.id)).toEqual([mine.id]);
    expect((await t.request('GET', `/warehouses/${theirs.id}`, { token: user.token })).status).toBe(404);
    expect((await t.request('PUT', `/warehouses/${theirs.id}`, { token: user.token, body: { name: 'x', location: 'y' } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/warehouses/${theirs.id}`, { token: user.token })).status).toBe(404);

    // What a scoped user creates joins their scope.
    const created = await t.request<Warehouse>('POST', '/warehouses', {
      token: user.token,
      body: { name: unique('Yeni'), location: 'Bursa' },
    });
    expect(created.status).toBe(201);
    const after = await t.request<Warehouse[]>('GET', '/warehouses', { token: user.token });
    expect(after.body.map((w) => w.id).sort()).toEqual([mine.id, created.body.id].sort());
  });

  it('forTransfer answers every warehouse to holders of create_transfer only', async () => {
    const mine = await createWarehouse(t, { name: unique('Kaynak') });
    const target = await createWarehouse(t, { name: unique('Hedef') });
    const mover = await createUserWithPermissions(t, ['view_transfers', 'create_transfer'], { warehouseIds: [mine.id] });
    const all = await t.request<Warehouse[]>('GET', '/warehouses?forTransfer=true', { token: mover.token });
    expect(all.status).toBe(200);
    expect(all.body.map((w) => w.id)).toEqual(expect.arrayContaining([mine.id, target.id]));
    const scoped = await t.request<Warehouse[]>('GET', '/warehouses', { token: mover.token });
    expect(scoped.body.map((w) => w.id)).toEqual([mine.id]);
    const viewer = await createUserWithPermissions(t, ['view_transfers']);
    expect((await t.request('GET', '/warehouses?forTransfer=true', { token: viewer.token })).status).toBe(403);
  });

  it('delta sync answers changes and deletions since a time', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const w = await t.request<Warehouse>('POST', '/warehouses', {
      token: t.adminToken,
      body: { name: unique('Delta'), location: 'Adana' },
    });
    const gone = await t.request<Warehouse>('POST', '/warehouses', {
      token: t.adminToken,
      body: { name: unique('Silinen'), location: 'Adana' },
    });
    await t.request('DELETE', `/warehouses/${gone.body.id}`, { token: t.adminToken });
    const delta = await t.request<{ items: Warehouse[]; deleted: string[]; server_time: string }>('GET', `/warehouses?since=${before}`, {
      token: t.adminToken,
    });
    expect(delta.status).toBe(200);
    expect(delta.body.items.map((i) => i.id)).toContain(w.body.id);
    expect(delta.body.deleted).toContain(gone.body.id);
    expect(Date.parse(delta.body.server_time)).not.toBeNaN();
    expect((await t.request('GET', '/warehouses?since=dün', { token: t.adminToken })).status).toBe(400);
  });

  it('allows reads to every screen that picks warehouses and checks each write permission', async () => {
    for (const p of [
      'view_warehouses',
      'view_dashboard',
      'view_equipment',
      'view_field_equipment',
      'view_malfunctions',
      'view_transfers',
      'view_users',
      'create_transfer',
    ] as const) {
      const u = await createUserWithPermissions(t, [p]);
      expect((await t.request('GET', '/warehouses', { token: u.token })).status, p).toBe(200);
    }
    const none = await createUserWithPermissions(t, ['view_workers']);
    expect((await t.request('GET', '/warehouses', { token: none.token })).status).toBe(403);
    const w = await createWarehouse(t);
    const viewer = await createUserWithPermissions(t, ['view_warehouses']);
    expect((await t.request('POST', '/warehouses', { token: viewer.token, body: { name: 'a', location: 'b' } })).status).toBe(403);
    expect((await t.request('PUT', `/warehouses/${w.id}`, { token: viewer.token, body: { name: 'a', location: 'b' } })).status).toBe(403);
    expect((await t.request('DELETE', `/warehouses/${w.id}`, { token: viewer.token })).status).toBe(403);
  });
});
