// Name-ordered answers come in Turkish alphabetical order whatever the database's collation:
// PGlite and a C-locale PostgreSQL sort by bytes ('Zeynep' before 'İrem'), the server sorts in code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createBrand, createDepartment, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

// Byte order would give Zeynep, Çağrı, Işık, İrem; Turkish order is this one.
const NAMES = ['Çağrı', 'Işık', 'İrem', 'Zeynep'];
const TAG = `Sıra${Date.now().toString(36)}`;
const shuffled = [NAMES[3]!, NAMES[0]!, NAMES[2]!, NAMES[1]!];

function ours(names: string[], prefix: string) {
  return names.filter((n) => n.startsWith(prefix));
}

describe('Turkish order of name-ordered answers', () => {
  it('orders departments, brands, categories and repairers by their Turkish names', async () => {
    for (const n of shuffled) {
      await createDepartment(t, `${TAG} ${n}`);
      await createBrand(t, `${TAG} ${n}`);
      await t.database.db.insert(s.categories).values({ name: `${TAG} ${n}` });
      await t.database.db.insert(s.repairers).values({ name: `${TAG} ${n}`, phone: '5321234567', address: 'Adres' });
    }
    const expected = NAMES.map((n) => `${TAG} ${n}`);
    for (const path of ['/departments', '/brands', '/categories', '/repairers']) {
      const res = await t.request<Array<{ name: string }>>('GET', path, { token: t.adminToken });
      expect(res.status, path).toBe(200);
      expect(
        ours(
          res.body.map((r) => r.name),
          TAG,
        ),
        path,
      ).toEqual(expected);
    }
  });

  it('orders users by first and last name, and roles by name', async () => {
    for (const n of shuffled) await createUserWithPermissions(t, [], { firstName: n, lastName: TAG });
    await createUserWithPermissions(t, [], { firstName: 'İrem', lastName: `${TAG}A` });
    const users = await t.request<Array<{ first_name: string; last_name: string }>>('GET', '/users', { token: t.adminToken });
    expect(users.status).toBe(200);
    const mine = users.body.filter((u) => u.last_name.startsWith(TAG)).map((u) => `${u.first_name} ${u.last_name}`);
    expect(mine).toEqual([`Çağrı ${TAG}`, `Işık ${TAG}`, `İrem ${TAG}`, `İrem ${TAG}A`, `Zeynep ${TAG}`]);

    for (const n of shuffled) await t.request('POST', '/roles', { token: t.adminToken, body: { name: `${TAG} ${n}`, permissionIds: [] } });
    const roles = await t.request<Array<{ name: string }>>('GET', '/roles', { token: t.adminToken });
    expect(
      ours(
        roles.body.map((r) => r.name),
        TAG,
      ),
    ).toEqual(NAMES.map((n) => `${TAG} ${n}`));
  });

  it('orders warehouses with as much equipment by their Turkish names', async () => {
    for (const n of shuffled) await createWarehouse(t, { name: `${TAG} ${n}` });
    const res = await t.request<Array<{ name: string; equipment_count: number }>>('GET', '/warehouses', { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(
      ours(
        res.body.map((w) => w.name),
        TAG,
      ),
    ).toEqual(NAMES.map((n) => `${TAG} ${n}`));
    // Still most equipment first.
    const counts = res.body.map((w) => w.equipment_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
