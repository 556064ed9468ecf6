import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '@shared/permissions';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { TEST_ADMIN } from '../helpers/test-env';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface LoginBody {
  token: string;
  user: Record<string, unknown>;
  permissions: string[];
}

describe('sign-in', () => {
  it('answers token, user and every permission for the administrator; e-mail is trimmed and lower-cased', async () => {
    const res = await t.request<LoginBody>('POST', '/auth/login', {
      body: { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.user.email).toBe(TEST_ADMIN.email);
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(res.body)).not.toContain('$argon2');
    expect([...res.body.permissions].sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('rejects malformed input with the Turkish validation message', async () => {
    const bad = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: 'yok', password: 'abcdef' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Geçerli bir e-posta adresi giriniz.');
    const short = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: 'a@b.co', password: '123' } });
    expect(short.body.error).toBe('Şifre en az 6 karakter olmalıdır.');
    const long = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(129) } });
    expect(long.body.error).toBe('Şifre çok uzun.');
    const malformed = await t.request<{ error: string }>('POST', '/auth/login', { rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/JSON/);
  });

  it('counts failed attempts and locks the account for 15 minutes after 5, in the database', async () => {
    const email = 'kilit@depo.local';
    const answers: Array<{ status: number; error: string }> = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request<{ error: string }>('POST', '/auth/login', { body: { email, password: 'yanlis-sifre' } });
      answers.push({ status: res.status, error: res.body.error });
    }
    expect(answers.slice(0, 4)).toEqual([
      { status: 401, error: 'Giriş başarısız. Kalan deneme hakkı: 4' },
      { status: 401, error: 'Giriş başarısız. Kalan deneme hakkı: 3' },
      { status: 401, error: 'Giriş başarısız. Kalan deneme hakkı: 2' },
      { status: 401, error: 'Giriş başarısız. Kalan deneme hakkı: 1' },
    ]);
    expect(answers[4]).toEqual({ status: 429, error: 'Çok fazla başarısız giriş denemesi. Hesabınız 15 dakika süreyle kilitlendi.' });
    const locked = await t.request<{ error: string }>('POST', '/auth/login', { body: { email, password: 'yanlis-sifre' } });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('Hesabınız kilitli. 15 dakika sonra tekrar deneyin.');
  });

  it('locks a real account even against its right password, and a good sign-in resets the count', async () => {
    const ok = await t.request('POST', '/auth/login', { body: { email: TEST_ADMIN.email, password: 'yanlis-sifre' } });
    expect(ok.status).toBe(401);
    const good = await t.request('POST', '/auth/login', { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    expect(good.status).toBe(200);
    const again = await t.request<{ error: string }>('POST', '/auth/login', {
      body: { email: TEST_ADMIN.email, password: 'yanlis-sifre' },
    });
    expect(again.body.error).toBe('Giriş başarısız. Kalan deneme hakkı: 4');
    await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
  });
});

describe('session', () => {
  it('serves /auth/me for a valid token and 401 without one or after logout', async () => {
    const token = await t.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const me = await t.request<Record<string, unknown>>('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(TEST_ADMIN.email);
    expect(me.body).toHaveProperty('signature');
    expect(me.body).not.toHaveProperty('password_hash');

    expect((await t.request('GET', '/auth/me')).status).toBe(401);
    expect((await t.request('GET', '/auth/me', { token: 'uydurma' })).status).toBe(401);

    expect((await t.request('POST', '/auth/logout', { token })).status).toBe(200);
    const after = await t.request<{ error: string }>('GET', '/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.error).toMatch(/oturum/i);
  });

  it('lists every permission with name, category and Turkish description', async () => {
    const res = await t.request<Array<{ id: string; name: string; category: string; description: string }>>('GET', '/permissions', {
      token: t.adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name).sort()).toEqual([...PERMISSION_NAMES].sort());
    for (const p of res.body) {
      expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(p.category.length).toBeGreaterThan(2);
      expect(p.description.length).toBeGreaterThan(5);
    }
  });
});

describe('safe by default', () => {
  it('sends security headers and JSON errors for unknown routes', async () => {
    const res = await t.request<{ error: string }>('GET', '/yok-boyle-bir-yer', { token: t.adminToken });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Bulunamadı.');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('refuses bodies over the default limit with 413', async () => {
    const res = await t.request<{ error: string }>('POST', '/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('İstek gövdesi çok büyük.');
  });
});

describe('validation messages', () => {
  it('answers a missing field with that field’s Turkish message', async () => {
    const noPassword = await t.request<{ error: string }>('POST', '/auth/login', { body: { email: 'a@b.co' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toBe('Şifre en az 6 karakter olmalıdır.');
    const empty = await t.request<{ error: string }>('POST', '/auth/login', { body: {} });
    expect(empty.body.error).toBe('Geçerli bir e-posta adresi giriniz.');
    const array = await t.request<{ error: string }>('POST', '/auth/login', { body: [1, 2] });
    expect(array.body.error).toBe('İstek gövdesi bir nesne olmalıdır.');
  });
});
