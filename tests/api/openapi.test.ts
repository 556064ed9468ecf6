// Issue 47 point 1 (a start): /api/openapi.json describes every call, made from the routes
// themselves; a call of docs/permissions.md missing from it, or one it names that the matrix does
// not, fails here. Request bodies and queries come from the routes' own valibot schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The stock calls are listed in docs/stock.md, in a shorter table of its own.
    const others = described.filter((call) => !documented.includes(call) && !/^[A-Z]+ \/api\/(stock|imports\/stock)(\/|$)/.test(call));
    expect(others.sort()).toEqual(['GET /api/health', 'GET /api/openapi.json']);
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
