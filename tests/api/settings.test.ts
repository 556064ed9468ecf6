import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, PNG_DATA_URL } from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Me {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  signature: string | null;
}

const profile = (email: string) => ({ first_name: 'Zeynep', last_name: 'Güneş', email, phone: '5051234567' });

describe('settings', () => {
  it('updates the profile of any signed-in user, with the spec messages', async () => {
    const u = await createUserWithPermissions(t, []);
    const res = await t.request<Me>('PUT', '/auth/profile', { token: u.token, body: profile(` ${u.email.toUpperCase()} `) });
    expect(res.status).toBe(200);
    expect([res.body.first_name, res.body.email, res.body.phone]).toEqual(['Zeynep', u.email, '5051234567']);
    const me = await t.request<Me>('GET', '/auth/me', { token: u.token });
    expect(me.body.last_name).toBe('Güneş');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, 'Ad zorunludur'],
      [{ last_name: '' }, 'Soyad zorunludur'],
      [{ email: '' }, 'E-posta zorunludur'],
      [{ phone: '' }, 'Telefon zorunludur'],
      [{ new_password: '12345', current_password: 'x' }, 'Şifre en az 6 karakter olmalıdır'],
      [{ new_password: 'yeni-sifre' }, 'Mevcut şifrenizi girmeniz gerekiyor.'],
    ];
    for (const [patch, message] of cases) {
      const bad = await t.request<{ error: string }>('PUT', '/auth/profile', { token: u.token, body: { ...profile(u.email), ...patch } });
      expect([bad.status, bad.body.error]).toEqual([400, message]);
    }
  });

  it('refuses an e-mail another user holds', async () => {
    const a = await createUserWithPermissions(t, []);
    const b = await createUserWithPermissions(t, []);
    const res = await t.request<{ error: string }>('PUT', '/auth/profile', {
      token: a.token,
      body: { ...profile(b.email), current_password: a.password },
    });
    expect([res.status, res.body.error]).toEqual([409, 'Bu e-posta adresi zaten kullanılıyor.']);
  });

  it('changes the sign-in e-mail only with the right current password', async () => {
    const u = await createUserWithPermissions(t, []);
    const next = `yeni-${u.email}`;
    const without = await t.request<{ error: string }>('PUT', '/auth/profile', { token: u.token, body: profile(next) });
    expect([without.status, without.body.error]).toEqual([400, 'E-posta adresini değiştirmek için mevcut şifrenizi girmeniz gerekiyor.']);
    const wrong = await t.request<{ error: string }>('PUT', '/auth/profile', {
      token: u.token,
      body: { ...profile(next), current_password: 'yanlis-sifre' },
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Mevcut şifre hatalı.']);
    await expect(t.login(next, u.password)).rejects.toThrow();
    const ok = await t.request<Me>('PUT', '/auth/profile', { token: u.token, body: { ...profile(next), current_password: u.password } });
    expect([ok.status, ok.body.email]).toEqual([200, next]);
    await expect(t.login(next, u.password)).resolves.toBeTruthy();
  });

  it('changes the password only with the right current one and ends every other session', async () => {
    const u = await createUserWithPermissions(t, []);
    const other = await t.login(u.email, u.password);
    const wrong = await t.request<{ error: string }>('PUT', '/auth/profile', {
      token: u.token,
      body: { ...profile(u.email), current_password: 'yanlis-sifre', new_password: 'yepyeni-123' },
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Mevcut şifre hatalı.']);
    expect((await t.request('GET', '/auth/me', { token: other })).status).toBe(200);

    const ok = await t.request('PUT', '/auth/profile', {
      token: u.token,
      body: { ...profile(u.email), current_password: u.password, new_password: 'yepyeni-123' },
    });
    expect(ok.status).toBe(200);
    expect((await t.request('GET', '/auth/me', { token: u.token })).status).toBe(200);
    expect((await t.request('GET', '/auth/me', { token: other })).status).toBe(401);
    await expect(t.login(u.email, u.password)).rejects.toThrow();
    await expect(t.login(u.email, 'yepyeni-123')).resolves.toBeTruthy();
  });

  it('saves, shows and deletes the signature', async () => {
    const u = await createUserWithPermissions(t, []);
    const empty = await t.request<{ error: string }>('PUT', '/auth/signature', { token: u.token, body: { signature: '' } });
    expect([empty.status, empty.body.error]).toEqual([400, 'Lütfen imza alanını doldurun.']);
    const notImage = await t.request<{ error: string }>('PUT', '/auth/signature', {
      token: u.token,
      body: { signature: 'data:text/html;base64,PGI+' },
    });
    expect(notImage.status).toBe(400);
    const saved = await t.request<Me>('PUT', '/auth/signature', { token: u.token, body: { signature: PNG_DATA_URL } });
    expect([saved.status, saved.body.signature]).toEqual([200, PNG_DATA_URL]);
    expect((await t.request<Me>('GET', '/auth/me', { token: u.token })).body.signature).toBe(PNG_DATA_URL);
    const removed = await t.request<Me>('DELETE', '/auth/signature', { token: u.token });
    expect([removed.status, removed.body.signature]).toEqual([200, null]);
    expect((await t.request<Me>('GET', '/auth/me', { token: u.token })).body.signature).toBeNull();
  });

  it('needs a session', async () => {
    expect((await t.request('PUT', '/auth/profile', { body: profile('a@b.co') })).status).toBe(401);
    expect((await t.request('DELETE', '/auth/signature')).status).toBe(401);
  });
});
