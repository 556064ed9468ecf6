// The request log names method, path, status and time only: no token, hash or signature ever.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/auth/password';
import { consoleLogger } from '@server/log';
import { createApp } from '@server/app';
import { readConfig } from '@server/env';
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

  it('logs a failed query by its message and code only: no parameters, hash, token; control characters escaped', async () => {
    const hash = await hashPassword('gizli-sifre-123');
    const token = 'q'.repeat(10) + 'Zx9_-AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    let failure: unknown;
    try {
      await t.database.db.execute(sql`select ${hash}::int, ${`Bearer ${token}`}::int`);
    } catch (error) {
      failure = error;
    }
    // The raw error does carry the secrets: what the logger must leave out.
    const raw =
      failure instanceof Error
        ? `${failure.message} ${String(failure.stack)} ${String((failure.cause as Error | undefined)?.message)}`
        : '';
    expect(raw).toContain('$argon2');

    const lines: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '));
    try {
      consoleLogger.error('[hata] POST /api/yok\nsahte: satır\u0000', failure);
      consoleLogger.error('[hata]', new Error(`kötü\r\nPOST /api/auth/login 200 \ud800 ${token}`));
    } finally {
      console.error = originalError;
    }
    const all = lines.join('\n');
    expect(all).toMatch(/22P02|invalid input/);
    expect(all).not.toContain('$argon2');
    expect(all).not.toContain(token);
    expect(all).not.toMatch(/Bearer (?!\[gizli\])/);
    expect(all).not.toContain('\u0000');
    expect(all).toContain('\\u0000');
    // Every line of the output is either a message line or a stack frame: nothing forged a line.
    for (const line of all.split('\n')) expect(line).toMatch(/^(\[hata\]| {2}at )/);
  });
});
