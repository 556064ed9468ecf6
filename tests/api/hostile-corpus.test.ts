// A shared corpus of hostile values over every call of docs/permissions.md (so calls added later are
// walked too): text fields, `?since=` and other query values, path ids, and page paths. No answer is
// a 500, every refusal is a Turkish `{ error }`, and the log written meanwhile holds no secret.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { readConfig } from '@server/env';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { readApiRoutes, type ApiRoute } from '../helpers/api-routes';
import * as fx from '../helpers/fixtures';
import { encodeLoosely, HOSTILE_DATES, HOSTILE_TEXT, MALFORMED_URL_PARTS } from '../helpers/hostile-values';

let t: TestServer;
let token: string;
const ids: Record<string, string> = {};
const base: Record<string, unknown> = {};
const logged: string[] = [];
const original = { log: console.log, error: console.error, warn: console.warn };
const fiveHundreds: string[] = [];
let requests = 0;

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'name',
  'location',
  'description',
  'serial_number',
  'model',
  'issue',
  'address',
  'notes',
  'note',
  'current_password',
  'new_password',
  'tc_no',
  'phone',
  'status',
];

beforeAll(async () => {
  for (const level of ['log', 'error', 'warn'] as const) console[level] = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  t = await startTestServer();
  const { warehouse: wh, equipment: eq, worker, repairer, ...rows } = await fx.oneOfEach(t);
  token = rows.token;
  Object.assign(ids, rows.ids);
  // A body each write call would mostly accept, so the hostile value reaches as deep as it can.
  Object.assign(base, {
    first_name: 'Ali',
    last_name: 'Yılmaz',
    email: `hedef-${randomUUID()}@depo.local`,
    password: 'gecerli-sifre-1',
    tc_no: '12345678901',
    phone: '5321234567',
    name: 'Ad',
    location: 'İstanbul',
    description: 'Açıklama',
    serial_number: `SN-${randomUUID()}`,
    model: 'XR',
    brand_id: eq.brand_id,
    category_id: eq.category_id,
    warehouse_id: wh.id,
    equipment_id: eq.id,
    worker_id: worker.id,
    department_id: worker.department_id,
    repairer_id: repairer.id,
    issue: 'Arıza',
    address: 'Kadıköy',
    to_warehouse_id: wh.id,
    from_warehouse_id: wh.id,
    status: 'available',
    signature: fx.PNG_DATA_URL,
    permissionIds: [],
    warehouseIds: [],
  });
});
afterAll(async () => {
  await t?.close();
  Object.assign(console, original);
});

const routes = readApiRoutes().filter((r) => r.path !== '/auth/logout');
const writes = routes.filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH');
/** A path parameter: `:id` (a UUID) or another (a document's `:code`). */
const PARAM = /:[A-Za-z]+/;
// The provider's answer to single sign-on comes back to /auth/sso/callback as a redirect, not a read.
const lists = routes.filter((r) => r.method === 'GET' && !PARAM.test(r.path) && r.path !== '/auth/sso/callback');

function concretePath(route: ApiRoute, id?: string): string {
  const resource = route.path.split('/')[1] ?? '';
  return route.path.replace(PARAM, id ?? ids[resource] ?? randomUUID());
}

/** Raw fetch: the path and query are sent exactly as written. */
async function send(method: string, target: string, body?: unknown, auth = true) {
  requests++;
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}` } : {};
  const res = await fetch(`${t.url}${target}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 500) fiveHundreds.push(`${method} ${target} ${res.status} ${text.slice(0, 200)}`);
  let parsed: { error?: unknown } | null = null;
  try {
    parsed = JSON.parse(text) as { error?: unknown };
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

function expectTurkishRefusal(res: { status: number; body: { error?: unknown } | null }, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof res.body?.error, what).toBe('string');
    expect(String(res.body?.error), what).not.toMatch(/\b(Invalid|Expected|received|undefined|null|Error)\b|Failed query/);
  }
}

describe('hostile corpus', () => {
  it('walks every call of the matrix', () => {
    expect(writes.length).toBeGreaterThan(20);
    expect(lists.length).toBeGreaterThan(10);
  });

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: text fields with every hostile value', async (_, route) => {
    for (const [i, value] of HOSTILE_TEXT.entries()) {
      // Every text field at once, then two single fields in turn (the corpus rotates them over the values).
      const everyField = Object.fromEntries(TEXT_FIELDS.map((f) => [f, value]));
      const one = TEXT_FIELDS[i % TEXT_FIELDS.length]!;
      const other = TEXT_FIELDS[(i * 7 + 3) % TEXT_FIELDS.length]!;
      for (const body of [
        { ...base, ...everyField },
        { ...base, [one]: value },
        { ...base, [other]: value },
      ]) {
        expectTurkishRefusal(await send(route.method, `/api${concretePath(route)}`, body), JSON.stringify(value));
      }
    }
  });

  it('sign-in with NUL or an unpaired surrogate in the e-mail is 400 in Turkish', async () => {
    for (const email of ['a\u0000@depo.local', 'admin@depo.local\u0000', '\ud800@depo.local']) {
      const res = await send('POST', '/api/auth/login', { email, password: 'yanlis-sifre' }, false);
      expect(res.status).toBe(400);
      expect(res.body?.error).toBe('Metinde kullanılamayan bir karakter var.');
    }
  });

  it.each(lists.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: hostile ?since= and query values', async (_, route) => {
    const extra = route.query ? `&${route.query}` : '';
    for (const since of HOSTILE_DATES) {
      const res = await send('GET', `/api${route.path}?since=${encodeLoosely(since)}${extra}`);
      expectTurkishRefusal(res, `since=${since}`);
    }
    for (const name of ['since', 'q', 'status', 'warehouse_id']) {
      for (const value of [...HOSTILE_TEXT.map(encodeLoosely), ...MALFORMED_URL_PARTS]) {
        expectTurkishRefusal(await send('GET', `/api${route.path}?${name}=${value}${extra}`), `${name}=${value}`);
      }
    }
  });

  it('answers 400 for years 0, -1, 10000 and 275760 on every delta list', async () => {
    // Lists only: /equipment/locate answers about one serial and refuses a call without one.
    for (const route of lists.filter((r) => !r.query && r.path !== '/equipment/locate')) {
      for (const since of HOSTILE_DATES.slice(0, 4)) {
        const res = await send('GET', `/api${route.path}?since=${encodeLoosely(since)}`);
        // A list without delta sync ignores since; one with it refuses the date.
        expect([200, 400], `${route.path} since=${since}`).toContain(res.status);
        if (res.status === 400) expect(res.body?.error).toBe('Geçersiz since parametresi.');
      }
    }
  });

  it.each(routes.filter((r) => PARAM.test(r.path)).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: malformed ids and percent-encodings in the path',
    async (_, route) => {
      for (const part of [...MALFORMED_URL_PARTS, ...HOSTILE_TEXT.map(encodeLoosely)]) {
        const res = await send(
          route.method,
          `/api${concretePath(route, part)}`,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        expectTurkishRefusal(res, part);
        expect(res.status, part).toBeGreaterThanOrEqual(400);
      }
    },
  );

  it('answers a malformed page or API path unauthenticated with 400 / the app shell or 404, never a 500', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'depo-istemci-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Depo Takip</title>');
    try {
      const app = createApp({ db: t.database.db, config: readConfig({}), clientDir: dir });
      for (const part of MALFORMED_URL_PARTS) {
        for (const target of [`/${part}`, `/equipment/${part}`, `/equipment/${part}/x?since=${part}`]) {
          const page = await app.request(target);
          expect([200, 302, 404], target).toContain(page.status);
          const api = await app.request(`/api${target}`);
          expect([400, 404], `/api${target}`).toContain(api.status);
          expect(typeof ((await api.json()) as { error?: unknown }).error).toBe('string');
        }
      }
      // A page's malformed query (a list's filters in a damaged link): the page without it.
      for (const [target, to] of [
        ['/equipment?sayfa=%E0%A4%A&durum=yok', '/equipment'],
        ['/workers?ara=%ZZ', '/workers'],
        ['//evil.example?ara=%', '/'],
      ] as const) {
        const page = await app.request(target);
        expect(page.status, target).toBe(302);
        expect(page.headers.get('location'), target).toBe(to);
      }
      for (const target of ['/%', '/equipment/%ZZ']) {
        expect((await send('GET', target, undefined, false)).status).toBe(404);
        const api = await send('GET', `/api${target}`, undefined, false);
        expect(api.status).toBe(400);
        expect(api.body?.error).toBe('Geçersiz adres.');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gave no 500 over the whole corpus, and the log holds no hash, bearer token or session token', () => {
    original.log(`hostile corpus: ${requests} requests, ${fiveHundreds.length} answered 500`);
    expect(fiveHundreds).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    const all = logged.join('\n');
    expect(all).not.toContain('$argon2id$v=19$m=65536');
    expect(all).not.toMatch(/Bearer (?!\[gizli\])/);
    expect(all).not.toContain(token);
  });
});
