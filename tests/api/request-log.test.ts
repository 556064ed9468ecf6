// The request log names method, path, status and time only: no token, hash or signature ever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { readConfig } from '../../src/server/env';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL } from '../helpers/fixtures';
import { TEST_ADMIN } from '../helpers/test-env';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('request log', () => {
  it('never contains the token, the password, its hash or a signature', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const app = createApp({ db: t.database.db, config: readConfig({}), log: (line) => lines.push(line) });
      const login = await app.request('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
      });
      const { token } = (await login.json()) as { token: string };
      await app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      await app.request('/api/field-equipment', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ signature: PNG_DATA_URL }),
      });
      await app.request(`/api/auth/me?token=${token}`, { headers: { authorization: `Bearer ${token}` } });

      expect(lines.length).toBeGreaterThanOrEqual(4);
      const all = [...lines, ...errors].join('\n');
      expect(all).toContain('POST /api/auth/login 200');
      expect(all).not.toContain(token);
      expect(all).not.toContain(TEST_ADMIN.password);
      expect(all).not.toContain('$argon2');
      expect(all).not.toContain('base64');
    } finally {
      console.error = originalError;
    }
  });
});
