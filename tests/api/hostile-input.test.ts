// Hostile input on every write call of docs/permissions.md: random, missing, oversized, wrongly
// typed and injection-looking values. Never a 500, never a partial write, always a Turkish `{ error }`.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { readApiRoutes, type ApiRoute } from '../helpers/api-routes';
import * as fx from '../helpers/fixtures';
import { hostileString } from '../helpers/hostile-values';

const TABLES = [
  'users',
  'roles',
  'role_permissions',
  'user_warehouses',
  'warehouses',
  'departments',
  'workers',
  'brands',
  'categories',
  'equipment',
  'field_equipment',
  'repairers',
  'broken_equipment',
  'transfers',
  'audit_log',
  'deleted_rows',
];

const FIELDS = [
  'first_name',
  'last_name',
  'tc_no',
  'email',
  'phone',
  'role_id',
  'password',
  'name',
  'location',
  'description',
  'serial_number',
  'model',
  'brand_id',
  'category_id',
  'warehouse_id',
  'status',
  'equipment_id',
  'worker_id',
  'team_leader_id',
  'signature',
  'issue',
  'assigned_to',
  'repairer_id',
  'repair_cost',
  'repair_invoice',
  'from_warehouse_id',
  'to_warehouse_id',
  'permissionIds',
  'warehouseIds',
  'department_id',
  'address',
  'current_password',
  'new_password',
  'batch_id',
];

const INJECTION = [
  "'; drop table equipment; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '${process.exit()}',
  '../../etc/passwd',
  '\u0000',
  'İ'.repeat(300),
  '💥'.repeat(50),
  'NaN',
  '-1',
  '1e309',
  '{"$gt":""}',
  'data:image/png;base64,####',
];

const value = fc.oneof(
  fc.string(),
  hostileString,
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.constantFrom(...INJECTION),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.oneof(fc.string(), fc.uuid(), fc.integer()), { maxLength: 5 }),
  fc.object({ maxDepth: 1 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.dictionary(hostileString, value, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant({}),
);

let t: TestServer;
let token: string;

/** Sends a large body and reads the answer even when the server answers before reading it all. */
function sendLarge(method: string, path: string, payload: string): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        // As curl does for large bodies: the server may refuse before the body is sent.
        expect: '100-continue',
      },
    });
    req.on('continue', () => req.end(payload));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as { error?: string } }));
    });
    req.on('error', reject);
  });
}
const ids: Record<string, string> = {};

async function counts(): Promise<Record<string, number>> {
  const rows = await queryRows<{ t: string; n: number }>(
    t.database.db,
    sql.raw(TABLES.map((name) => `select '${name}' as t, count(*)::int as n from ${name}`).join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

function concretePath(route: ApiRoute): string {
  const resource = route.path.split('/')[1] ?? '';
  return route.path.replace(':id', ids[resource] ?? randomUUID());
}

beforeAll(async () => {
  t = await startTestServer();
  const rows = await fx.oneOfEach(t);
  token = rows.token;
  Object.assign(ids, rows.ids);
});
afterAll(async () => {
  await t?.close();
});

// Sign-out ends the attacking session itself; it takes no body and has its own tests.
const routes = readApiRoutes().filter((r) => (r.access !== 'public' || r.path === '/auth/login') && r.path !== '/auth/logout');
const writes = routes.filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH');

describe('hostile input', () => {
  it('lists write calls to attack', () => {
    expect(writes.length).toBeGreaterThan(10);
  });

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: random bodies never give a 500 or a partial write',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await counts();
          const res = await t.request<{ error?: unknown }>(route.method, concretePath(route), { token, body: payload });
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body?.error).toBe('string');
            expect(String(res.body.error)).not.toMatch(/at .*\.(ts|js):\d+|TypeError|ReferenceError|SyntaxError|Failed query/);
            // Turkish, not a library's English default.
            expect(String(res.body.error)).not.toMatch(/\b(Invalid|Expected|received|undefined|null)\b/);
            expect(await counts()).toEqual(before);
          }
        }),
        { numRuns: 12 },
      );
    },
  );

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: malformed JSON is 400 and an oversized body 413',
    async (_, route) => {
      const bad = await t.request<{ error: string }>(route.method, concretePath(route), { token, rawBody: '{"name": "yarım' });
      expect([400, 404]).toContain(bad.status);
      expect(typeof bad.body.error).toBe('string');
      const limit = t.server.bodySize(route.method, `/api${concretePath(route)}`).bytes;
      if (limit > 2 * 1024 * 1024) return; // the 30 MB invoice and the 26 MB import limits are tested by their own suites
      const big = await sendLarge(route.method, concretePath(route), JSON.stringify({ name: 'x'.repeat(limit + 10) }));
      expect(big.status).toBe(413);
      expect(big.body.error).toBe('İstek gövdesi çok büyük.');
    },
  );

  it.each(routes.filter((r) => r.path.includes(':id')).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: a path id that is not a UUID is 404',
    async (_, route) => {
      for (const bad of ['123', 'abc', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
        const res = await t.request<{ error: string }>(route.method, route.path.replace(':id', encodeURIComponent(bad)), {
          token,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.status).toBe(404);
        expect(typeof res.body.error).toBe('string');
      }
    },
  );
});
