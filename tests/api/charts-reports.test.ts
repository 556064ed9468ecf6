// The dashboard's charts and 'Raporlar' over HTTP (docs/reports.md), on PGlite and PostgreSQL: every
// figure against rows of known warehouses, ages, costs and Istanbul months written straight into
// the suite's database (a cost at 00:30 Istanbul on a month's first day is 21:30 UTC the day
// before, and counts in the new month), each caller kept to its warehouses, CSV with export_reports.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { monthOf, monthsEnding, type DashboardCharts, type RepairCostReport, type UtilisationReport } from '@shared/charts';
import { addDays, addMonths, warehouseToday } from '@shared/local-day';
import type { EquipmentStatus } from '@shared/status';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createBrand,
  createCategory,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
const tag = randomUUID().slice(0, 6);
const today = warehouseToday();
const months = monthsEnding(monthOf(today), 12);
/** The first instant of an Istanbul day plus `hours`. */
const istanbul = (day: string, hours = 0) => new Date(Date.parse(`${day}T00:00:00+03:00`) + hours * 3_600_000);
const lastDayOf = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

const w: Record<'a' | 'b', string> = { a: '', b: '' };
const cat: Record<'drill' | 'gen', string> = { drill: '', gen: '' };
const tally: Record<string, Partial<Record<EquipmentStatus, number>>> = {};
let brandId = '';
let workerId = '';
let issuerId = '';
let inA: TestUser;
let inB: TestUser;
let noDashboard: TestUser;

async function item(warehouse: 'a' | 'b', status: EquipmentStatus, category: 'drill' | 'gen' = 'gen') {
  const [row] = await t.database.db
    .insert(s.equipment)
    .values({
      serial_number: `GR-${tag}-${randomUUID().slice(0, 8)}`,
      model: 'X',
      brand_id: brandId,
      category_id: cat[category],
      warehouse_id: w[warehouse],
      status,
    })
    .returning();
  const counts = (tally[w[warehouse]] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
  return row!.id;
}

async function handOver(
  warehouse: 'a' | 'b',
  equipmentId: string,
  values: { issued_at?: Date; returned_at?: Date | null; due_date?: string | null },
) {
  const returned = values.returned_at ?? null;
  await t.database.db.insert(s.fieldEquipment).values({
    batch_id: randomUUID(),
    equipment_id: equipmentId,
    worker_id: workerId,
    warehouse_id: w[warehouse],
    status: returned ? 'returned' : 'active',
    signature: PNG_DATA_URL,
    issued_by: issuerId,
    issued_at: values.issued_at ?? istanbul(addDays(today, -40)),
    due_date: values.due_date ?? null,
    returned_at: returned,
    returned_by: returned ? issuerId : null,
  });
}

async function repair(warehouse: 'a' | 'b', category: 'drill' | 'gen', cost: number | null, at: { resolved?: Date; costAt?: Date }) {
  const equipmentId = await item(warehouse, at.resolved ? 'available' : 'broken', category);
  await t.database.db.insert(s.brokenEquipment).values({
    equipment_id: equipmentId,
    warehouse_id: w[warehouse],
    issue: 'Motor sesi',
    status: at.resolved ? 'repaired' : 'in_repair',
    repair_cost: cost,
    repair_cost_updated_at: at.costAt ?? null,
    resolved_at: at.resolved ?? null,
    created_at: istanbul(`${months[0]}-01`),
  });
}

const get = <T>(path: string, user: TestUser | null = inA) => t.request<T>('GET', path, { token: user ? user.token : t.adminToken });

// The utilisation period: 30 days, all in the past.
const from = addDays(today, -70);
const to = addDays(today, -41);

beforeAll(async () => {
  t = await startTestServer();
  w.a = (await createWarehouse(t, { name: `Ankara ${tag}` })).id;
  w.b = (await createWarehouse(t, { name: `Bursa ${tag}` })).id;
  cat.drill = (await createCategory(t, `Matkap ${tag}`)).id;
  cat.gen = (await createCategory(t, `Jeneratör ${tag}`)).id;
  brandId = (await createBrand(t, `Marka ${tag}`)).id;
  workerId = (await createWorker(t)).id;
  inA = await createUserWithPermissions(t, ['view_dashboard', 'export_reports'], { warehouseIds: [w.a] });
  inB = await createUserWithPermissions(t, ['view_dashboard', 'export_reports'], { warehouseIds: [w.b] });
  noDashboard = await createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [w.a] });
  issuerId = inA.id;

  // Overdue hand-overs in A, days late: 1, 7 | 8, 30 | 31; due today, open-ended and returned late: none.
  for (const late of [1, 7, 8, 30, 31]) await handOver('a', await item('a', 'in_field'), { due_date: addDays(today, -late) });
  await handOver('a', await item('a', 'in_field'), { due_date: today });
  await handOver('a', await item('a', 'in_field'), {});
  await handOver('a', await item('a', 'available'), { due_date: addDays(today, -50), returned_at: istanbul(addDays(today, -2)) });
  // B: one 3 days late.
  await handOver('b', await item('b', 'in_field'), { due_date: addDays(today, -3) });

  // Utilisation in A, category Matkap: u1 5 days (from a hand-over begun before the period) + 2.5 days;
  // u2 the period's last day only (returned after it); a scrapped Matkap is not in the fleet.
  const u1 = await item('a', 'available', 'drill');
  await handOver('a', u1, { issued_at: istanbul(from, -48), returned_at: istanbul(addDays(from, 5)) });
  await handOver('a', u1, { issued_at: istanbul(addDays(from, 10)), returned_at: istanbul(addDays(from, 12), 12) });
  const u2 = await item('a', 'available', 'drill');
  await handOver('a', u2, { issued_at: istanbul(to), returned_at: istanbul(addDays(to, 3)) });
  await handOver('a', u2, { issued_at: istanbul(addDays(to, 5)), returned_at: istanbul(addDays(to, 6)) });
  await item('a', 'scrapped', 'drill');
  // B's Matkap used the whole period: not A's.
  await handOver('b', await item('b', 'available', 'drill'), { issued_at: istanbul(from), returned_at: istanbul(addDays(to, 1)) });

  // Repair costs: months[9] starts with a cost at 00:30 Istanbul (21:30 UTC the day before);
  // months[8] ends with one at 23:30 Istanbul and holds one still open (its cost's change counts).
  await repair('a', 'drill', 1250.5, { resolved: istanbul(`${months[9]}-01`, 0.5) });
  await repair('a', 'gen', 99.5, { resolved: istanbul(lastDayOf(months[8]!), 23.5) });
  await repair('a', 'drill', 300, { costAt: istanbul(`${months[8]}-15`, 10) });
  await repair('a', 'gen', null, { resolved: istanbul(`${months[9]}-10`) });
  await repair('a', 'gen', 500, { resolved: istanbul(lastDayOf(addMonths(`${months[0]}-01`, -1).slice(0, 7)), 12) });
  await repair('b', 'gen', 1000, { resolved: istanbul(`${months[9]}-02`) });

  // Checks in A: run out yesterday, never recorded, due in 10 days (due soon), due in 40 days (not counted).
  const checks: Array<{ due_on: string | null; checked_on: string | null }> = [
    { due_on: addDays(today, -1), checked_on: addDays(today, -366) },
    { due_on: null, checked_on: null },
    { due_on: addDays(today, 10), checked_on: addDays(today, -355) },
    { due_on: addDays(today, 40), checked_on: addDays(today, -325) },
  ];
  for (const c of checks) {
    const id = await item('a', 'available');
    const due = JSON.stringify([{ name: 'Yalıtım', ...c, failed: false }]);
    await t.database.db.execute(sql`update equipment set check_due = ${due}::jsonb where id = ${id}::uuid`);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard/charts', () => {
  it("counts stock per warehouse and status, overdue ages, monthly repair costs and checks within the caller's warehouses", async () => {
    const res = await get<DashboardCharts>('/dashboard/charts');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body;
    expect(c.today).toBe(today);
    expect(c.stock_by_warehouse.map((r) => r.warehouse)).toEqual([`Ankara ${tag}`]);
    expect(c.stock_by_warehouse[0]!.counts).toEqual({ available: 0, in_field: 0, broken: 0, scrapped: 0, in_transfer: 0, ...tally[w.a] });
    expect(c.stock_by_warehouse[0]!.counts).toMatchObject({ in_field: 7, broken: 1, scrapped: 1 });
    expect(c.overdue_by_age).toEqual({ d1_7: 2, d8_30: 2, over_30: 1 });
    expect(c.repair_cost_by_month.map((m) => m.month)).toEqual(months);
    const cost = Object.fromEntries(c.repair_cost_by_month.map((m) => [m.month, [m.cost, m.reports]]));
    expect(cost[months[9]!]).toEqual([1250.5, 1]);
    expect(cost[months[8]!]).toEqual([399.5, 2]);
    expect(c.repair_cost_by_month.filter((m) => m.cost > 0)).toHaveLength(2);
    expect(c.checks).toEqual({ overdue: 2, due_soon: 1, due_soon_days: 30 });
  });

  it("answers another warehouse's user with that warehouse only", async () => {
    const res = await get<DashboardCharts>('/dashboard/charts', inB);
    expect(res.status).toBe(200);
    expect(res.body.stock_by_warehouse.map((r) => [r.warehouse, r.counts.in_field, r.counts.available])).toEqual([[`Bursa ${tag}`, 1, 2]]);
    expect(res.body.overdue_by_age).toEqual({ d1_7: 1, d8_30: 0, over_30: 0 });
    expect(res.body.repair_cost_by_month.filter((m) => m.cost > 0)).toEqual([{ month: months[9], cost: 1000, reports: 1 }]);
    expect(res.body.checks).toEqual({ overdue: 0, due_soon: 0, due_soon_days: 30 });
  });

  it('counts every warehouse for a caller kept to none (the administrator)', async () => {
    const res = await get<DashboardCharts>('/dashboard/charts', null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = res.body.stock_by_warehouse.map((r) => r.warehouse);
    expect(names).toEqual(expect.arrayContaining([`Ankara ${tag}`, `Bursa ${tag}`]));
    const month = res.body.repair_cost_by_month.find((m) => m.month === months[9])!;
    // A's 1,250.50 and B's 1,000 at least (the database may hold other warehouses' costs).
    expect(month.cost).toBeGreaterThanOrEqual(2250.5);
    expect(month.reports).toBeGreaterThanOrEqual(2);
  });

  it('is refused without view_dashboard', async () => {
    expect((await get('/dashboard/charts', noDashboard)).status).toBe(403);
  });
});

describe('GET /api/reports', () => {
  it('counts days in the field per item and per category over the period', async () => {
    const res = await get<UtilisationReport>(`/reports/utilisation?from=${from}&to=${to}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r.period_days).toBe(30);
    expect(r.items.map((i) => [i.days, i.handovers, i.percent])).toEqual([
      [7.5, 2, 25],
      [1, 1, 3.3],
    ]);
    expect(r.items_total).toBe(2);
    const drill = r.categories.find((c) => c.category === `Matkap ${tag}`);
    // 8.5 days over 4 items × 30 days (u1, u2 and the two Matkaps of the repairs; not the scrapped one).
    expect(drill).toMatchObject({ items: 4, days: 8.5, percent: 7.1 });
    expect(r.categories.find((c) => c.category === `Jeneratör ${tag}`)).toMatchObject({ days: 0, percent: 0 });
    expect(r.categories.map((c) => c.category)).toEqual([`Jeneratör ${tag}`, `Matkap ${tag}`]);

    const b = await get<UtilisationReport>(`/reports/utilisation?from=${from}&to=${to}`, inB);
    expect(b.body.items.map((i) => i.days)).toEqual([30]);
    expect(b.body.categories.find((c) => c.category === `Matkap ${tag}`)).toMatchObject({ items: 1, days: 30, percent: 100 });
  });

  it('sums repair cost per category and Istanbul month', async () => {
    const period = `from=${months[8]}-01&to=${lastDayOf(months[9]!)}`;
    const res = await get<RepairCostReport>(`/reports/repair-costs?${period}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.months).toEqual([months[8], months[9]]);
    expect(res.body.rows.map((r) => [r.category, r.month, r.cost, r.reports])).toEqual([
      [`Jeneratör ${tag}`, months[8], 99.5, 1],
      [`Matkap ${tag}`, months[8], 300, 1],
      [`Matkap ${tag}`, months[9], 1250.5, 1],
    ]);
    const b = await get<RepairCostReport>(`/reports/repair-costs?${period}`, inB);
    expect(b.body.rows.map((r) => [r.category, r.month, r.cost])).toEqual([[`Jeneratör ${tag}`, months[9], 1000]]);
  });

  it('gives each report as CSV, refuses a bad period in Turkish and needs export_reports', async () => {
    const period = `from=${months[8]}-01&to=${lastDayOf(months[9]!)}`;
    const costs = await t.request<string>('GET', `/reports/repair-costs/export?${period}`, { token: inA.token });
    expect(costs.status).toBe(200);
    expect(costs.headers.get('content-type')).toMatch(/text\/csv/);
    expect(costs.body).toContain(`"Matkap ${tag}";"${months[9]}";"1";"1250,50"`);
    const items = await t.request<string>('GET', `/reports/utilisation/export?from=${from}&to=${to}&by=item`, { token: inA.token });
    expect(items.body).toContain('"Sahada gün"');
    expect(items.body).toContain('"7,5";"25"');
    const categories = await t.request<string>('GET', `/reports/utilisation/export?from=${from}&to=${to}`, { token: inA.token });
    expect(categories.body).toContain(`"Matkap ${tag}";"4";"8,5";"7,1"`);

    const bad = await get<{ error: string }>(`/reports/utilisation?from=${to}&to=${from}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect((await get('/reports/utilisation', noDashboard)).status).toBe(403);
    expect((await get('/reports/repair-costs/export', noDashboard)).status).toBe(403);
  });
});
