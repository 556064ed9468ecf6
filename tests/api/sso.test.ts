// Issue 47 point 4: single sign-on with OpenID Connect, against a real provider started here
// (tests/helpers/oidc-provider.mjs). The whole code flow is driven over HTTP: the button's start,
// the provider's own sign-in, its answer to the callback, and the one-time code traded for the
// app's usual session. First sign-in makes the user, groups map to roles, a domain can be made
// SSO-only, and a tampered or replayed answer is refused; a provider that does not answer is not.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MESSAGES, type SsoButton } from '@shared/sso';
import * as s from '@server/db/schema';
import { startOidcProvider, type OidcTestProvider } from '../helpers/oidc-provider.mjs';
import { startTestServer, type TestServer } from '../helpers/api-server';

const DEFAULT_ROLE = 'SSO Depo Görevlisi';
const LABEL = 'Firma ile Giriş Yap';
let t: TestServer;
let idp: OidcTestProvider;
/** A provider that goes away between the button and its answer. */
let leaving: OidcTestProvider;

beforeAll(async () => {
  idp = await startOidcProvider();
  leaving = await startOidcProvider();
  const closed = await startOidcProvider();
  const down = closed.issuer;
  await closed.close();
  const providers = [
    {
      id: 'firma',
      label: LABEL,
      issuer: idp.issuer,
      client_id: 'depo-takip',
      client_secret: 'gizli-istemci-anahtari-123',
      scopes: 'openid email profile groups',
      default_role: DEFAULT_ROLE,
      group_roles: [{ group: 'depo-yoneticileri', role: 'Yönetici' }],
      allowed_domains: ['firma.test'],
      require_for_domains: true,
    },
    { id: 'kapali', label: 'Kapalı ile Giriş Yap', issuer: down, client_id: 'x', client_secret: 'y' },
    {
      id: 'giden',
      label: 'Giden ile Giriş Yap',
      issuer: leaving.issuer,
      client_id: 'depo-takip',
      client_secret: 'gizli-istemci-anahtari-123',
    },
  ];
  t = await startTestServer({ env: { SSO_PROVIDERS: JSON.stringify(providers) } });
  for (const provider of [idp, leaving]) {
    provider.configure({
      clientId: 'depo-takip',
      clientSecret: 'gizli-istemci-anahtari-123',
      redirectUri: `${t.url}/api/auth/sso/callback`,
    });
  }
  const [role] = await t.database.db.insert(s.roles).values({ name: DEFAULT_ROLE }).returning();
  const [permission] = await t.database.db.select().from(s.permissions).where(eq(s.permissions.name, 'view_warehouses'));
  await t.database.db.insert(s.rolePermissions).values({ role_id: role!.id, permission_id: permission!.id });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await leaving?.close();
});

/** A browser enough for the flow: follows nothing by itself, keeps cookies by name. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location, url).href : null };
  };
}

type Browser = ReturnType<typeof browser>;

/**
 * Button → provider → its sign-in form → its answer, stopping before the callback: the callback's
 * address, and the browser that pressed the button (holding its cookie).
 */
async function providerAnswer(
  email: string,
  via: { id: string; idp: OidcTestProvider } = { id: 'firma', idp },
): Promise<{ answer: string; go: Browser }> {
  const go = browser();
  const start = await go(`${t.url}/api/auth/sso/${via.id}/start`);
  expect(start.status).toBe(302);
  expect(start.location).toMatch(new RegExp(`^${via.idp.issuer}/auth\\?`));
  const authorize = new URL(start.location!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  let step = await go(start.location!);
  expect(step.location).toMatch(/\/interaction\//);
  step = await go(`${step.location!}/login`, { method: 'POST', form: { email } });
  while (step.location && step.location.startsWith(via.idp.issuer)) step = await go(step.location);
  expect(step.location).toMatch(new RegExp(`^${t.url}/api/auth/sso/callback\\?`));
  return { answer: step.location!, go };
}

/** The callback's answer in a browser: where the sign-in page is sent. */
async function callback(answer: string, go: Browser): Promise<URL> {
  const res = await go(answer);
  expect(res.status).toBe(302);
  return new URL(res.location!);
}

async function signInThrough(email: string) {
  const { answer, go } = await providerAnswer(email);
  const landing = await callback(answer, go);
  expect(landing.searchParams.get('sso_error')).toBeNull();
  const code = new URLSearchParams(landing.hash.slice(1)).get('sso') ?? '';
  const res = await t.request<{ token: string; user: { id: string; email: string; role: { name: string } }; permissions: string[] }>(
    'POST',
    '/auth/sso/exchange',
    { body: { code } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.body, code };
}

async function errorOf(email: string) {
  const { answer, go } = await providerAnswer(email);
  return (await callback(answer, go)).searchParams.get('sso_error');
}

describe('the sign-in page', () => {
  it('lists the providers by id and label only, without signing in', async () => {
    const res = await t.request<SsoButton[]>('GET', '/auth/sso/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 'firma', label: LABEL },
      { id: 'kapali', label: 'Kapalı ile Giriş Yap' },
      { id: 'giden', label: 'Giden ile Giriş Yap' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('gizli');
  });
});

describe('signing in through the provider', () => {
  it('makes the user at first sign-in with the default role; the session is the app’s usual one', async () => {
    idp.addAccount('sub-zeynep', {
      email: 'zeynep.kaya@firma.test',
      email_verified: true,
      given_name: 'Zeynep',
      family_name: 'Kaya',
      groups: [],
    });
    const first = await signInThrough('zeynep.kaya@firma.test');
    expect(first.user).toMatchObject({
      email: 'zeynep.kaya@firma.test',
      first_name: 'Zeynep',
      last_name: 'Kaya',
      tc_no: '',
      role: { name: DEFAULT_ROLE },
    });
    expect(first.permissions).toEqual(['view_warehouses']);
    const me = await t.request<{ id: string }>('GET', '/auth/me', { token: first.token });
    expect(me.body.id).toBe(first.user.id);
    expect((await t.request('GET', '/warehouses', { token: first.token })).status).toBe(200);
    // The code is used once.
    expect(await t.request('POST', '/auth/sso/exchange', { body: { code: first.code } })).toMatchObject({
      status: 401,
      body: { error: SSO_MESSAGES.exchangeExpired },
    });
    // A second user made the same way: national ids left empty do not collide.
    idp.addAccount('sub-ali', { email: 'ali@firma.test', email_verified: true, name: 'Ali Rıza Öztürk' });
    const second = await signInThrough('ali@firma.test');
    expect(second.user).toMatchObject({ first_name: 'Ali', last_name: 'Rıza Öztürk', tc_no: '' });
    // The same account again is the same user.
    expect((await signInThrough('zeynep.kaya@firma.test')).user.id).toBe(first.user.id);
    const audited = await t.database.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity_id, first.user.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'sign_in', 'sign_in']);
  });

  it('maps groups to roles at every sign-in', async () => {
    idp.addAccount('sub-mert', {
      email: 'mert@firma.test',
      email_verified: true,
      name: 'Mert Can',
      groups: ['depo-yoneticileri', 'herkes'],
    });
    const boss = await signInThrough('mert@firma.test');
    expect(boss.user.role.name).toBe('Yönetici');
    expect(boss.permissions).toContain('manage_api_tokens');
    // Taken out of the group in the directory: the default role at the next sign-in.
    idp.addAccount('sub-mert', { email: 'mert@firma.test', email_verified: true, name: 'Mert Can', groups: ['herkes'] });
    const again = await signInThrough('mert@firma.test');
    expect(again.user.id).toBe(boss.user.id);
    expect(again.user.role.name).toBe(DEFAULT_ROLE);
  });

  it('refuses an e-mail outside the allowed domains or not verified, with the reason', async () => {
    idp.addAccount('sub-dis', { email: 'biri@baska.test', email_verified: true, name: 'Dış Kişi' });
    expect(await errorOf('biri@baska.test')).toBe('domain');
    idp.addAccount('sub-dogrulanmamis', { email: 'yeni@firma.test', email_verified: false, name: 'Yeni Kişi' });
    expect(await errorOf('yeni@firma.test')).toBe('unverified');
    const made = await t.database.db.select().from(s.users).where(eq(s.users.email, 'yeni@firma.test'));
    expect(made).toEqual([]);
  });

  it('refuses a tampered, replayed or forged answer, and one finished in another browser', async () => {
    idp.addAccount('sub-ayse', { email: 'ayse@firma.test', email_verified: true, name: 'Ayşe Yılmaz' });
    const { answer: raw, go } = await providerAnswer('ayse@firma.test');
    const answer = new URL(raw);
    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    expect((await callback(tampered.href, go)).searchParams.get('sso_error')).toBe('state');
    const noState = new URL(answer);
    noState.searchParams.delete('state');
    expect((await callback(noState.href, go)).searchParams.get('sso_error')).toBe('state');
    // Someone's own answer sent to another person's browser (sign-in CSRF): no cookie of that start there.
    expect((await callback(answer.href, browser())).searchParams.get('sso_error')).toBe('state');
    // A forged code with the real state: the provider refuses it (and the state is then spent).
    const forged = new URL(answer);
    forged.searchParams.set('code', 'sahte-kod');
    expect((await callback(forged.href, go)).searchParams.get('sso_error')).toBe('failed');
    expect((await callback(answer.href, go)).searchParams.get('sso_error')).toBe('state');
    // A good answer used twice: the second finds nothing.
    const good = await providerAnswer('ayse@firma.test');
    expect((await callback(good.answer, good.go)).hash).toMatch(/^#sso=/);
    expect((await callback(good.answer, good.go)).searchParams.get('sso_error')).toBe('state');
    const refusals = await t.database.db
      .select({ after: s.auditLog.after })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'sso'), eq(s.auditLog.action, 'refused')));
    expect(refusals.map((r) => (r.after as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['state', 'failed', 'domain', 'unverified']),
    );
  });

  it('says a provider that does not answer is unreachable: transient, not a refusal', async () => {
    const res = await browser()(`${t.url}/api/auth/sso/kapali/start`);
    expect(res.status).toBe(302);
    expect(new URL(res.location!).searchParams.get('sso_error')).toBe('unreachable');
    expect(new URL((await browser()(`${t.url}/api/auth/sso/yok/start`)).location!).searchParams.get('sso_error')).toBe('unknown_provider');
    // Gone between the button and its answer: the code cannot be traded, and that is not a refusal.
    leaving.addAccount('sub-giden', { email: 'giden@firma.test', email_verified: true, name: 'Giden Kişi' });
    const gone = await providerAnswer('giden@firma.test', { id: 'giden', idp: leaving });
    await leaving.close();
    expect((await callback(gone.answer, gone.go)).searchParams.get('sso_error')).toBe('unreachable');
    expect(await t.database.db.select().from(s.users).where(eq(s.users.email, 'giden@firma.test'))).toEqual([]);
  });
});

describe('a domain that signs in only through its provider', () => {
  it('refuses the password for that domain and points to the button; other domains sign in as before', async () => {
    const zeynep = await t.database.db.select().from(s.users).where(eq(s.users.email, 'zeynep.kaya@firma.test'));
    expect(zeynep).toHaveLength(1);
    const res = await t.request<{ error: string; sso_provider: SsoButton }>('POST', '/auth/login', {
      body: { email: 'zeynep.kaya@firma.test', password: 'herhangi-bir-sifre' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: SSO_MESSAGES.passwordRefused(LABEL), sso_provider: { id: 'firma', label: LABEL } });
    expect(res.body.error).toContain(`'${LABEL}'`);
    // The administrator's domain is not SSO-only.
    expect(t.adminToken).toBeTruthy();
    expect((await t.request('POST', '/auth/login', { body: { email: 'admin@depo.local', password: 'yanlis-sifre' } })).status).toBe(401);
  });
});
