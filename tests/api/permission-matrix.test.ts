// Walks docs/permissions.md (through the one parser, tests/helpers/api-routes.ts) both ways:
// - every protected call without its permissions answers 403;
// - every permission listed for a call is enough on its own: a user holding only that permission
//   gets neither 401 nor 403. Each call is made for real (existing rows, valid bodies, rows in the
//   state the action needs), so the answer is the action's own and a 404 or 400 cannot stand in
//   for a permission check further down the handler.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { createSession } from '@server/auth/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { addDays, warehouseToday } from '@shared/local-day';
import { PERMISSION_NAMES, type PermissionName } from '@shared/permissions';
import { isSuccess, mediaType, serverAnswer } from '@shared/timed-fetch';
import { parseApiRoutes, readApiRoutes, type ApiRoute } from '../helpers/api-routes';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';
import { failedDelivery } from '../helpers/notification-fixtures';
import { webhookScenarios } from '../helpers/webhook-receiver';
import { TEST_ADMIN } from '../helpers/test-env';

const routes = readApiRoutes();
const protectedRows = routes.filter((r) => r.access === 'permission');

let t: TestServer;
let adminId: string;
const tokens = new Map<string, Promise<string>>();
/**
 * One user per permission set, made on first use. About a hundred sets: the session is created
 * directly (sign-in itself has its own suites), which spares two argon2 runs per user.
 */
function tokenFor(held: readonly PermissionName[]): Promise<string> {
  const key = [...held].sort().join(',');
  let token = tokens.get(key);
  if (!token) tokens.set(key, (token = userWith(held)));
  return token;
}
async function userWith(held: readonly PermissionName[]): Promise<string> {
  const [role] = await db()
    .insert(s.roles)
    .values({ name: uniq('Rol') })
    .returning();
  if (held.length > 0) {
    const perms = await db()
      .select({ id: s.permissions.id })
      .from(s.permissions)
      .where(inArray(s.permissions.name, [...held]));
    await db()
      .insert(s.rolePermissions)
      .values(perms.map((p) => ({ role_id: role!.id, permission_id: p.id })));
  }
  const [user] = await db()
    .insert(s.users)
    .values({
      first_name: 'Ayşe',
      last_name: 'Demir',
      tc_no: fx.uniqueTcNo(),
      email: `${randomUUID()}@depo.local`,
      phone: '5551234567',
      role_id: role!.id,
      password_hash: 'oturum-testte-kurulur',
    })
    .returning();
  return (await createSession(db(), user!.id, 1)).token;
}
const tokenWithout = (excluded: readonly PermissionName[]) => tokenFor(PERMISSION_NAMES.filter((p) => !excluded.includes(p)));

beforeAll(async () => {
  t = await startTestServer();
  const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, TEST_ADMIN.email));
  adminId = admin!.id;
});
afterAll(async () => {
  await t?.close();
});

// ——— rows in the state each call needs, written straight into the database ———

const db = () => t.database.db;
async function emptyRoleUser() {
  const [role] = await db()
    .insert(s.roles)
    .values({ name: `Boş rol ${randomUUID().slice(0, 8)}` })
    .returning();
  const user = await fx.createUserWithPermissions(t, []);
  await db().update(s.users).set({ role_id: role!.id }).where(eq(s.users.id, user.id));
  return { userId: user.id, roleId: role!.id };
}
async function item(status: string = 'available') {
  const wh = await fx.createWarehouse(t);
  const eqRow = await fx.createEquipment(t, { warehouse_id: wh.id, status });
  return { wh, eq: eqRow };
}
async function handOver() {
  const { wh, eq: e } = await item('in_field');
  const worker = await fx.createWorker(t);
  const [rec] = await db()
    .insert(s.fieldEquipment)
    .values({
      batch_id: randomUUID(),
      equipment_id: e.id,
      worker_id: worker.id,
      warehouse_id: wh.id,
      signature: fx.PNG_DATA_URL,
      issued_by: adminId,
    })
    .returning();
  return rec!;
}
async function report(status: 'pending' | 'in_repair' | 'repaired') {
  const { wh, eq: e } = await item(status === 'repaired' ? 'available' : 'broken');
  const [rec] = await db()
    .insert(s.brokenEquipment)
    .values({
      equipment_id: e.id,
      warehouse_id: wh.id,
      issue: 'Çalışmıyor',
      status,
      reported_by: adminId,
      assigned_to: status === 'pending' ? null : adminId,
      resolved_at: status === 'repaired' ? new Date() : null,
    })
    .returning();
  return rec!;
}
async function transferInTransit() {
  const { wh, eq: e } = await item('in_transfer');
  const to = await fx.createWarehouse(t);
  const [rec] = await db()
    .insert(s.transfers)
    .values({ equipment_id: e.id, from_warehouse_id: wh.id, to_warehouse_id: to.id, issuer_id: adminId, assigned_to: adminId })
    .returning();
  return rec!;
}
/** A count session of a fresh warehouse holding one item; closed when asked (settling needs that). */
async function stocktake(closed = false) {
  const { wh, eq: e } = await item();
  const res = await t.request<{ id: string }>('POST', '/stocktakes', { token: t.adminToken, body: { warehouse_id: wh.id } });
  if (closed) await t.request('POST', `/stocktakes/${res.body.id}/close`, { token: t.adminToken, body: {} });
  return { id: res.body.id, serial: e.serial_number, warehouseId: wh.id };
}
/** A check required by a fresh item's category. */
async function checkSchedule() {
  const { eq: e } = await item();
  const res = await t.request<{ id: string }>('POST', '/check-schedules', {
    token: t.adminToken,
    body: { category_id: e.category_id, name: uniq('Kontrol'), interval_months: 12 },
  });
  return { scheduleId: res.body.id, equipmentId: e.id };
}
const person = () => ({ first_name: 'Mehmet', last_name: 'Kaya', tc_no: fx.uniqueTcNo(), phone: '5321112233' });
const uniq = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
async function apiToken() {
  const res = await t.request<{ row: { id: string } }>('POST', '/api-tokens', {
    token: t.adminToken,
    body: { name: uniq('Anahtar'), permissions: ['view_users'], expires_on: addDays(warehouseToday(), 7) },
  });
  return res.body.row.id;
}

interface Call {
  path: string;
  body?: unknown;
  /** A multipart upload (the import calls), sent as is with its content type. */
  upload?: { rawBody: string; headers: Record<string, string> };
}

/** A one-file multipart form, as a browser sends it. */
function csvUpload(csv: string): Call['upload'] {
  const boundary = `----depo${randomUUID().replace(/-/g, '')}`;
  return {
    rawBody: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liste.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function equipmentCsv(): Promise<string> {
  const { wh, eq: e } = await item();
  const [brand] = await db().select().from(s.brands).where(eq(s.brands.id, e.brand_id));
  const [category] = await db().select().from(s.categories).where(eq(s.categories.id, e.category_id!));
  return `Seri No;Marka;Model;Kategori;Depo\r\n${uniq('SN')};${brand!.name};XR-9;${category!.name};${wh.name}\r\n`;
}
async function workersCsv(): Promise<string> {
  const dep = await fx.createDepartment(t);
  return `Ad;Soyad;TC Kimlik No;Telefon;Departman\r\nAli;Kaya;${fx.uniqueTcNo()};5321234567;${dep.name}\r\n`;
}
/** A real call for the row; `permission` is the one the caller will hold (a call whose record depends on it). */
type Scenario = (permission?: PermissionName) => Promise<Call>;

/** A document of the kind `permission` reads (a printout's data is per kind). */
async function documentFor(permission?: PermissionName): Promise<string> {
  if (permission === 'view_transfers') {
    const res = await t.request<{ document: { id: string } }>('POST', '/transfers', {
      token: t.adminToken,
      body: (await SCENARIOS['POST /transfers']!()).body,
    });
    return res.body.document.id;
  }
  if (permission === 'view_malfunctions') {
    const created = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: t.adminToken,
      body: (await SCENARIOS['POST /broken-equipment']!()).body,
    });
    return (await t.request<{ document: { id: string } }>('GET', `/broken-equipment/${created.body.id}`, { token: t.adminToken })).body
      .document.id;
  }
  if (permission === 'manage_stocktake') {
    return (await t.request<{ document: { id: string } }>('GET', `/stocktakes/${(await stocktake()).id}`, { token: t.adminToken })).body
      .document.id;
  }
  if (permission === 'view_stock' || permission === 'issue_stock') return stockIssueDocument();
  const res = await t.request<{ document: { id: string } }>('POST', '/field-equipment', {
    token: t.adminToken,
    body: (await SCENARIOS['POST /field-equipment']!()).body,
  });
  return res.body.document.id;
}

/** A KKD- document: a stock item received and two of it issued to a worker with a signature. */
async function stockIssueDocument(): Promise<string> {
  const warehouse = await fx.createWarehouse(t);
  const worker = await fx.createWorker(t);
  const stockItem = await t.request<{ id: string }>('POST', '/stock/items', {
    token: t.adminToken,
    body: { name: `Baret ${randomUUID().slice(0, 8)}`, kind: 'ppe', unit: 'adet', standard: 'EN 397', replacement_months: 24 },
  });
  const line = { item_id: stockItem.body.id, quantity: 2 };
  await t.request('POST', '/stock/receipts', {
    token: t.adminToken,
    body: { warehouse_id: warehouse.id, supplier: 'Güven İSG Ltd.', invoice_no: 'FTR-1', lines: [{ ...line, unit_price: 150 }] },
  });
  const issued = await t.request<{ document: { id: string } }>('POST', '/stock/issues', {
    token: t.adminToken,
    body: { id: randomUUID(), warehouse_id: warehouse.id, worker_id: worker.id, signature: fx.PNG_DATA_URL, offline: false, lines: [line] },
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.document.id;
}

/** A real call per row: existing ids, a valid body, rows in the state the action needs. */
/** A reservation body for a fresh item, from tomorrow for one day (docs/planning.md). */
async function reservationBody() {
  const { wh, eq: e } = await item();
  const today = warehouseToday();
  const worker = await fx.createWorker(t);
  return {
    warehouse_id: wh.id,
    worker_id: worker.id,
    site: 'Şantiye',
    start_day: addDays(today, 1),
    end_day: addDays(today, 2),
    equipment_ids: [e.id],
  };
}
/** A kit of one fresh item (docs/planning.md "Kits"). */
async function kitOf(): Promise<{ id: string; code: string; item: string; warehouse: string }> {
  const { wh, eq: e } = await item();
  const made = await t.request<{ id: string; code: string }>('POST', '/kits', {
    token: t.adminToken,
    body: { warehouse_id: wh.id, name: uniq('Set'), equipment_ids: [e.id] },
  });
  return { ...made.body, item: e.id, warehouse: wh.id };
}
async function reservationId(): Promise<string> {
  return (await t.request<{ id: string }>('POST', '/reservations', { token: t.adminToken, body: await reservationBody() })).body.id;
}
/** A request for a fresh item (docs/planning.md "Requests"), made by `token` (the administrator by default). */
async function requestBody() {
  const { wh, eq: e } = await item();
  const worker = await fx.createWorker(t);
  const today = warehouseToday();
  const lines = [{ kind: 'item', serial_number: e.serial_number }];
  return { warehouse_id: wh.id, worker_id: worker.id, site: 'Şantiye', start_day: addDays(today, 1), end_day: addDays(today, 2), lines };
}
async function requestId(token?: string): Promise<string> {
  return (await t.request<{ id: string }>('POST', '/requests', { token: token ?? t.adminToken, body: await requestBody() })).body.id;
}
/** The request-maker's own request (a requester reads and cancels only their own). */
const ownRequest = async (permission?: PermissionName) =>
  requestId(permission === 'create_request' ? await tokenFor(['create_request']) : undefined);

/** A stored photo's id: an item's (view_equipment), a return's (view_field_equipment) or a fault's. */
async function photoFor(permission?: PermissionName): Promise<string> {
  if (permission === 'view_field_equipment') {
    const res = await t.request<{ items: Array<{ id: string }> }>('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: { items: [{ id: (await handOver()).id, condition: 'intact', photos: [fx.PNG_DATA_URL] }], signature: fx.PNG_DATA_URL },
    });
    const record = res.body.items[0]!.id;
    const detail = await t.request<{ return_items: Array<{ photos: Array<{ id: string }> }> }>('GET', `/field-equipment/${record}`, {
      token: t.adminToken,
    });
    return detail.body.return_items[0]!.photos[0]!.id;
  }
  if (permission === 'view_malfunctions') {
    const { wh, eq: e } = await item();
    const res = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: t.adminToken,
      body: { warehouse_id: wh.id, equipment_id: e.id, issue: 'Kırık', photos: [fx.PNG_DATA_URL] },
    });
    const detail = await t.request<{ photos: Array<{ id: string }> }>('GET', `/broken-equipment/${res.body.id}`, { token: t.adminToken });
    return detail.body.photos[0]!.id;
  }
  const res = await t.request<{ id: string }>('POST', `/equipment/${(await item()).eq.id}/photos`, {
    token: t.adminToken,
    body: { photo: fx.PNG_DATA_URL },
  });
  return res.body.id;
}

const SCENARIOS: Record<string, Scenario> = {
  'GET /permissions': async () => ({ path: '/permissions' }),
  'GET /users': async () => ({ path: '/users' }),
  'GET /users/:id': async () => ({ path: `/users/${adminId}` }),
  'POST /users': async () => {
    const { roleId } = await emptyRoleUser();
    return {
      path: '/users',
      body: { ...person(), email: `${randomUUID().slice(0, 8)}@depo.local`, role_id: roleId, password: 'gizli-123456' },
    };
  },
  'PUT /users/:id': async () => {
    const { userId, roleId } = await emptyRoleUser();
    return { path: `/users/${userId}`, body: { ...person(), email: `${randomUUID().slice(0, 8)}@depo.local`, role_id: roleId } };
  },
  'DELETE /users/:id': async () => ({ path: `/users/${(await emptyRoleUser()).userId}` }),
  'POST /users/:id/unlock': async () => ({ path: `/users/${(await emptyRoleUser()).userId}/unlock`, body: {} }),
  'GET /users/:id/warehouses': async () => ({ path: `/users/${adminId}/warehouses` }),
  'PUT /users/:id/warehouses': async () => ({
    path: `/users/${(await emptyRoleUser()).userId}/warehouses`,
    body: { warehouseIds: [(await fx.createWarehouse(t)).id] },
  }),
  'GET /roles': async () => ({ path: '/roles' }),
  'POST /roles': async () => ({ path: '/roles', body: { name: uniq('Rol'), permissionIds: [] } }),
  'PUT /roles/:id': async () => {
    const [role] = await db()
      .insert(s.roles)
      .values({ name: uniq('Rol') })
      .returning();
    return { path: `/roles/${role!.id}`, body: { name: uniq('Rol'), permissionIds: [] } };
  },
  'DELETE /roles/:id': async () => {
    const [role] = await db()
      .insert(s.roles)
      .values({ name: uniq('Rol') })
      .returning();
    return { path: `/roles/${role!.id}` };
  },
  'GET /workers': async () => ({ path: '/workers' }),
  'GET /workers/:id': async () => ({ path: `/workers/${(await fx.createWorker(t)).id}` }),
  'GET /workers/:id/equipment-history': async () => ({ path: `/workers/${(await handOver()).worker_id}/equipment-history` }),
  'GET /workers/:id/equipment-history/export': async () => ({ path: `/workers/${(await handOver()).worker_id}/equipment-history/export` }),
  'POST /workers': async () => ({ path: '/workers', body: { ...person(), department_id: (await fx.createDepartment(t)).id } }),
  'PUT /workers/:id': async () => {
    const w = await fx.createWorker(t);
    return { path: `/workers/${w.id}`, body: { ...person(), department_id: w.department_id } };
  },
  'DELETE /workers/:id': async () => ({ path: `/workers/${(await fx.createWorker(t)).id}` }),
  'GET /departments': async () => ({ path: '/departments' }),
  'POST /departments': async () => ({ path: '/departments', body: { name: uniq('Departman') } }),
  'PUT /departments/:id': async () => ({ path: `/departments/${(await fx.createDepartment(t)).id}`, body: { name: uniq('Departman') } }),
  'DELETE /departments/:id': async () => ({ path: `/departments/${(await fx.createDepartment(t)).id}` }),
  'GET /field-equipment': async () => ({ path: '/field-equipment' }),
  'GET /field-equipment/:id': async () => ({ path: `/field-equipment/${(await handOver()).id}` }),
  'POST /field-equipment': async () => ({
    path: '/field-equipment',
    body: { equipment_id: (await item()).eq.id, worker_id: (await fx.createWorker(t)).id, signature: fx.PNG_DATA_URL },
  }),
  'PUT /field-equipment/:id/return': async () => ({ path: `/field-equipment/${(await handOver()).id}/return`, body: {} }),
  'GET /field-equipment/overdue': async () => ({ path: '/field-equipment/overdue' }),
  'GET /field-equipment/export': async () => ({ path: '/field-equipment/export' }),
  'GET /broken-equipment/export': async () => ({ path: '/broken-equipment/export' }),
  'GET /transfers/export': async () => ({ path: '/transfers/export' }),
  'POST /field-equipment/returns': async () => ({
    path: '/field-equipment/returns',
    body: { items: [{ id: (await handOver()).id, condition: 'intact' }], signature: fx.PNG_DATA_URL },
  }),
  'GET /warehouses': async () => ({ path: '/warehouses' }),
  'GET /warehouses/:id': async () => ({ path: `/warehouses/${(await fx.createWarehouse(t)).id}` }),
  'POST /warehouses': async () => ({ path: '/warehouses', body: { name: uniq('Depo'), location: 'Ankara' } }),
  'PUT /warehouses/:id': async () => ({
    path: `/warehouses/${(await fx.createWarehouse(t)).id}`,
    body: { name: uniq('Depo'), location: 'İzmir' },
  }),
  'DELETE /warehouses/:id': async () => ({ path: `/warehouses/${(await fx.createWarehouse(t)).id}` }),
  'GET /equipment': async () => ({ path: '/equipment' }),
  'GET /equipment/:id': async () => ({ path: `/equipment/${(await item()).eq.id}` }),
  'GET /equipment/locate': async () => ({ path: `/equipment/locate?serial=${encodeURIComponent((await item()).eq.serial_number)}` }),
  'GET /equipment/values': async () => ({ path: '/equipment/values' }),
  'GET /equipment/repair-cost-report': async () => ({ path: '/equipment/repair-cost-report' }),
  'GET /equipment/:id/field-history': async () => ({ path: `/equipment/${(await handOver()).equipment_id}/field-history` }),
  'GET /equipment/:id/broken-history': async () => ({ path: `/equipment/${(await report('pending')).equipment_id}/broken-history` }),
  'GET /equipment/:id/transfer-history': async () => ({ path: `/equipment/${(await transferInTransit()).equipment_id}/transfer-history` }),
  'GET /equipment/:id/activity': async () => ({ path: `/equipment/${(await item()).eq.id}/activity` }),
  'POST /imports/equipment/preview': async () => ({ path: '/imports/equipment/preview', upload: csvUpload(await equipmentCsv()) }),
  'POST /imports/equipment': async () => ({ path: '/imports/equipment', upload: csvUpload(await equipmentCsv()) }),
  'POST /imports/workers/preview': async () => ({ path: '/imports/workers/preview', upload: csvUpload(await workersCsv()) }),
  'POST /imports/workers': async () => ({ path: '/imports/workers', upload: csvUpload(await workersCsv()) }),
  'POST /equipment': async () => {
    const { wh, eq: e } = await item();
    return {
      path: '/equipment',
      body: { serial_number: uniq('SN'), brand_id: e.brand_id, model: 'XR-9', category_id: e.category_id, warehouse_id: wh.id },
    };
  },
  'PUT /equipment/:id': async () => {
    const { wh, eq: e } = await item();
    return {
      path: `/equipment/${e.id}`,
      body: { serial_number: e.serial_number, brand_id: e.brand_id, model: 'XR-10', category_id: e.category_id, warehouse_id: wh.id },
    };
  },
  'DELETE /equipment/:id': async () => ({ path: `/equipment/${(await item()).eq.id}` }),
  'GET /brands': async () => ({ path: '/brands' }),
  'POST /brands': async () => ({ path: '/brands', body: { name: uniq('Marka') } }),
  'PUT /brands/:id': async () => ({ path: `/brands/${(await fx.createBrand(t)).id}`, body: { name: uniq('Marka') } }),
  'DELETE /brands/:id': async () => ({ path: `/brands/${(await fx.createBrand(t)).id}` }),
  'GET /categories': async () => ({ path: '/categories' }),
  'POST /categories': async () => ({ path: '/categories', body: { name: uniq('Kategori') } }),
  'PUT /categories/:id': async () => ({ path: `/categories/${(await fx.createCategory(t)).id}`, body: { name: uniq('Kategori') } }),
  'DELETE /categories/:id': async () => ({ path: `/categories/${(await fx.createCategory(t)).id}` }),
  'GET /broken-equipment': async () => ({ path: '/broken-equipment' }),
  'GET /broken-equipment/:id': async () => ({ path: `/broken-equipment/${(await report('pending')).id}` }),
  'POST /broken-equipment': async () => {
    const { wh, eq: e } = await item();
    return { path: '/broken-equipment', body: { warehouse_id: wh.id, equipment_id: e.id, issue: 'Ekran kırık' } };
  },
  'PUT /broken-equipment/:id/assign': async () => ({
    path: `/broken-equipment/${(await report('pending')).id}/assign`,
    body: { assigned_to: adminId },
  }),
  'PUT /broken-equipment/:id/complete': async () => ({
    path: `/broken-equipment/${(await report('in_repair')).id}/complete`,
    body: { status: 'repaired', repairer_id: (await fx.createRepairer(t)).id, repair_cost: 1250.5 },
  }),
  'PUT /broken-equipment/:id/status': async () => ({
    path: `/broken-equipment/${(await report('pending')).id}/status`,
    body: { status: 'scrapped' },
  }),
  'PUT /broken-equipment/:id/repair-cost': async () => ({
    path: `/broken-equipment/${(await report('repaired')).id}/repair-cost`,
    body: { repair_cost: 300 },
  }),
  'PUT /broken-equipment/:id/invoice': async () => ({
    path: `/broken-equipment/${(await report('repaired')).id}/invoice`,
    body: { repair_invoice: JSON.stringify({ filename: 'fatura.png', type: 'image/png', data: fx.PNG_DATA_URL }) },
  }),
  'GET /repairers': async () => ({ path: '/repairers' }),
  'GET /repairers/:id': async () => ({ path: `/repairers/${(await fx.createRepairer(t)).id}` }),
  'GET /repairers/:id/history': async () => ({ path: `/repairers/${(await fx.createRepairer(t)).id}/history` }),
  'POST /repairers': async () => ({ path: '/repairers', body: { name: uniq('Tamirci'), phone: '2125556677', address: 'Bornova, İzmir' } }),
  'PUT /repairers/:id': async () => ({
    path: `/repairers/${(await fx.createRepairer(t)).id}`,
    body: { name: uniq('Tamirci'), phone: '2125556677', address: 'Çankaya, Ankara' },
  }),
  'DELETE /repairers/:id': async () => ({ path: `/repairers/${(await fx.createRepairer(t)).id}` }),
  'GET /transfers': async () => ({ path: '/transfers' }),
  'GET /transfers/:id': async () => ({ path: `/transfers/${(await transferInTransit()).id}` }),
  'POST /transfers': async () => {
    const { wh, eq: e } = await item();
    return {
      path: '/transfers',
      body: { equipment_id: e.id, from_warehouse_id: wh.id, to_warehouse_id: (await fx.createWarehouse(t)).id, assigned_to: adminId },
    };
  },
  'PUT /transfers/:id/complete': async () => ({ path: `/transfers/${(await transferInTransit()).id}/complete`, body: {} }),
  'GET /check-schedules': async () => ({ path: '/check-schedules' }),
  'POST /check-schedules': async () => ({
    path: '/check-schedules',
    body: { category_id: (await item()).eq.category_id, name: uniq('Kontrol'), interval_months: 12 },
  }),
  'PUT /check-schedules/:id': async () => ({
    path: `/check-schedules/${(await checkSchedule()).scheduleId}`,
    body: { name: uniq('Kontrol'), interval_months: 6 },
  }),
  'DELETE /check-schedules/:id': async () => ({ path: `/check-schedules/${(await checkSchedule()).scheduleId}` }),
  'GET /equipment-checks/due': async () => ({ path: '/equipment-checks/due' }),
  'GET /equipment/:id/checks': async () => ({ path: `/equipment/${(await item()).eq.id}/checks` }),
  'GET /dashboard/charts': async () => ({ path: '/dashboard/charts' }),
  'GET /reports/utilisation': async () => ({ path: '/reports/utilisation' }),
  'GET /reports/utilisation/export': async () => ({ path: '/reports/utilisation/export?by=item' }),
  'GET /reports/repair-costs': async () => ({ path: '/reports/repair-costs' }),
  'GET /reports/repair-costs/export': async () => ({ path: '/reports/repair-costs/export' }),
  'POST /equipment-checks': async () => {
    const { scheduleId, equipmentId } = await checkSchedule();
    return {
      path: '/equipment-checks',
      body: { equipment_id: equipmentId, check_id: scheduleId, checked_on: '2026-01-15', performed_by: 'Denetim A.Ş.', result: 'passed' },
    };
  },
  'GET /equipment-checks/:id/certificate': async () => {
    const { scheduleId, equipmentId } = await checkSchedule();
    const certificate = JSON.stringify({ filename: 'sertifika.png', type: 'image/png', data: fx.PNG_DATA_URL });
    const res = await t.request<{ id: string }>('POST', '/equipment-checks', {
      token: t.adminToken,
      body: {
        equipment_id: equipmentId,
        check_id: scheduleId,
        checked_on: '2026-01-15',
        performed_by: 'Denetim A.Ş.',
        result: 'passed',
        certificate,
      },
    });
    return { path: `/equipment-checks/${res.body.id}/certificate` };
  },
  'GET /equipment/:id/photos': async () => ({ path: `/equipment/${(await item()).eq.id}/photos` }),
  'POST /equipment/:id/photos': async () => ({ path: `/equipment/${(await item()).eq.id}/photos`, body: { photo: fx.PNG_DATA_URL } }),
  // A photo of the record kind the permission sees: an item's, a return's, a fault's.
  'GET /photos/:id': async (permission) => ({ path: `/photos/${await photoFor(permission)}` }),
  'DELETE /photos/:id': async () => ({ path: `/photos/${await photoFor('view_equipment')}` }),
  'GET /stocktakes': async () => ({ path: '/stocktakes' }),
  'GET /stocktakes/overview': async () => ({ path: '/stocktakes/overview' }),
  'POST /stocktakes': async () => ({ path: '/stocktakes', body: { warehouse_id: (await fx.createWarehouse(t)).id } }),
  'GET /stocktakes/:id': async () => ({ path: `/stocktakes/${(await stocktake()).id}` }),
  'GET /stocktakes/:id/items': async () => ({ path: `/stocktakes/${(await stocktake()).id}/items` }),
  'GET /stocktakes/:id/reads': async () => ({ path: `/stocktakes/${(await stocktake()).id}/reads` }),
  'POST /stocktakes/:id/reads': async () => {
    const session = await stocktake();
    return { path: `/stocktakes/${session.id}/reads`, body: { id: randomUUID(), serial_number: session.serial } };
  },
  'POST /stocktakes/:id/presence': async () => ({
    path: `/stocktakes/${(await stocktake()).id}/presence`,
    body: { device_id: randomUUID(), pending: 0 },
  }),
  'GET /stocktakes/:id/devices': async () => ({ path: `/stocktakes/${(await stocktake()).id}/devices` }),
  'GET /stocktakes/:id/result': async () => ({ path: `/stocktakes/${(await stocktake()).id}/result` }),
  'POST /stocktakes/:id/late-reads': async () => {
    const session = await stocktake(true);
    const late = await t.request<{ id: string }>('POST', `/stocktakes/${session.id}/reads`, {
      token: t.adminToken,
      body: { id: randomUUID(), serial_number: session.serial },
    });
    return { path: `/stocktakes/${session.id}/late-reads`, body: { decision: 'taken', read_ids: [late.body.id] } };
  },
  'POST /stocktakes/:id/close': async () => ({ path: `/stocktakes/${(await stocktake()).id}/close`, body: {} }),
  'POST /stocktakes/:id/settle': async () => {
    const session = await stocktake(true);
    return { path: `/stocktakes/${session.id}/settle`, body: { action: 'note', serial_numbers: [session.serial], note: 'Rafta yok' } };
  },
  'GET /documents/:id/paper': async (permission) => ({ path: `/documents/${await documentFor(permission)}/paper` }),
  'PUT /company': async () => ({ path: '/company', body: { name: uniq('Şirket') } }),
  'POST /document-texts': async () => ({ path: '/document-texts', body: { kind: 'terms', title: 'Şartlar', body: uniq('Metin') } }),
  'GET /workers/:id/statement': async () => ({ path: `/workers/${(await handOver()).worker_id}/statement` }),
  'POST /workers/:id/clearance': async () => ({ path: `/workers/${(await fx.createWorker(t)).id}/clearance`, body: {} }),
  'POST /national-id/search': async () => ({ path: '/national-id/search', body: { tc_no: fx.uniqueTcNo() } }),
  'GET /notifications/deliveries': async () => ({ path: '/notifications/deliveries' }),
  'POST /notifications/deliveries/:id/resend': async () => ({
    path: `/notifications/deliveries/${await failedDelivery(t)}/resend`,
    body: {},
  }),
  'GET /notifications/digest-times': async () => ({ path: '/notifications/digest-times' }),
  'GET /reservations': async () => ({ path: '/reservations' }),
  'GET /reservations/today': async () => ({ path: '/reservations/today' }),
  'GET /reservations/availability': async () => {
    const { eq: e } = await item();
    return { path: `/reservations/availability?brand_id=${e.brand_id}&model=${encodeURIComponent(e.model)}` };
  },
  'GET /reservations/settings': async () => ({ path: '/reservations/settings' }),
  'PUT /reservations/settings': async () => ({ path: '/reservations/settings', body: { lapse_days: 1 } }),
  'GET /reservations/:id': async () => ({ path: `/reservations/${await reservationId()}` }),
  'POST /reservations': async () => ({ path: '/reservations', body: await reservationBody() }),
  'POST /reservations/:id/cancel': async () => ({ path: `/reservations/${await reservationId()}/cancel`, body: {} }),
  'GET /requests/options': async () => ({ path: '/requests/options' }),
  'GET /requests/mine': async () => ({ path: '/requests/mine' }),
  'GET /requests': async () => ({ path: '/requests' }),
  'GET /requests/:id': async (permission) => ({ path: `/requests/${await ownRequest(permission)}` }),
  'POST /requests': async () => ({ path: '/requests', body: await requestBody() }),
  'POST /requests/:id/approve': async () => ({ path: `/requests/${await requestId()}/approve`, body: {} }),
  'POST /requests/:id/refuse': async () => ({ path: `/requests/${await requestId()}/refuse`, body: { reason: 'Stok yok' } }),
  'POST /requests/:id/cancel': async (permission) => ({ path: `/requests/${await ownRequest(permission)}/cancel`, body: {} }),
  'PUT /notifications/digest-times/:id': async () => ({
    path: `/notifications/digest-times/${(await fx.createWarehouse(t)).id}`,
    body: { time: '07:30' },
  }),
  ...webhookScenarios(() => t),
  'GET /kits': async () => ({ path: '/kits' }),
  'GET /kits/code/:code': async () => ({ path: `/kits/code/${(await kitOf()).code}` }),
  'GET /kits/:id': async () => ({ path: `/kits/${(await kitOf()).id}` }),
  'GET /kits/:id/handover': async () => ({ path: `/kits/${(await kitOf()).id}/handover` }),
  'GET /kits/:id/transfer': async () => ({ path: `/kits/${(await kitOf()).id}/transfer` }),
  'POST /kits': async () => ({ path: '/kits', body: { warehouse_id: (await item()).wh.id, name: uniq('Set') } }),
  'PUT /kits/:id': async () => ({ path: `/kits/${(await kitOf()).id}`, body: { name: uniq('Set') } }),
  'POST /kits/:id/members': async () => {
    const kit = await kitOf();
    const other = await fx.createEquipment(t, { warehouse_id: kit.warehouse });
    return { path: `/kits/${kit.id}/members`, body: { equipment_id: other.id } };
  },
  'DELETE /kits/:id/members/:equipmentId': async () => {
    const kit = await kitOf();
    return { path: `/kits/${kit.id}/members/${kit.item}` };
  },
  'DELETE /kits/:id': async () => ({ path: `/kits/${(await kitOf()).id}` }),
  'GET /api-tokens': async () => ({ path: '/api-tokens' }),
  'POST /api-tokens': async () => ({
    path: '/api-tokens',
    body: { name: uniq('Anahtar'), permissions: ['manage_api_tokens'], expires_on: addDays(warehouseToday(), 7) },
  }),
  'POST /api-tokens/:id/revoke': async () => ({ path: `/api-tokens/${await apiToken()}/revoke`, body: {} }),
  'GET /api-tokens/:id/calls': async () => ({ path: `/api-tokens/${await apiToken()}/calls` }),
  'GET /kvkk/settings': async () => ({ path: '/kvkk/settings' }),
  'PUT /kvkk/settings': async () => ({
    path: '/kvkk/settings',
    body: { worker_years: 10, notification_days: 365, webhook_days: 90, signin_days: 180 },
  }),
  'POST /kvkk/runs': async () => ({ path: '/kvkk/runs', body: {} }),
  'GET /kvkk/destructions': async () => ({ path: '/kvkk/destructions' }),
  'GET /kvkk/workers/:id': async () => ({ path: `/kvkk/workers/${(await fx.createWorker(t)).id}` }),
  'POST /kvkk/workers/:id/hold': async () => ({ path: `/kvkk/workers/${(await fx.createWorker(t)).id}/hold`, body: { reason: 'Dava' } }),
  'POST /kvkk/workers/:id/release': async () => {
    const worker = await fx.createWorker(t);
    await t.request('POST', `/kvkk/workers/${worker.id}/hold`, { token: t.adminToken, body: { reason: 'Dava' } });
    return { path: `/kvkk/workers/${worker.id}/release`, body: { reason: 'Dava bitti' } };
  },
  'GET /kvkk/workers/:id/export': async () => ({ path: `/kvkk/workers/${(await fx.createWorker(t)).id}/export` }),
};

const key = (r: ApiRoute) => `${r.method} ${r.path}`;
const withQuery = (r: ApiRoute, p: string) => (r.query ? `${p}?${r.query}` : p);

describe('the parser', () => {
  it('reads rows and refuses malformed ones', () => {
    const ok = parseApiRoutes(
      '| method | path | permissions |\n|---|---|---|\n| GET | /api/x/:id | view_users, manage_roles |\n| POST | /api/auth/login | public |\n| GET | /api/w?forTransfer=true | create_transfer |',
    );
    expect(ok).toEqual([
      { line: 3, method: 'GET', path: '/x/:id', query: '', permissions: ['view_users', 'manage_roles'], access: 'permission' },
      { line: 4, method: 'POST', path: '/auth/login', query: '', permissions: [], access: 'public' },
      { line: 5, method: 'GET', path: '/w', query: 'forTransfer=true', permissions: ['create_transfer'], access: 'permission' },
    ]);
    expect(() => parseApiRoutes('| GET | /api/x | view_everything |')).toThrow(/bilinmeyen yetki/);
    expect(() => parseApiRoutes('| FETCH | /api/x | view_users |')).toThrow(/okunamadı/);
    expect(() => parseApiRoutes('| get | /api/x | view_users |')).toThrow(/okunamadı/);
    expect(() => parseApiRoutes('| GET | /x | view_users |')).toThrow(/okunamadı/);
    expect(() => parseApiRoutes('| GET | /api/x | view_users | extra |')).toThrow(/okunamadı/);
    expect(() => parseApiRoutes('| GET | /api/x | view_users |\n| GET | /api/x | view_users |')).toThrow(/iki kez/);
  });

  it('finds the matrix non-empty, and a real call for every protected row', () => {
    expect(protectedRows.length).toBeGreaterThan(10);
    // A new row needs its scenario here, or the "each permission is enough" walk would only see a 400.
    expect(protectedRows.filter((r) => !SCENARIOS[key(r)]).map(key)).toEqual([]);
  });
});

/**
 * Every answer, refusals included, must be one the app takes as the server's own (`serverAnswer`,
 * src/shared/timed-fetch.ts: JSON that parses, a CSV export, the import's lines, an empty 204), not
 * as a captive portal's page (status 0).
 */
function expectServerAnswer(res: ApiResponse, said: string): void {
  const text = typeof res.body === 'string' ? res.body : res.body === null ? '' : JSON.stringify(res.body);
  const type = mediaType(res.headers.get('content-type'));
  expect(serverAnswer({ status: res.status, ok: isSuccess(res.status), text, type }).status, `${said} (${type})`).toBe(res.status);
}

describe('answers the app can tell from a captive portal’s page', () => {
  it('no token, an unknown call and a malformed body answer JSON too', async () => {
    const answers = [
      await t.request('GET', '/equipment'),
      await t.request('GET', '/no-such-call', { token: t.adminToken }),
      await t.request('POST', '/warehouses', { token: t.adminToken, rawBody: '{"name": "yarım' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 404, 400]);
    for (const a of answers) expectServerAnswer(a, `${a.status} ${JSON.stringify(a.body)}`);
  });
});

describe.concurrent('every protected call without its permission answers 403', () => {
  it.each(protectedRows.map((r) => [`${key(r)} (${r.permissions.join(', ')})`, r] as const))('%s', async (_name, row) => {
    const token = await tokenWithout(row.permissions);
    const path = withQuery(
      row,
      row.path.replace(/:[A-Za-z]+/g, () => randomUUID()),
    );
    const res = await t.request<{ error: string }>(row.method, path, {
      token,
      body: row.method === 'GET' || row.method === 'DELETE' ? undefined : {},
    });
    expect(res.status, `${row.method} ${path} → ${res.status} ${JSON.stringify(res.body)}`).toBe(403);
    expectServerAnswer(res, `${row.method} ${path}`);
  });
});

// Concurrent: each case makes its own rows, and the suite stays fast on a loaded machine.
describe.concurrent('each listed permission is enough on its own', () => {
  const cases = protectedRows.flatMap((r) => r.permissions.map((p) => [`${key(r)} with only ${p}`, r, p] as const));
  it.each(cases)('%s', async (_name, row, permission) => {
    const scenario = SCENARIOS[key(row)];
    const call: Call = scenario ? await scenario(permission) : { path: row.path.replace(/:[A-Za-z]+/g, () => randomUUID()), body: {} };
    const path = withQuery(row, call.path);
    const res = await t.request<{ error?: string }>(row.method, path, {
      token: await tokenFor([permission]),
      body: call.body,
      ...call.upload,
    });
    const said = `${row.method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    expect(res.status, said).not.toBe(401);
    expect(res.status, said).not.toBe(403);
    // The call is made for real, so it succeeds: anything else is the permission failing in disguise.
    if (scenario) expect(res.status, said).toBeLessThan(300);
    expectServerAnswer(res, said);
  });
});
