// API answers carry personal data: `Cache-Control: no-store` on every one of them, refusals and
// errors included; the equipment list keeps its ETag revalidation (`private, no-cache`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { readApiRoutes } from '../helpers/api-routes';
import { TEST_ADMIN } from '../helpers/test-env';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('Cache-Control', () => {
  it('is no-store on every list and read of the matrix, on sign-in, refusals and errors', async () => {
    // /auth/sso/callback is where a provider's answer comes back: a redirect, not a read.
    const reads = readApiRoutes().filter(
      (r) => r.method === 'GET' && !/:[A-Za-z]+/.test(r.path) && r.path !== '/equipment' && r.path !== '/auth/sso/callback',
    );
    expect(reads.length).toBeGreaterThan(10);
    // A read about one serial asks for one this database does not hold: its 404, no-store all the same.
    const ONE_SERIAL = '/equipment/locate';
    for (const route of reads) {
      const query = route.path === ONE_SERIAL ? 'serial=YOK-1' : route.query;
      const res = await t.request('GET', `${route.path}${query ? `?${query}` : ''}`, { token: t.adminToken });
      const status = route.path === ONE_SERIAL ? 404 : 200;
      expect([route.path, res.status, res.headers.get('cache-control')]).toEqual([route.path, status, 'no-store']);
    }
    const login = await t.request('POST', '/auth/login', { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const [method, path, token] of [
      ['GET', '/users', null],
      ['GET', '/yok', t.adminToken],
      ['POST', '/warehouses', t.adminToken],
      ['GET', '/equipment?since=0000-01-01', t.adminToken],
    ] as const) {
      const res = await t.request(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
  });

  it('keeps the equipment list private and revalidated, never stored by a proxy', async () => {
    const res = await t.request('GET', '/equipment', { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(['private, no-cache', 'no-store']).toContain(res.headers.get('cache-control'));
  });
});
