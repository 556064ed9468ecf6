// The built client is served with the sign-in page's own document (login.html, no React) for
// /login, whatever its query; every other page keeps the app shell (index.html).
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { readConfig } from '@server/env';
import { startTestServer, type TestServer } from '../helpers/api-server';

const SHELL = '<!doctype html><title>Depo Takip</title><div id="root"></div>';
const HOLD = "addEventListener('submit', (e) => e.preventDefault(), true);";
const LOGIN = `<!doctype html><title>Depo Takip</title><script>${HOLD}</script><script type="module" src="/assets/login.js"></script><form id="login-form" method="post" action="/login"></form>`;

let t: TestServer;
let withLogin: string;
let withoutLogin: string;
beforeAll(async () => {
  t = await startTestServer();
  withLogin = await mkdtemp(path.join(os.tmpdir(), 'depo-istemci-'));
  withoutLogin = await mkdtemp(path.join(os.tmpdir(), 'depo-istemci-'));
  await writeFile(path.join(withLogin, 'index.html'), SHELL);
  await writeFile(path.join(withLogin, 'login.html'), LOGIN);
  await writeFile(path.join(withoutLogin, 'index.html'), SHELL);
});
afterAll(async () => {
  await t?.close();
  await rm(withLogin, { recursive: true, force: true });
  await rm(withoutLogin, { recursive: true, force: true });
});

const app = (clientDir: string) => createApp({ db: t.database.db, config: readConfig({}), clientDir });

describe('the sign-in page document', () => {
  it('is login.html for /login, with or without a query; other pages get the app shell', async () => {
    for (const target of ['/login', '/login?redirect=%2Fequipment']) {
      const res = await app(withLogin).request(target);
      expect([target, res.status, res.headers.get('content-type')]).toEqual([target, 200, 'text/html; charset=utf-8']);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(LOGIN);
    }
    for (const target of ['/', '/equipment', '/login/x', '/unauthorized']) {
      const res = await app(withLogin).request(target);
      expect([target, res.status, await res.text()]).toEqual([target, 200, SHELL]);
    }
  });

  it('answers the form sent without its script with the page again, the password left behind', async () => {
    const res = await app(withLogin).request('/login?redirect=%2Fequipment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=gizli-sifre',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fequipment');
    expect(await res.text()).not.toContain('gizli-sifre');
  });

  it('falls back to the app shell when the build made no login.html', async () => {
    const res = await app(withoutLogin).request('/login');
    expect([res.status, await res.text()]).toEqual([200, SHELL]);
    expect((await app(withoutLogin).request('/login', { method: 'POST' })).status).toBe(404);
  });

  it("lets exactly the pages' inline scripts run under the Content-Security-Policy", async () => {
    const hash = `'sha256-${createHash('sha256').update(HOLD).digest('base64')}'`;
    const policy = (await app(withLogin).request('/login')).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", hash]);
    const without = (await app(withoutLogin).request('/login')).headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(without)?.[1]).toBe("'self'");
  });
});
