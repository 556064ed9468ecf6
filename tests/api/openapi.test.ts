// Issue 47 point 1: /api/openapi.json describes every call, made from the routes themselves; a
// call of docs/permissions.md missing from it, or one it names that the matrix does not, fails here,
// and so does a call of the application that declares no answer for its success status.
// Request bodies and queries come from the routes' own valibot schemas, answers from `answer()`
// (checked on every API and end-to-end test server: a mismatch is a 500); /api/docs reads it.
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from '@server/http/answer';
import type { AppEnv } from '@server/http/context';
import { readConfig } from '@server/env';
import { apiModules } from '@server/modules/registry';
import { readApiRoutes } from '../helpers/api-routes';
import { startTestServer, type TestServer } from '../helpers/api-server';

interface Doc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: Array<{ name: string; in: string; required: boolean }>;
        requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } } } };
        security?: unknown[];
        responses: Record<
          string,
          {
            headers?: { Location?: unknown };
            content?: Record<string, { schema: { type?: string; items?: { properties?: Record<string, unknown> } } }>;
          }
        >;
      }
    >
  >;
}

let t: TestServer;
let doc: Doc;
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.request<Doc>('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => {
  await t?.close();
});

describe('/api/openapi.json', () => {
  it('is OpenAPI 3.1, read without signing in', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names every call of docs/permissions.md and no other (health, itself and the stock calls of docs/stock.md aside)', () => {
    const documented = readApiRoutes().map((r) => `${r.method} ${openApiPath(r.path)}`);
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((call) => !described.includes(call))).toEqual([]);
    // The stock calls (a count's stock lines among them) are listed in docs/stock.md, in a shorter table of its own.
    const others = described.filter(
      (call) =>
        !documented.includes(call) && !/^[A-Z]+ \/api\/(stock|imports\/stock|stocktakes\/\{id\}\/stock-(counts|items))(\/|$)/.test(call),
    );
    expect(others.sort()).toEqual(['GET /api/docs', 'GET /api/health', 'GET /api/openapi.json']);
  });

  it('describes bodies, queries and path ids from the routes’ own schemas; public calls need no token', () => {
    const create = doc.paths['/api/api-tokens']!.post!.requestBody!.content['application/json'].schema;
    expect(Object.keys(create.properties ?? {}).sort()).toEqual(['expires_on', 'name', 'permissions', 'warehouse_ids']);
    expect(create.required?.sort()).toEqual(['expires_on', 'name', 'permissions']);
    const revoke = doc.paths['/api/api-tokens/{id}/revoke']!.post!;
    expect(revoke.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    const warehouses = doc.paths['/api/warehouses']!.get!;
    expect(warehouses.parameters.map((p) => [p.name, p.in])).toContainEqual(['forTransfer', 'query']);
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/warehouses']!.get!.security).toBeUndefined();
  });
});

describe('answers', () => {
  it('are described by the schemas their routes declare, with the status they answer', () => {
    const items = doc.paths['/api/stock/items']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(items.type).toBe('array');
    expect(Object.keys(items.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'kind', 'unit', 'barcode', 'replacement_months', 'returnable']),
    );
    const created = doc.paths['/api/warehouses']!.post!.responses;
    expect(Object.keys(created)).toContain('201');
    expect(Object.keys(created)).not.toContain('200');
    // Files and streams say their media type; single sign-on's steps are redirects.
    expect(Object.keys(doc.paths['/api/transfers/export']!.get!.responses['200']!.content!)).toEqual(['text/csv']);
    expect(doc.paths['/api/auth/sso/{provider}/start']!.get!.responses['302']).toMatchObject({ headers: { Location: {} } });
  });

  it('are declared by every call the application has, for its success status', () => {
    // Every route registered under /api, read from the application itself, not from a list.
    const app = new Hono<AppEnv>();
    for (const [prefix, routes] of apiModules) app.route(`/api${prefix}`, routes);
    const registered = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path.slice(4))}`),
    );
    const undescribed = [...registered].filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      const success = Object.entries(doc.paths[path]?.[method]?.responses ?? {}).filter(([status]) => /^[23]/.test(status));
      // A JSON answer needs a schema that says something; a file its media type; a redirect its Location; 204 nothing.
      return !success.some(
        ([status, r]) =>
          status === '204' ||
          r.headers?.Location ||
          Object.entries(r.content ?? {}).some(([type, c]) => type !== 'application/json' || Object.keys(c.schema).length > 0),
      );
    });
    expect(undescribed.sort()).toEqual([]);
    expect(registered.size).toBeGreaterThan(200);
  });

  it('that differ from their description are a 500 naming the field where the server checks, and pass untouched elsewhere', async () => {
    const make = (checkAnswers: boolean) => {
      const app = new Hono<AppEnv>();
      app.use('*', async (c, next) => {
        c.set('config', { ...readConfig({}), checkAnswers });
        await next();
      });
      const Row = v.strictObject({ id: v.string(), on_hand: v.number() });
      app.get('/missing', answer(Row), (c) => c.json({ id: 'a' }));
      app.get('/extra', answer(Row), (c) => c.json({ id: 'a', on_hand: 1, secret: true }));
      app.get('/wrong', answer(v.array(Row)), (c) => c.json([{ id: 'a', on_hand: '1' }]));
      app.get('/right', answer(Row), (c) => c.json({ id: 'a', on_hand: 1 }));
      app.get('/refused', answer(Row), (c) => c.json({ error: 'Bulunamadı.' }, 404));
      return app;
    };
    const checked = make(true);
    const read = async (path: string) => {
      const res = await checked.request(path);
      return { status: res.status, body: (await res.json()) as { error?: string } };
    };
    expect(await read('/missing')).toEqual({ status: 500, body: { error: expect.stringContaining('on_hand') } });
    expect(await read('/extra')).toEqual({ status: 500, body: { error: expect.stringContaining('secret') } });
    expect(await read('/wrong')).toEqual({ status: 500, body: { error: expect.stringContaining('0.on_hand') } });
    expect(await read('/right')).toEqual({ status: 200, body: { id: 'a', on_hand: 1 } });
    // Only the described status is checked: a refusal keeps its own answer.
    expect(await read('/refused')).toEqual({ status: 404, body: { error: 'Bulunamadı.' } });
    expect((await make(false).request('/missing')).status).toBe(200);
  });
});

describe('/api/docs', () => {
  it('is a readable page of every call, without scripts, read without signing in', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<code>/api/stock/levels</code>');
    expect(html).toContain('<code>on_hand</code>');
    expect(html).toContain('<code>/api/api-tokens/{id}/revoke</code>');
    // Every described path is on the page.
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${path}</code>`);
  });
});
