// Sessions: expiry, revocation on logout, and nothing secret in the request log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@server/auth/sessions';
import { sessions } from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { TEST_ADMIN } from '../helpers/test-env';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const token = await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const rows = await t.database.db.select({ token_hash: sessions.token_hash }).from(sessions);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('ends a session when it expires', async () => {
    const token = await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await t.request('GET', '/auth/me', { token })).status).toBe(200);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    const res = await t.request<{ error: string }>('GET', '/auth/me', { token });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
  });

  it('revokes only the session that signs out', async () => {
    const a = await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const b = await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await t.request('POST', '/auth/logout', { token: a })).status).toBe(200);
    expect((await t.request('GET', '/auth/me', { token: a })).status).toBe(401);
    expect((await t.request('GET', '/auth/me', { token: b })).status).toBe(200);
  });

  it('rejects malformed authorization headers with 401', async () => {
    for (const header of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(500)}`, 'Bearer a b']) {
      const res = await t.request('GET', '/auth/me', { headers: { authorization: header } });
      expect(res.status).toBe(401);
    }
  });
});
