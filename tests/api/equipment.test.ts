import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import {
  createBrand,
  createCategory,
  createEquipment,
  createRepairer,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
} from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/api-server';

let t: TestServer;
let adminId: string;
beforeAll(async () => {
  t = await startTestServer();
  adminId = (await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken })).body.id;
});
afterAll(async () => {
  await t?.close();
});

interface Equipment {
  id: string;
  serial_number: string;
  model: string;
  brand_id: string;
  brand: { id: string; name: string };
  category_id: string | null;
  category: { id: string; name: string } | null;
  warehouse_id: string | null;
  warehouse: { id: string; name: string } | null;
  status: string;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
  updated_at: string;
}

const serial = (p = 'SN') => `${p}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function refs() {
  const warehouse = await createWarehouse(t);
  const brand = await createBrand(t);
  const category = await createCategory(t);
  return { warehouse, brand, category };
}

describe('equipment create/read', () => {
  it('creates available equipment whatever status is sent, with nested names', async () => {
    const { warehouse, brand, category } = await refs();
    const sn = serial();
    const res = await t.request<Equipment>('POST', '/equipment', {
      token: t.adminToken,
      body: {
        serial_number: ` ${sn} `,
        model: 'XR-500',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: warehouse.id,
        status: 'scrapped',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      serial_number: sn,
      model: 'XR-500',
      status: 'available',
      brand: { id: brand.id, name: brand.name },
      category: { id: category.id, name: category.name },
      warehouse: { id: warehouse.id, name: warehouse.name },
      created_by_user: { first_name: expect.any(String), last_name: expect.any(String) },
    });
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const detail = await t.request<Equipment>('GET', `/equipment/${res.body.id}`, { token: t.adminToken });
    expect(detail.body).toEqual(res.body);

    const list = await t.request<Equipment[]>('GET', '/equipment', { token: t.adminToken });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('application/json');
    // The list's row is the item without its value (docs/equipment-care.md).
    const { value: _value, ...row } = res.body as Equipment & { value?: unknown };
    expect(list.body.find((e) => e.id === res.body.id)).toEqual(row);
  });

  it('validates with the Turkish messages and refuses a taken serial number', async () => {
    const { warehouse, brand, category } = await refs();
    const base = { serial_number: serial(), model: 'M1', brand_id: brand.id, category_id: category.id, warehouse_id: warehouse.id };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, serial_number: '' }, 'Seri numarası zorunludur'],
      [{ ...base, model: '  ' }, 'Model zorunludur'],
      [{ ...base, brand_id: '' }, 'Marka seçimi zorunludur'],
      [{ ...base, category_id: undefined }, 'Kategori seçimi zorunludur'],
      [{ ...base, warehouse_id: '' }, 'Depo zorunludur'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request<{ error: string }>('POST', '/equipment', { token: t.adminToken, body });
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const unknownBrand = await t.request<{ error: string }>('POST', '/equipment', {
      token: t.adminToken,
      body: { ...base, brand_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownBrand.status).toBe(400);
    expect(unknownBrand.body.error).toBe('Seçilen marka bulunamadı.');

    expect((await t.request('POST', '/equipment', { token: t.adminToken, body: base })).status).toBe(201);
    const dup = await t.request<{ error: string }>('POST', '/equipment', { token: t.adminToken, body: base });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('Bu seri numarası zaten kayıtlı.');
  });

  it('lets exactly one of concurrent creates with one serial number through', async () => {
    const { warehouse, brand, category } = await refs();
    const body = { serial_number: serial('RACE'), model: 'M', brand_id: brand.id, category_id: category.id, warehouse_id: warehouse.id };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.request<{ error?: string }>('POST', '/equipment', { token: t.adminToken, body })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.error).toBe('Bu seri numarası zaten kayıtlı.');
    }
  });

  it('shows a missing category and warehouse as null', async () => {
    const brand = await createBrand(t);
    const [row] = await t.database.db
      .insert(s.equipment)
      .values({ serial_number: serial('NOCAT'), model: 'M', brand_id: brand.id, category_id: null, warehouse_id: null })
      .returning();
    const res = await t.request<Equipment>('GET', `/equipment/${row!.id}`, { token: t.adminToken });
    expect(res.body.category).toBeNull();
    expect(res.body.warehouse).toBeNull();
    expect(res.body.created_by_user).toBeNull();
  });

  it('answers 404 for unknown ids and for ids that are not 36-character UUIDs', async () => {
    expect((await t.request('GET', '/equipment/00000000-0000-4000-8000-000000000000', { token: t.adminToken })).status).toBe(404);
    const bad = await t.request<{ error: string }>('GET', '/equipment/123', { token: t.adminToken });
    expect(bad.status).toBe(404);
    expect(bad.body.error).toBe('Ekipman bulunamadı.');
  });

  it('narrows by warehouse_id and status, and answers deltas', async () => {
    const { warehouse } = await refs();
    const since = new Date(Date.now() - 1000).toISOString();
    const a = await createEquipment(t, { warehouse_id: warehouse.id });
    const b = await createEquipment(t, { warehouse_id: warehouse.id, status: 'scrapped' });
    const inWarehouse = await t.request<Equipment[]>('GET', `/equipment?warehouse_id=${warehouse.id}`, { token: t.adminToken });
    expect(inWarehouse.body.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
    const scrapped = await t.request<Equipment[]>('GET', `/equipment?warehouse_id=${warehouse.id}&status=scrapped`, {
      token: t.adminToken,
    });
    expect(scrapped.body.map((e) => e.id)).toEqual([b.id]);
    expect((await t.request('GET', '/equipment?status=kayip', { token: t.adminToken })).status).toBe(400);

    await t.request('DELETE', `/equipment/${b.id}`, { token: t.adminToken });
    const delta = await t.request<{ items: Equipment[]; deleted: string[]; server_time: string }>('GET', `/equipment?since=${since}`, {
      token: t.adminToken,
    });
    expect(delta.body.items.map((e) => e.id)).toContain(a.id);
    expect(delta.body.deleted).toContain(b.id);
    expect(delta.body.items.map((e) => e.id)).not.toContain(b.id);
  });

  it('answers 304 to a revalidation while nothing changed, and the new list after a change', async () => {
    // Moves every change a minute back: a version is trusted only once changes have settled.
    const settle = async () => {
      for (const table of ['equipment', 'brands', 'categories', 'warehouses', 'users']) {
        await t.database.db.execute(sql.raw(`update ${table} set updated_at = updated_at - interval '1 minute'`));
      }
    };
    const { warehouse } = await refs();
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const unsettled = await t.request('GET', '/equipment', { token: t.adminToken });
    expect(unsettled.headers.get('etag')).toBeNull();
    expect(unsettled.headers.get('cache-control')).toBe('no-store');

    await settle();
    const first = await t.request('GET', '/equipment', { token: t.adminToken });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await t.request('GET', '/equipment', { token: t.adminToken, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    // A renamed brand changes the rows' nested names: a new answer.
    await t.request('PUT', `/brands/${item.brand_id}`, { token: t.adminToken, body: { name: `Yeni Ad ${Date.now()}` } });
    const renamed = await t.request('GET', '/equipment', { token: t.adminToken, headers: { 'if-none-match': etag! } });
    expect(renamed.status).toBe(200);
    await settle();
    const etag2 = (await t.request('GET', '/equipment', { token: t.adminToken })).headers.get('etag')!;
    expect(etag2).not.toBe(etag);

    await t.request('DELETE', `/equipment/${item.id}`, { token: t.adminToken });
    await settle();
    const afterDelete = await t.request('GET', '/equipment', { token: t.adminToken, headers: { 'if-none-match': etag2 } });
    expect(afterDelete.status).toBe(200);

    // Another user's scope gives another tag.
    const scoped = await createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [warehouse.id] });
    await settle();
    const other = await t.request('GET', '/equipment', {
      token: scoped.token,
      headers: { 'if-none-match': afterDelete.headers.get('etag')! },
    });
    expect(other.status).toBe(200);
  });

  it('compresses the list when asked, small and large', async () => {
    const res = await fetch(`${t.url}/api/equipment`, { headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await res.json())).toBe(true);

    // Past 64 KB the list is gzipped in one go before it leaves (same answer).
    const { warehouse, brand, category } = await refs();
    await t.database.db.insert(s.equipment).values(
      Array.from({ length: 200 }, (_, i) => ({
        serial_number: serial(`BULK${i}`),
        model: 'M',
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: warehouse.id,
      })),
    );
    const big = await fetch(`${t.url}/api/equipment?warehouse_id=${warehouse.id}`, {
      headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': 'gzip' },
    });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    const rows = (await big.json()) as Equipment[];
    expect(rows).toHaveLength(200);
    expect(rows[0]!.brand).toEqual({ id: brand.id, name: brand.name });
    const plain = await t.request<Equipment[]>('GET', `/equipment?warehouse_id=${warehouse.id}`, { token: t.adminToken });
    expect(plain.body).toEqual(rows);
  });
});

describe('equipment edit status rules', () => {
  it('moves available → scrapped → available and keeps other fields editable', async () => {
    const { warehouse, brand, category } = await refs();
    const item = await createEquipment(t, { warehouse_id: warehouse.id, brand_id: brand.id, category_id: category.id });
    const body = {
      serial_number: item.serial_number,
      model: 'Yeni Model',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
    };
    const scrapped = await t.request<Equipment>('PUT', `/equipment/${item.id}`, {
      token: t.adminToken,
      body: { ...body, status: 'scrapped' },
    });
    expect(scrapped.status).toBe(200);
    expect(scrapped.body).toMatchObject({ status: 'scrapped', model: 'Yeni Model' });
    const restored = await t.request<Equipment>('PUT', `/equipment/${item.id}`, {
      token: t.adminToken,
      body: { ...body, status: 'available' },
    });
    expect(restored.body.status).toBe('available');
    const unchanged = await t.request<Equipment>('PUT', `/equipment/${item.id}`, { token: t.adminToken, body });
    expect(unchanged.body.status).toBe('available');
  });

  it('refuses other moves with 409 naming serial and status', async () => {
    const { warehouse, brand, category } = await refs();
    const inField = await createEquipment(t, {
      warehouse_id: warehouse.id,
      brand_id: brand.id,
      category_id: category.id,
      status: 'in_field',
    });
    const body = {
      serial_number: inField.serial_number,
      model: 'M',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
    };
    const res = await t.request<{ error: string }>('PUT', `/equipment/${inField.id}`, {
      token: t.adminToken,
      body: { ...body, status: 'scrapped' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      `${inField.serial_number} seri numaralı ekipman şu anda Sahada durumunda; Hurda durumuna buradan alınamaz. Düzenlemede yalnızca Müsait ve Hurda arasında geçiş yapılabilir.`,
    );
    const toField = await createEquipment(t, { warehouse_id: warehouse.id, brand_id: brand.id, category_id: category.id });
    const res2 = await t.request<{ error: string }>('PUT', `/equipment/${toField.id}`, {
      token: t.adminToken,
      body: { ...body, serial_number: toField.serial_number, status: 'in_field' },
    });
    expect(res2.status).toBe(409);
    expect(res2.body.error).toContain(`${toField.serial_number} seri numaralı ekipman şu anda Müsait durumunda`);

    // Sending the current status back (the dialog does) is no move.
    const same = await t.request<Equipment>('PUT', `/equipment/${inField.id}`, {
      token: t.adminToken,
      body: { ...body, model: 'M2', status: 'in_field' },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ model: 'M2', status: 'in_field' });

    // Its warehouse is fixed while it is out in the field.
    const other = await createWarehouse(t);
    const moved = await t.request<{ error: string }>('PUT', `/equipment/${inField.id}`, {
      token: t.adminToken,
      body: { ...body, warehouse_id: other.id },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe(`${inField.serial_number} seri numaralı ekipman şu anda Sahada durumunda; deposu değiştirilemez.`);
  });

  it('refuses a serial number taken by another item', async () => {
    const { warehouse } = await refs();
    const a = await createEquipment(t, { warehouse_id: warehouse.id });
    const b = await createEquipment(t, { warehouse_id: warehouse.id });
    const res = await t.request<{ error: string }>('PUT', `/equipment/${b.id}`, {
      token: t.adminToken,
      body: { serial_number: a.serial_number, model: 'M', brand_id: b.brand_id, category_id: b.category_id, warehouse_id: warehouse.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Bu seri numarası zaten kayıtlı.');
  });
});

describe('equipment histories and delete', () => {
  it('joins field, breakdown and transfer history and refuses deletion of equipment with history', async () => {
    const { warehouse } = await refs();
    const target = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const worker = await createWorker(t, { first_name: 'Mehmet', last_name: 'Kaya' });
    const repairer = await createRepairer(t);
    const db = t.database.db;
    const [field] = await db
      .insert(s.fieldEquipment)
      .values({
        batch_id: crypto.randomUUID(),
        equipment_id: item.id,
        worker_id: worker.id,
        warehouse_id: warehouse.id,
        status: 'returned',
        signature: PNG_DATA_URL,
        issued_by: adminId,
        returned_by: adminId,
        returned_at: new Date(),
      })
      .returning();
    const [broken] = await db
      .insert(s.brokenEquipment)
      .values({
        equipment_id: item.id,
        warehouse_id: warehouse.id,
        issue: 'Ekran kırık',
        status: 'repaired',
        assigned_to: adminId,
        assigned_by: adminId,
        repairer_id: repairer.id,
        repair_cost: 1250.5,
        resolved_at: new Date(),
      })
      .returning();
    const [transfer] = await db
      .insert(s.transfers)
      .values({
        equipment_id: item.id,
        from_warehouse_id: warehouse.id,
        to_warehouse_id: target.id,
        issuer_id: adminId,
        assigned_to: adminId,
      })
      .returning();

    const fh = await t.request<{ items: Array<Record<string, unknown>> }>('GET', `/equipment/${item.id}/field-history`, {
      token: t.adminToken,
    });
    expect(fh.status).toBe(200);
    expect(fh.body.items).toHaveLength(1);
    expect(fh.body.items[0]).toMatchObject({
      id: field!.id,
      worker: { id: worker.id, first_name: 'Mehmet', last_name: 'Kaya' },
      warehouse: { id: warehouse.id, name: warehouse.name },
      issued_by_user: { id: adminId },
      returned_by_user: { id: adminId },
      status: 'returned',
    });
    expect(fh.body.items[0]).not.toHaveProperty('signature');

    const bh = await t.request<{ items: Array<Record<string, unknown>> }>('GET', `/equipment/${item.id}/broken-history`, {
      token: t.adminToken,
    });
    expect(bh.body.items[0]).toMatchObject({
      id: broken!.id,
      issue: 'Ekran kırık',
      repairer: { id: repairer.id, name: repairer.name },
      repair_cost: 1250.5,
      status: 'repaired',
      assigned_to_user: { id: adminId },
      warehouse: { id: warehouse.id },
    });

    const th = await t.request<{ items: Array<Record<string, unknown>> }>('GET', `/equipment/${item.id}/transfer-history`, {
      token: t.adminToken,
    });
    expect(th.body.items[0]).toMatchObject({
      id: transfer!.id,
      from_warehouse: { id: warehouse.id, name: warehouse.name },
      to_warehouse: { id: target.id, name: target.name },
      receiver: null,
      status: 'in_transit',
      completed_at: null,
    });

    const del = await t.request<{ error: string }>('DELETE', `/equipment/${item.id}`, { token: t.adminToken });
    expect(del.status).toBe(409);
    expect(del.body.error).toBe(`${item.serial_number} seri numaralı ekipmanın saha, arıza, transfer geçmişi bulunduğu için silinemez.`);
    expect((await t.request('GET', `/equipment/${item.id}`, { token: t.adminToken })).status).toBe(200);
  });

  it('deletes equipment without history, audits and records the deletion', async () => {
    const { warehouse } = await refs();
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const del = await t.request<{ message: string }>('DELETE', `/equipment/${item.id}`, { token: t.adminToken });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Ekipman başarıyla silindi.');
    expect((await t.request('GET', `/equipment/${item.id}`, { token: t.adminToken })).status).toBe(404);
    const histories = await t.request('GET', `/equipment/${item.id}/field-history`, { token: t.adminToken });
    expect(histories.status).toBe(404);
  });

  it('empty histories are empty pages', async () => {
    const { warehouse } = await refs();
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    for (const h of ['field-history', 'broken-history', 'transfer-history']) {
      const res = await t.request('GET', `/equipment/${item.id}/${h}`, { token: t.adminToken });
      expect(res.body).toEqual({ items: [], total: 0, filtered: 0, page: 1, page_size: 10, next_cursor: null });
    }
  });
});

describe('equipment access', () => {
  it('limits a scoped user to the equipment of their warehouses', async () => {
    const mine = await createWarehouse(t);
    const theirs = await createWarehouse(t);
    const own = await createEquipment(t, { warehouse_id: mine.id });
    const foreign = await createEquipment(t, { warehouse_id: theirs.id });
    const user = await createUserWithPermissions(t, ['view_equipment', 'create_equipment', 'edit_equipment', 'delete_equipment'], {
      warehouseIds: [mine.id],
    });
    const list = await t.request<Equipment[]>('GET', '/equipment', { token: user.token });
    expect(list.body.map((e) => e.id)).toEqual([own.id]);
    expect((await t.request('GET', `/equipment/${foreign.id}`, { token: user.token })).status).toBe(404);
    expect((await t.request('GET', `/equipment/${foreign.id}/transfer-history`, { token: user.token })).status).toBe(404);
    const body = {
      serial_number: foreign.serial_number,
      model: 'M',
      brand_id: foreign.brand_id,
      category_id: foreign.category_id,
      warehouse_id: mine.id,
    };
    expect((await t.request('PUT', `/equipment/${foreign.id}`, { token: user.token, body })).status).toBe(404);
    expect((await t.request('DELETE', `/equipment/${foreign.id}`, { token: user.token })).status).toBe(404);
    // Nor may they move their own item into, or create one in, a warehouse outside their scope.
    const into = await t.request<{ error: string }>('POST', '/equipment', {
      token: user.token,
      body: { serial_number: serial(), model: 'M', brand_id: own.brand_id, category_id: own.category_id, warehouse_id: theirs.id },
    });
    expect(into.status).toBe(404);
    expect(into.body.error).toBe('Seçilen depo bulunamadı.');
  });

  it('lets every screen that lists equipment read it, and checks each write permission', async () => {
    for (const p of [
      'view_equipment',
      'view_dashboard',
      'view_field_equipment',
      'view_malfunctions',
      'view_transfers',
      'view_warehouses',
    ] as const) {
      const u = await createUserWithPermissions(t, [p]);
      expect((await t.request('GET', '/equipment', { token: u.token })).status, p).toBe(200);
    }
    const none = await createUserWithPermissions(t, ['view_workers']);
    expect((await t.request('GET', '/equipment', { token: none.token })).status).toBe(403);

    const { warehouse, brand, category } = await refs();
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const viewer = await createUserWithPermissions(t, ['view_equipment', 'view_warehouses']);
    const body = { serial_number: serial(), model: 'M', brand_id: brand.id, category_id: category.id, warehouse_id: warehouse.id };
    expect((await t.request('POST', '/equipment', { token: viewer.token, body })).status).toBe(403);
    expect((await t.request('PUT', `/equipment/${item.id}`, { token: viewer.token, body })).status).toBe(403);
    expect((await t.request('DELETE', `/equipment/${item.id}`, { token: viewer.token })).status).toBe(403);
    const dash = await createUserWithPermissions(t, ['view_dashboard']);
    expect((await t.request('GET', `/equipment/${item.id}/field-history`, { token: dash.token })).status).toBe(403);
  });
});
