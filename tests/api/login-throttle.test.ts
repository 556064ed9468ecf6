// Sign-in throttling under attack (DESIGN.md §4): counted before the password is checked, per
// (e-mail, client address) with an account-wide ceiling, lifted by 'Kilidi Kaldır' or the shell.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CEILING, MAX_FAILED_ATTEMPTS } from '@server/auth/login-throttle';
import { createApp } from '@server/app';
import { queryRows } from '@server/db/sql';
import { readConfig } from '@server/env';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';
import { loginBurst } from '../helpers/login-burst';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const LOCKED = /^Hesabınız kilitli\. \d+ dakika sonra tekrar deneyin\.$/;

/** The app behind a proxy that appends the client's address to X-Forwarded-For. */
function behindProxy(trustProxy: string) {
  const app = createApp({ db: t.database.db, config: readConfig({ TRUST_PROXY: trustProxy }) });
  return async (email: string, password: string, forwardedFor: string) => {
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, body: (await res.json()) as { error: string; locked_until?: string } };
  };
}

async function throttleRows(email?: string) {
  return queryRows<{ email: string; client: string; failed_count: number }>(
    t.database.db,
    email
      ? sql`select email, client, failed_count from login_throttle where email = ${email}`
      : sql`select email, client, failed_count from login_throttle`,
  );
}

describe('sign-in throttling', () => {
  it('checks at most 5 passwords in a burst of 100 parallel sign-ins, and the right one last does not get in', async () => {
    const user = await fx.createUserWithPermissions(t, []);
    const burst = await loginBurst([t.url], user.email, user.password);
    console.info(`burst on one process: ${burst.checked} passwords checked, answers ${JSON.stringify(burst.statuses)}`);
    expect(burst.checked).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
    expect(burst.statuses[200] ?? 0).toBe(0);
    expect(burst.statuses[500] ?? 0).toBe(0);
    expect(burst.lastStatus).toBe(429);
    expect((burst.statuses[401] ?? 0) + (burst.statuses[429] ?? 0)).toBe(100);
    // A success never clears a lock in force: the right password alone is still refused.
    const after = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(after.status).toBe(429);
    expect(after.body.error).toMatch(LOCKED);
  });

  it('locks one (e-mail, address) pair: the account still signs in from another address behind a trusted proxy', async () => {
    const user = await fx.createUserWithPermissions(t, []);
    const login = behindProxy('1');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(user.email, 'yanlis-sifre', '203.0.113.7'));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
    expect(answers[4]?.body.error).toBe('Çok fazla başarısız giriş denemesi. Hesabınız 15 dakika süreyle kilitlendi.');
    expect((await login(user.email, user.password, '203.0.113.7')).body.error).toMatch(LOCKED);
    // The proxy's own hop is what counts: an address the attacker prepends changes nothing.
    expect((await login(user.email, user.password, '198.51.100.1, 203.0.113.7')).status).toBe(429);
    expect((await login(user.email, user.password, '198.51.100.9')).status).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is the client', async () => {
    const user = await fx.createUserWithPermissions(t, []);
    for (let i = 0; i < 5; i++) {
      await t.request('POST', '/auth/login', {
        body: { email: user.email, password: 'yanlis-sifre' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    }
    const res = await t.request<{ error: string }>('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(LOCKED);
  });

  it(`locks the account everywhere after ${ACCOUNT_CEILING} failures from many addresses`, async () => {
    const user = await fx.createUserWithPermissions(t, []);
    const login = behindProxy('1');
    const addresses = ACCOUNT_CEILING / MAX_FAILED_ATTEMPTS;
    for (let a = 0; a < addresses; a++) {
      await Promise.all(Array.from({ length: MAX_FAILED_ATTEMPTS }, () => login(user.email, 'yanlis-sifre', `192.0.2.${a + 1}`)));
    }
    const fresh = await login(user.email, user.password, '192.0.2.250');
    expect(fresh.status).toBe(429);
    expect(fresh.body.error).toMatch(LOCKED);
  });

  it("shows the lock in the users list and 'Kilidi Kaldır' (edit_user) lifts it on every address", async () => {
    const user = await fx.createUserWithPermissions(t, []);
    for (let i = 0; i < 5; i++) await t.request('POST', '/auth/login', { body: { email: user.email, password: 'yanlis-sifre' } });
    const list = await t.request<Array<{ id: string; email: string; locked_until: string | null }>>('GET', '/users', {
      token: t.adminToken,
    });
    const row = list.body.find((u) => u.id === user.id);
    expect(new Date(row!.locked_until!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(list.body.find((u) => u.email === 'admin@depo.local')?.locked_until).toBeNull();

    const viewer = await fx.createUserWithPermissions(t, ['view_users']);
    expect((await t.request('POST', `/users/${user.id}/unlock`, { token: viewer.token })).status).toBe(403);
    const lifted = await t.request<{ locked_until: null }>('POST', `/users/${user.id}/unlock`, { token: t.adminToken });
    expect(lifted.status).toBe(200);
    expect(lifted.body.locked_until).toBeNull();
    const after = await t.request<Array<{ id: string; locked_until: string | null }>>('GET', '/users', { token: t.adminToken });
    expect(after.body.find((u) => u.id === user.id)?.locked_until).toBeNull();
    expect((await t.request('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it("a device's users delta (`?since=`) carries a lock when it starts and when it is lifted", async () => {
    // The lock lives beside the user's row: a device that asks for what changed since a moment
    // after the user was saved must still hear of it, and of its lifting.
    type Delta = { items: Array<{ id: string; locked_until: string | null }> };
    const delta = (since: string) => t.request<Delta>('GET', `/users?since=${encodeURIComponent(since)}`, { token: t.adminToken });
    const user = await fx.createUserWithPermissions(t, []);
    const beforeLock = new Date().toISOString();
    expect((await delta(beforeLock)).body.items.find((u) => u.id === user.id)).toBeUndefined();

    for (let i = 0; i < 5; i++) await t.request('POST', '/auth/login', { body: { email: user.email, password: 'yanlis-sifre' } });
    const locked = (await delta(beforeLock)).body.items.find((u) => u.id === user.id);
    expect(new Date(locked!.locked_until!).getTime()).toBeGreaterThan(Date.now());

    const beforeUnlock = new Date().toISOString();
    expect((await t.request('POST', `/users/${user.id}/unlock`, { token: t.adminToken })).status).toBe(200);
    const lifted = (await delta(beforeUnlock)).body.items.find((u) => u.id === user.id);
    expect(lifted).toBeDefined();
    expect(lifted!.locked_until).toBeNull();
  });

  it('refuses to unlock a user beyond the actor (a wider role) with 409', async () => {
    const limited = await fx.createUserWithPermissions(t, ['view_users', 'edit_user']);
    const admin = await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = 'admin@depo.local'`);
    const res = await t.request<{ error: string }>('POST', `/users/${admin[0]!.id}/unlock`, { token: limited.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/yönetemezsiniz/);
  });

  it('does not keep failed sign-ins of unknown e-mails once their window is over', async () => {
    for (let i = 0; i < 20; i++)
      await t.request('POST', '/auth/login', { body: { email: `yok-${i}@depo.local`, password: 'yanlis-sifre' } });
    expect((await throttleRows()).filter((r) => r.email.startsWith('yok-')).length).toBe(40);
    await t.database.db.execute(sql`update login_throttle set updated_at = now() - interval '16 minutes', locked_until = null`);
    await t.request('POST', '/auth/login', { body: { email: 'yok-son@depo.local', password: 'yanlis-sifre' } });
    const left = await throttleRows();
    expect(left.map((r) => r.email).sort()).toEqual(['yok-son@depo.local', 'yok-son@depo.local']);
    expect(await throttleRows('yok-son@depo.local')).toHaveLength(2);
  });

  it('starts a count over after 15 quiet minutes and when the lock has run out', async () => {
    const user = await fx.createUserWithPermissions(t, []);
    for (let i = 0; i < 5; i++) await t.request('POST', '/auth/login', { body: { email: user.email, password: 'yanlis-sifre' } });
    await t.database.db.execute(sql`update login_throttle set locked_until = now() - interval '1 second' where email = ${user.email}`);
    const again = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: user.email, password: 'yanlis-sifre' } });
    expect(again.body.error).toBe('Giriş başarısız. Kalan deneme hakkı: 4');
    expect((await t.request('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it('a burst of correct sign-ins from one address never leaves the account locked once it is over', async () => {
    const { reserveAttempt, settleSuccess } = await import('@server/auth/login-throttle');
    const user = await fx.createUserWithPermissions(t, []);
    // Five correct sign-ins in flight from one address (counted, passwords still being checked)…
    const client = '127.0.0.1';
    const inFlight = [];
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) inFlight.push(await reserveAttempt(t.database.db, user.email, client));
    expect(inFlight.every((r) => r.allowed)).toBe(true);
    // …so a sixth is refused before its password is checked,
    const sixth = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(sixth.status).toBe(429);
    // …and once the five have signed in, nothing of the burst is left: the next sign-in goes through.
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) await settleSuccess(t.database.db, user.email, client);
    expect((await t.request('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
    expect((await throttleRows(user.email)).every((r) => Number(r.failed_count) === 0)).toBe(true);
    // Failures still lock: five wrong passwords, then the right one is refused.
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++)
      await t.request('POST', '/auth/login', { body: { email: user.email, password: 'yanlis-sifre' } });
    const locked = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(LOCKED);
  });
});
