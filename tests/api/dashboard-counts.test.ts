// GET /api/dashboard/counts (docs/permissions.md "Dashboard"): the dashboard's cards as the server
// counts them, which a phone draws before its device copy has the whole lists. Each count must be
// what the caller's own list answers (same scope), and a caller who may not read a list gets null
// for it, never a 403 (the app signs out on a 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentRow } from '@shared/api-types';
import type { DashboardCounts } from '@shared/charts';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, type TestUser } from '../helpers/fixtures';

let t: TestServer;
let inA: TestUser;
let nothing: TestUser;

const get = <T>(path: string, token: string) => t.request<T>('GET', path, { token });

beforeAll(async () => {
  t = await startTestServer();
  const a = await createWarehouse(t);
  const b = await createWarehouse(t);
  // More than six items in A, of several statuses, and some in B the user kept to A must not count.
  for (const status of ['available', 'available', 'in_field', 'broken', 'broken', 'scrapped', 'available', 'in_transfer'] as const)
    await createEquipment(t, { warehouse_id: a.id, status });
  for (const status of ['available', 'broken'] as const) await createEquipment(t, { warehouse_id: b.id, status });
  await createWorker(t);
  await createWorker(t);
  inA = await createUserWithPermissions(t, ['view_dashboard'], { warehouseIds: [a.id] });
  // A permission that reads none of the three lists.
  nothing = await createUserWithPermissions(t, ['view_kits'], { warehouseIds: [a.id] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The cards as the device would count them from the caller's three lists. */
async function fromLists(token: string) {
  const equipment = (await get<EquipmentRow[]>('/equipment', token)).body;
  const workers = (await get<unknown[]>('/workers', token)).body;
  const warehouses = (await get<unknown[]>('/warehouses', token)).body;
  const by = (status: string) => equipment.filter((e) => e.status === status).length;
  return {
    by_status: {
      available: by('available'),
      in_field: by('in_field'),
      broken: by('broken'),
      scrapped: by('scrapped'),
      in_transfer: by('in_transfer'),
    },
    newest: equipment.slice(0, 6).map((e) => e.id),
    workers: workers.length,
    warehouses: warehouses.length,
  };
}

describe('GET /api/dashboard/counts', () => {
  it.each([
    ['the administrator (every warehouse)', () => t.adminToken],
    ['a user kept to one warehouse', () => inA.token],
  ])('counts what the lists answer %s', async (_, token) => {
    const res = await get<DashboardCounts>('/dashboard/counts', token());
    expect(res.status).toBe(200);
    const lists = await fromLists(token());
    expect(res.body.equipment?.by_status).toEqual(lists.by_status);
    expect(res.body.equipment?.newest.map((e) => e.id)).toEqual(lists.newest);
    expect(res.body.workers).toBe(lists.workers);
    expect(res.body.warehouses).toBe(lists.warehouses);
  });

  it('keeps a user to her warehouses: the other warehouse counts for the administrator only', async () => {
    const mine = (await get<DashboardCounts>('/dashboard/counts', inA.token)).body;
    const all = (await get<DashboardCounts>('/dashboard/counts', t.adminToken)).body;
    expect(mine.equipment?.by_status).toEqual({ available: 3, in_field: 1, broken: 2, scrapped: 1, in_transfer: 1 });
    expect(mine.warehouses).toBe(1);
    expect(all.equipment!.by_status.broken).toBeGreaterThan(mine.equipment!.by_status.broken);
    expect(mine.equipment?.newest[0]?.brand.name).toBeTruthy();
  });

  it('answers null for the lists a user may not read, not a refusal', async () => {
    const res = await get<DashboardCounts>('/dashboard/counts', nothing.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ equipment: null, workers: null, warehouses: null });
  });

  it('asks for a session', async () => {
    expect((await t.request('GET', '/dashboard/counts')).status).toBe(401);
  });
});
