// The audit trail cannot be edited or removed, not even by a direct statement.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '@server/db/audit';
import { auditLog } from '@server/db/schema';
import { startTestServer, type TestServer } from '../helpers/api-server';

let t: TestServer;

/** Drizzle wraps the driver's error: look through the causes. */
async function failureText(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const parts: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
    return parts.join(' | ');
  }
  return 'başarılı oldu';
}
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('audit log', () => {
  it('is append-only in the database', async () => {
    await audit(t.database.db, { userId: null, action: 'create', entity: 'test', entityId: null, after: { a: 1 } });
    const before = await t.database.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    expect(await failureText(t.database.db.execute(sql`update audit_log set action = 'x'`))).toMatch(/append-only/);
    expect(await failureText(t.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await failureText(t.database.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const after = await t.database.db.select().from(auditLog);
    expect(after).toEqual(before);
  });

  it('keeps no password hash and shortens large images', async () => {
    await audit(t.database.db, {
      userId: null,
      action: 'update',
      entity: 'users',
      entityId: null,
      before: { password_hash: '$argon2id$secret', signature: `data:image/png;base64,${'A'.repeat(2000)}` },
      after: { first_name: 'Ali' },
    });
    const rows = await t.database.db.select().from(auditLog);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('A'.repeat(600));
    expect(text).toContain('karakter]');
  });

  it('offers no API to change or delete audit rows', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      const res = await t.request('' + method, '/audit', { token: t.adminToken, body: method === 'DELETE' ? undefined : {} });
      expect([404, 405]).toContain(res.status);
    }
  });
});
