// Paged histories (DESIGN.md §6): one page at a time with the spec's search (Turkish-aware, as the
// client's), filters, counts and keyset cursors; no images in any list answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  PNG_DATA_URL,
  createEquipment,
  createRepairer,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  randomUUID,
} from '../helpers/fixtures';

let t: TestServer;
let adminId: string;
let whA: { id: string };
let whB: { id: string };
let isil: { id: string };
let ali: { id: string };
let repairer: { id: string };
const items: Array<{ id: string; serial_number: string }> = [];

interface Page<T> {
  items: T[];
  total: number;
  filtered: number;
  page: number;
  page_size: number;
  next_cursor: string | null;
}
interface FieldRow {
  id: string;
  status: string;
  created_at: string;
  due_date: string | null;
  warehouse_id: string | null;
  worker: { first_name: string; last_name: string };
  equipment: { serial_number: string; model: string };
}

const DAY = 24 * 3600 * 1000;
const base = Date.UTC(2026, 0, 10, 9, 0, 0);

beforeAll(async () => {
  t = await startTestServer();
  const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
  adminId = admin!.id;
  whA = await createWarehouse(t, { name: 'Paging Depo A' });
  whB = await createWarehouse(t, { name: 'Paging Depo B' });
  isil = await createWorker(t, { first_name: 'IŞIL', last_name: 'Çelik' });
  ali = await createWorker(t, { first_name: 'Ali', last_name: 'Yılmaz' });
  // 23 hand-overs in A (every third returned, by Işıl every fourth), 4 in B; one minute apart.
  const rows: Array<typeof s.fieldEquipment.$inferInsert> = [];
  for (let i = 0; i < 27; i++) {
    const inB = i >= 23;
    const item = await createEquipment(t, {
      warehouse_id: inB ? whB.id : whA.id,
      serial_number: `PG-${String(i).padStart(3, '0')}`,
      model: i % 5 === 0 ? 'Kırıcı ŞK-9' : 'Matkap M1',
      status: i % 3 === 0 ? 'available' : 'in_field',
    });
    items.push(item);
    const created = new Date(base + i * 60_000);
    rows.push({
      batch_id: randomUUID(),
      equipment_id: item.id,
      worker_id: i % 4 === 0 ? isil.id : ali.id,
      warehouse_id: inB ? whB.id : whA.id,
      status: i % 3 === 0 ? 'returned' : 'active',
      signature: PNG_DATA_URL,
      issuer_signature: PNG_DATA_URL,
      issued_by: adminId,
      issued_at: created,
      created_at: created,
      // Two active ones are overdue (expected back long ago), one is due far in the future.
      due_date: i === 1 ? '2026-01-11' : i === 2 ? '2026-01-05' : i === 4 ? '2099-01-01' : null,
      returned_at: i % 3 === 0 ? new Date(base + i * 60_000 + DAY) : null,
      returned_by: i % 3 === 0 ? adminId : null,
    });
  }
  // PG-000 was handed out 12 more times before (its own history: 13 records).
  for (let k = 1; k <= 12; k++) {
    rows.push({
      ...rows[0]!,
      batch_id: randomUUID(),
      status: 'returned',
      created_at: new Date(base - k * DAY),
      issued_at: new Date(base - k * DAY),
      returned_at: new Date(base - k * DAY + 3600_000),
      returned_by: adminId,
    });
  }
  await t.database.db.insert(s.fieldEquipment).values(rows);
  // Faults on PG-000…PG-011, one per item, cycling through the four statuses.
  repairer = await createRepairer(t);
  const statuses = ['pending', 'in_repair', 'repaired', 'scrapped'] as const;
  const faults = await t.database.db
    .insert(s.brokenEquipment)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        equipment_id: items[i]!.id,
        warehouse_id: whA.id,
        issue: i % 2 === 0 ? 'Motor yanığı' : 'Kablo KIRIK',
        status: statuses[i % 4]!,
        reported_by: adminId,
        repairer_id: i < 6 ? repairer.id : null,
        created_at: new Date(base + i * 60_000),
      })),
    )
    .returning({ id: s.brokenEquipment.id });
  // PG-002's fault has an invoice (stored in parts, as an upload stores it).
  await t.database.db
    .insert(s.repairInvoiceParts)
    .values({ report_id: faults[2]!.id, seq: 0, data: new TextEncoder().encode(`data:application/pdf;base64,${'A'.repeat(2000)}`) });
  // Transfers of PG-000…PG-009 from A to B; the odd ones still on the way.
  await t.database.db.insert(s.transfers).values(
    Array.from({ length: 10 }, (_, i) => ({
      equipment_id: items[i]!.id,
      from_warehouse_id: whA.id,
      to_warehouse_id: whB.id,
      issuer_id: adminId,
      assigned_to: adminId,
      receiver_id: i % 2 === 0 ? adminId : null,
      status: i % 2 === 0 ? 'completed' : 'in_transit',
      completed_at: i % 2 === 0 ? new Date(base + i * 60_000 + 3600_000) : null,
      created_at: new Date(base + i * 60_000),
    })),
  );
  // The in-process inserts above can block the event loop past the keep-alive timeouts of both
  // ends; a kept socket the server has just closed is used up here, not by the first test.
  await fetch(`${t.url}/api/auth/me`, { headers: { authorization: `Bearer ${t.adminToken}` } }).catch(() => undefined);
});
afterAll(async () => {
  await t?.close();
});

async function fieldPage(query: string, token = t.adminToken) {
  const res = await t.request<Page<FieldRow>>('GET', `/field-equipment?${query}`, { token });
  return res;
}

/** Every page from the first through the cursors. */
async function walk(query: string, token = t.adminToken): Promise<FieldRow[]> {
  const all: FieldRow[] = [];
  let page = 1;
  let after: string | null = null;
  for (;;) {
    const res = await fieldPage(`${query}&page=${page}${after ? `&after=${after}` : ''}`, token);
    expect(res.status).toBe(200);
    all.push(...res.body.items);
    if (!res.body.next_cursor) return all;
    after = res.body.next_cursor;
    page++;
  }
}

describe('GET /field-equipment?limit= (paged hand-overs)', () => {
  it('answers one page of 10, newest first, with counts and a cursor; no images', async () => {
    const res = await fieldPage('limit=10');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(10);
    expect(res.body.total).toBe(39);
    expect(res.body.filtered).toBe(39);
    expect(res.body).toMatchObject({ page: 1, page_size: 10 });
    expect(res.body.items.map((r) => r.equipment.serial_number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `PG-${String(26 - i).padStart(3, '0')}`),
    );
    expect(res.body.next_cursor).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain('data:image');
  });

  it('walks every record exactly once through the cursors, the same as numbered pages', async () => {
    const walked = await walk('limit=10');
    // 27 hand-overs of the 27 items, then PG-000's 12 older ones.
    expect(walked.map((r) => r.equipment.serial_number)).toEqual([
      ...Array.from({ length: 27 }, (_, i) => `PG-${String(26 - i).padStart(3, '0')}`),
      ...Array(12).fill('PG-000'),
    ]);
    expect(new Set(walked.map((r) => r.id)).size).toBe(39);
    const third = await fieldPage('limit=10&page=3');
    expect(third.body.items.map((r) => r.id)).toEqual(walked.slice(20, 30).map((r) => r.id));
    const fourth = await fieldPage('limit=10&page=4');
    expect(fourth.body.items.map((r) => r.id)).toEqual(walked.slice(30).map((r) => r.id));
    expect(fourth.body.next_cursor).toBeNull();
  });

  it('searches the Turkish way over model, serial number and the worker names', async () => {
    // 'isil celik' finds 'IŞIL Çelik' (dotless I, Ş, Ç folded like the client's search).
    const byWorker = await walk('limit=5&q=isil%20celik');
    expect(byWorker).toHaveLength(19);
    expect(byWorker.every((r) => r.worker.first_name === 'IŞIL')).toBe(true);
    const upper = await fieldPage('limit=5&q=I%C5%9EIL');
    expect(upper.body.filtered).toBe(19);
    expect(upper.body.total).toBe(39);
    const model = await fieldPage('limit=10&q=k%C4%B1r%C4%B1c%C4%B1%20sk-9');
    expect(model.body.filtered).toBe(18);
    expect(model.body.items.every((r) => r.equipment.model === 'Kırıcı ŞK-9')).toBe(true);
    const serial = await fieldPage('limit=10&q=pg-007');
    expect(serial.body.items.map((r) => r.equipment.serial_number)).toEqual(['PG-007']);
    const none = await fieldPage('limit=10&q=yok%20boyle');
    expect(none.body).toMatchObject({ items: [], filtered: 0, total: 39, next_cursor: null });
  });

  it('filters by status, overdue and warehouse, counting what matches', async () => {
    const returned = await walk('limit=4&status=returned');
    expect(returned).toHaveLength(21);
    expect(returned.every((r) => r.status === 'returned')).toBe(true);
    const active = await fieldPage('limit=4&status=active');
    expect(active.body.filtered).toBe(18);
    // Gecikmiş: active and past the expected day, the most overdue first.
    const overdue = await walk('limit=1&status=overdue');
    expect(overdue.map((r) => r.equipment.serial_number)).toEqual(['PG-002', 'PG-001']);
    const inB = await walk('limit=3&warehouse_id=' + whB.id);
    expect(inB.map((r) => r.equipment.serial_number)).toEqual(['PG-026', 'PG-025', 'PG-024', 'PG-023']);
    const combined = await fieldPage(`limit=10&warehouse_id=${whA.id}&status=returned&q=isil`);
    // Işıl: i % 4 === 0; returned: i % 3 === 0; in A: i < 23 → 12 and 0, plus PG-000's 12 older ones.
    expect(combined.body.items.map((r) => r.equipment.serial_number)).toEqual(['PG-012', ...Array(9).fill('PG-000')]);
    expect(combined.body.filtered).toBe(14);
  });

  it('counts only what a warehouse-scoped reader may see', async () => {
    const clerk = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [whB.id] });
    const res = await fieldPage('limit=10', clerk.token);
    expect(res.body.total).toBe(4);
    expect(res.body.items.every((r) => r.warehouse_id === whB.id)).toBe(true);
    const foreign = await fieldPage(`limit=10&warehouse_id=${whA.id}`, clerk.token);
    expect(foreign.body).toMatchObject({ items: [], filtered: 0, total: 4 });
  });

  it('refuses bad paging parameters with a Turkish message, never a 500', async () => {
    for (const [query, message] of [
      ['limit=0', 'Sayfa boyutu 1 ile 100 arasında olmalıdır.'],
      ['limit=abc', 'Sayfa boyutu 1 ile 100 arasında olmalıdır.'],
      ['limit=101', 'Sayfa boyutu 1 ile 100 arasında olmalıdır.'],
      ['limit=10&page=0', 'Geçersiz sayfa numarası.'],
      ['limit=10&after=bm90LWpzb24', 'Geçersiz sayfa imleci.'],
      ['limit=10&after=' + Buffer.from(JSON.stringify(['x'])).toString('base64url'), 'Geçersiz sayfa imleci.'],
      ['limit=10&after=' + Buffer.from(JSON.stringify(['not a time', 'not a uuid'])).toString('base64url'), 'Geçersiz sayfa imleci.'],
      ['limit=10&status=lost', 'Geçersiz durum filtresi.'],
      ['limit=10&warehouse_id=nope', 'Geçersiz depo.'],
    ] as const) {
      const res = await t.request<{ error: string }>('GET', `/field-equipment?${query}`, { token: t.adminToken });
      expect({ query, status: res.status, error: res.body.error }).toEqual({ query, status: 400, error: message });
    }
  });

  it('keeps the full array and the delta answers for the mirror and queued clients', async () => {
    const full = await t.request<FieldRow[]>('GET', '/field-equipment', { token: t.adminToken });
    expect(Array.isArray(full.body)).toBe(true);
    expect(full.body).toHaveLength(39);
    const active = await t.request<FieldRow[]>('GET', '/field-equipment?status=active', { token: t.adminToken });
    expect(active.body).toHaveLength(18);
  });
});

interface BrokenRow {
  id: string;
  status: string;
  issue: string;
  has_invoice: boolean;
  equipment: { serial_number: string };
}
interface TransferRow {
  id: string;
  status: string;
  equipment: { serial_number: string };
}

async function page<T>(path: string) {
  const res = await t.request<Page<T>>('GET', path, { token: t.adminToken });
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /broken-equipment?limit= (paged faults)', () => {
  it('pages newest first with counts, search over item and fault, status filter; no invoice bytes', async () => {
    const first = await page<BrokenRow>('/broken-equipment?limit=5');
    expect(first).toMatchObject({ total: 12, filtered: 12, page: 1, page_size: 5 });
    expect(first.items.map((r) => r.equipment.serial_number)).toEqual(['PG-011', 'PG-010', 'PG-009', 'PG-008', 'PG-007']);
    const second = await page<BrokenRow>(`/broken-equipment?limit=5&page=2&after=${first.next_cursor}`);
    expect(second.items.map((r) => r.equipment.serial_number)).toEqual(['PG-006', 'PG-005', 'PG-004', 'PG-003', 'PG-002']);
    const whole = JSON.stringify([first, second]);
    expect(whole).not.toContain('data:application/pdf');
    expect(second.items.find((r) => r.equipment.serial_number === 'PG-002')?.has_invoice).toBe(true);
    // 'kablo kırık' finds 'Kablo KIRIK' (KIRIK folds to 'kirik').
    const search = await page<BrokenRow>('/broken-equipment?limit=20&q=kablo%20k%C4%B1r%C4%B1k');
    expect(search.filtered).toBe(6);
    expect(search.items.every((r) => r.issue === 'Kablo KIRIK')).toBe(true);
    const inRepair = await page<BrokenRow>('/broken-equipment?limit=20&status=in_repair');
    expect(inRepair.items.map((r) => r.equipment.serial_number)).toEqual(['PG-009', 'PG-005', 'PG-001']);
    const bad = await t.request<{ error: string }>('GET', '/broken-equipment?limit=5&status=reported', { token: t.adminToken });
    expect(bad.status).toBe(400);
  });

  it("pages a repairer's history and an item's fault history", async () => {
    const history = await page<BrokenRow>(`/repairers/${repairer.id}/history?limit=4`);
    expect(history.total).toBe(6);
    expect(history.items.map((r) => r.equipment.serial_number)).toEqual(['PG-005', 'PG-004', 'PG-003', 'PG-002']);
    expect(JSON.stringify(history)).not.toContain('data:application/pdf');
    const item = await page<BrokenRow>(`/equipment/${items[3]!.id}/broken-history?limit=10`);
    expect(item).toMatchObject({ total: 1, filtered: 1, next_cursor: null });
    expect(item.items[0]?.status).toBe('scrapped');
    const missing = await t.request('GET', `/repairers/${randomUUID()}/history?limit=4`, { token: t.adminToken });
    expect(missing.status).toBe(404);
  });
});

describe('GET /transfers?limit= (paged transfers)', () => {
  it('pages newest first with status and warehouse filters and the search over warehouses', async () => {
    const all = await page<TransferRow>('/transfers?limit=4');
    expect(all).toMatchObject({ total: 10, filtered: 10 });
    expect(all.items.map((r) => r.equipment.serial_number)).toEqual(['PG-009', 'PG-008', 'PG-007', 'PG-006']);
    const transit = await page<TransferRow>('/transfers?limit=10&status=in_transit');
    expect(transit.items.map((r) => r.equipment.serial_number)).toEqual(['PG-009', 'PG-007', 'PG-005', 'PG-003', 'PG-001']);
    expect((await page<TransferRow>(`/transfers?limit=10&warehouse_id=${whB.id}`)).filtered).toBe(10);
    const other = await createWarehouse(t, { name: 'Boş Depo' });
    expect((await page<TransferRow>(`/transfers?limit=10&warehouse_id=${other.id}`)).filtered).toBe(0);
    expect((await page<TransferRow>('/transfers?limit=10&q=paging%20depo%20b%20pg-00')).filtered).toBe(10);
    expect((await page<TransferRow>('/transfers?limit=10&q=pg-003')).items.map((r) => r.equipment.serial_number)).toEqual(['PG-003']);
  });

  it("pages an item's transfer and hand-over histories", async () => {
    const transfers = await page<TransferRow>(`/equipment/${items[4]!.id}/transfer-history?limit=10`);
    expect(transfers).toMatchObject({ total: 1, next_cursor: null });
    const field = await page<FieldRow>(`/equipment/${items[0]!.id}/field-history?limit=10`);
    expect(field).toMatchObject({ total: 13, filtered: 13 });
    expect(field.items).toHaveLength(10);
    const rest = await page<FieldRow>(`/equipment/${items[0]!.id}/field-history?limit=10&page=2&after=${field.next_cursor}`);
    expect(rest.items).toHaveLength(3);
    expect(new Set([...field.items, ...rest.items].map((r) => r.id)).size).toBe(13);
    expect(JSON.stringify(field)).not.toContain('data:image');
    // Without `limit` a history answers its first page of 10 (no screen reads a whole history).
    const plain = await page<FieldRow>(`/equipment/${items[0]!.id}/field-history`);
    expect(plain).toMatchObject({ total: 13, page: 1, page_size: 10 });
    expect(plain.items.map((r) => r.id)).toEqual(field.items.map((r) => r.id));
  });
});

describe('GET /workers/:id/equipment-history?limit= (paged worker history)', () => {
  it('pages overdue first, then newest first, with counts; the cursors walk what numbered pages show', async () => {
    const first = await page<FieldRow>(`/workers/${ali.id}/equipment-history?limit=3`);
    // Ali holds every hand-over but Işıl's (i % 4 === 0): 20; PG-002 and PG-001 are overdue.
    expect(first).toMatchObject({ total: 20, filtered: 20, page: 1, page_size: 3 });
    expect(first.items.map((r) => r.equipment.serial_number)).toEqual(['PG-002', 'PG-001', 'PG-026']);
    expect(JSON.stringify(first)).not.toContain('data:image');
    const walked: FieldRow[] = [...first.items];
    let cursor = first.next_cursor;
    for (let n = 2; cursor; n++) {
      const next = await page<FieldRow>(`/workers/${ali.id}/equipment-history?limit=3&page=${n}&after=${cursor}`);
      walked.push(...next.items);
      cursor = next.next_cursor;
    }
    const expected = [
      'PG-002',
      'PG-001',
      ...Array.from({ length: 27 }, (_, i) => 26 - i)
        .filter((i) => i % 4 !== 0 && i !== 1 && i !== 2)
        .map((i) => `PG-${String(i).padStart(3, '0')}`),
    ];
    expect(walked.map((r) => r.equipment.serial_number)).toEqual(expected);
    const third = await page<FieldRow>(`/workers/${ali.id}/equipment-history?limit=3&page=3`);
    expect(third.items.map((r) => r.id)).toEqual(walked.slice(6, 9).map((r) => r.id));
  });

  it("counts what is on the worker now ('Şu Anda Üzerinde') and stays within the reader's warehouses", async () => {
    // Active: neither a multiple of 3 (returned) nor of 4 (Işıl's).
    const active = await page<FieldRow>(`/workers/${ali.id}/equipment-history?limit=1&status=active`);
    expect(active).toMatchObject({ total: 20, filtered: 14 });
    const isilPage = await page<FieldRow>(`/workers/${isil.id}/equipment-history?limit=10`);
    expect(isilPage.total).toBe(7 + 12);
    const clerk = await createUserWithPermissions(t, ['view_workers'], { warehouseIds: [whB.id] });
    const scoped = await t.request<Page<FieldRow>>('GET', `/workers/${ali.id}/equipment-history?limit=10`, { token: clerk.token });
    expect(scoped.body.items.map((r) => r.equipment.serial_number)).toEqual(['PG-026', 'PG-025', 'PG-023']);
    expect(scoped.body.total).toBe(3);
    const missing = await t.request('GET', `/workers/${randomUUID()}/equipment-history?limit=10`, { token: t.adminToken });
    expect(missing.status).toBe(404);
    const bad = await t.request<{ error: string }>('GET', `/workers/${ali.id}/equipment-history?limit=10&status=lost`, {
      token: t.adminToken,
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Geçersiz durum filtresi.' } });
    const badCursor = Buffer.from(JSON.stringify(['1.5', 'x', 'y'])).toString('base64url');
    expect(
      (await t.request('GET', `/workers/${ali.id}/equipment-history?limit=10&page=2&after=${badCursor}`, { token: t.adminToken })).status,
    ).toBe(400);
  });
});

describe('no list answer carries an image or invoice bytes', () => {
  it('every list, paged or whole or delta, leaves signatures and invoices to the detail and the documents', async () => {
    // The issuer holds a saved signature too: the user lists must not carry it.
    await t.database.db.update(s.users).set({ signature: PNG_DATA_URL });
    const since = encodeURIComponent(new Date(0).toISOString());
    const paths = [
      '/field-equipment',
      '/field-equipment?status=active',
      `/field-equipment?since=${since}`,
      '/field-equipment?limit=100',
      '/field-equipment/overdue',
      '/broken-equipment',
      '/broken-equipment?limit=100',
      '/transfers',
      '/transfers?limit=100',
      `/repairers/${repairer.id}/history`,
      `/repairers/${repairer.id}/history?limit=100`,
      '/repairers',
      `/workers/${ali.id}/equipment-history`,
      `/workers/${ali.id}/equipment-history?limit=100`,
      '/workers',
      `/workers?since=${since}`,
      ...['field-history', 'broken-history', 'transfer-history'].flatMap((kind) => [
        `/equipment/${items[0]!.id}/${kind}`,
        `/equipment/${items[2]!.id}/${kind}?limit=100`,
      ]),
      '/equipment',
      `/equipment?since=${since}`,
      '/users',
      `/users?since=${since}`,
      '/warehouses',
    ];
    for (const path of paths) {
      const res = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${t.adminToken}` } });
      const text = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect({ path, image: text.includes('data:image'), invoice: text.includes('data:application/pdf') }).toEqual({
        path,
        image: false,
        invoice: false,
      });
    }
  });
});

describe('CSV exports of the histories', () => {
  async function csv(path: string, token = t.adminToken) {
    const res = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()),
    };
  }
  const lines = (text: string) => text.split('\r\n').filter(Boolean);

  it('streams the whole filtered hand-over set, beyond one page, with the header row', async () => {
    const all = await csv('/field-equipment/export');
    expect(all.status).toBe(200);
    expect(all.type).toContain('text/csv');
    expect(all.disposition).toMatch(/attachment; filename="saha-ekipmanlari-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(all.text.startsWith('\uFEFF"Seri No";"Marka";"Model"')).toBe(true);
    expect(lines(all.text)).toHaveLength(1 + 39);
    const isil = await csv('/field-equipment/export?q=isil&status=returned');
    expect(lines(isil.text)).toHaveLength(1 + 15);
    expect(
      lines(isil.text)
        .slice(1)
        .every((l) => l.includes('"IŞIL Çelik"') && l.endsWith('"İade Edildi"')),
    ).toBe(true);
    const overdue = await csv('/field-equipment/export?status=overdue');
    expect(overdue.disposition).toContain('geciken-saha-ekipmanlari');
    expect(
      lines(overdue.text)
        .slice(1)
        .map((l) => l.slice(1, 7)),
    ).toEqual(['PG-002', 'PG-001']);
    expect(lines(overdue.text)[0]).toContain('"Gecikme (gün)"');
    expect(all.text).not.toContain('data:image');
  });

  it("streams a worker's whole history in the screen's order under an ASCII file name", async () => {
    const worker = await csv(`/workers/${isil.id}/equipment-history/export`);
    expect(worker.status).toBe(200);
    expect(worker.disposition).toMatch(/filename="isci-gecmisi-isil-celik-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(lines(worker.text)[0]).toBe(
      '\uFEFF"Marka";"Model";"Kategori";"Seri Numarası";"Teslim Tarihi";"Beklenen İade Tarihi";"İade Tarihi";"İade Durumu";"Durum"',
    );
    expect(lines(worker.text)).toHaveLength(1 + 19);
    expect(worker.text).not.toContain('data:image');
  });

  it('streams faults and transfers with their filters, and refuses readers without export_reports', async () => {
    const broken = await csv('/broken-equipment/export?q=motor');
    expect(lines(broken.text)).toHaveLength(1 + 6);
    expect(broken.text).not.toContain('data:application/pdf');
    const transit = await csv('/transfers/export?status=in_transit');
    expect(lines(transit.text)).toHaveLength(1 + 5);
    expect(lines(transit.text)[1]).toContain('"Transferde"');
    const reader = await createUserWithPermissions(t, ['view_field_equipment', 'view_malfunctions', 'view_transfers']);
    for (const path of ['/field-equipment/export', '/broken-equipment/export', '/transfers/export']) {
      expect((await csv(path, reader.token)).status).toBe(403);
    }
    expect((await csv(`/workers/${ali.id}/equipment-history/export`, reader.token)).status).toBe(403);
    const bad = await csv('/transfers/export?status=lost');
    expect(bad.status).toBe(400);
  });
});

describe('the version a history page is counted by', () => {
  it('is read from an index on every table a paged history names (no scan of 50k faults or transfers per page)', async () => {
    const tables = [
      'field_equipment',
      'broken_equipment',
      'transfers',
      'equipment',
      'brands',
      'categories',
      'warehouses',
      'users',
      'workers',
    ];
    const rows = await queryRows<{ tablename: string }>(
      t.database.db,
      sql`select tablename from pg_indexes where schemaname = 'public' and indexdef like '%USING btree (updated_at)'`,
    );
    const indexed = new Set(rows.map((r) => r.tablename));
    expect(tables.filter((name) => !indexed.has(name))).toEqual([]);
  });
});
