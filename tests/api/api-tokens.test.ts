// Issue 47 point 2: API tokens. A token acts as its creator narrowed to its own permissions and
// warehouses (and to what the creator holds now), expires, is revoked, never signs in, each call is
// logged, and the calls are limited per minute (API_TOKEN_RATE_LIMIT, small here).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, type ApiTokenCall, type ApiTokenCreated, type ApiTokenRow } from '@shared/api-tokens';
import { addDays, warehouseToday } from '@shared/local-day';
import type { PermissionName } from '@shared/permissions';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse, type TestUser } from '../helpers/fixtures';

const LIMIT = 12;
let t: TestServer;
let creator: TestUser;
const wh = { a: '', b: '' };
const CREATOR_PERMISSIONS: PermissionName[] = ['manage_api_tokens', 'view_warehouses', 'edit_warehouse', 'view_users'];

beforeAll(async () => {
  t = await startTestServer({ env: { API_TOKEN_RATE_LIMIT: String(LIMIT) } });
  wh.a = (await createWarehouse(t)).id;
  wh.b = (await createWarehouse(t)).id;
  creator = await createUserWithPermissions(t, CREATOR_PERMISSIONS);
});
afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => addDays(warehouseToday(), days);

async function mint(by: string, values: { permissions: string[]; warehouse_ids?: string[]; expires_on?: string; name?: string }) {
  const res = await t.request<ApiTokenCreated>('POST', '/api-tokens', {
    token: by,
    body: { name: values.name ?? 'ERP bağlantısı', expires_on: values.expires_on ?? inDays(30), ...values },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function refused(by: string, body: unknown) {
  const res = await t.request<{ error: string }>('POST', '/api-tokens', { token: by, body });
  return [res.status, res.body.error];
}

async function calls(tokenId: string) {
  const res = await t.request<ApiTokenCall[]>('GET', `/api-tokens/${tokenId}/calls`, { token: creator.token });
  expect(res.status).toBe(200);
  return res.body;
}

describe('making a token', () => {
  it('is shown once, prefixed dpt_, and kept only as its SHA-256', async () => {
    const made = await mint(creator.token, { permissions: ['view_warehouses'], warehouse_ids: [wh.a] });
    expect(made.token).toMatch(/^dpt_[A-Za-z0-9_-]{43}$/);
    expect(made.row).toMatchObject({ name: 'ERP bağlantısı', permissions: ['view_warehouses'], state: 'active', last_used_at: null });
    expect(made.row.warehouses.map((w) => w.id)).toEqual([wh.a]);
    expect(made.row.hint).toBe(`${made.token.slice(0, 8)}…`);
    const [stored] = await queryRows<{ token_hash: string; text: string }>(
      t.database.db,
      sql`select token_hash, row_to_json(t)::text as text from api_tokens t where id = ${made.row.id}::uuid`,
    );
    expect(stored!.token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(stored!.text).not.toContain(made.token.slice(4));
    const list = await t.request<ApiTokenRow[]>('GET', '/api-tokens', { token: creator.token });
    expect(list.body.find((r) => r.id === made.row.id)).toMatchObject({ created_by: { id: creator.id }, hint: made.row.hint });
    expect(JSON.stringify(list.body)).not.toContain(made.token.slice(4));
  });

  it('never gives more than its creator holds, and asks for an expiry within a year', async () => {
    const body = { name: 'Fazla', expires_on: inDays(10) };
    expect(await refused(creator.token, { ...body, permissions: ['view_warehouses', 'delete_warehouse'] })).toEqual([
      409,
      API_TOKEN_MESSAGES.permissionNotHeld,
    ]);
    const scoped = await createUserWithPermissions(t, ['manage_api_tokens', 'view_warehouses'], { warehouseIds: [wh.a] });
    expect(await refused(scoped.token, { ...body, permissions: ['view_warehouses'], warehouse_ids: [wh.b] })).toEqual([
      409,
      API_TOKEN_MESSAGES.warehouseNotHeld,
    ]);
    expect(await refused(scoped.token, { ...body, permissions: ['view_warehouses'] })).toEqual([400, API_TOKEN_MESSAGES.warehousesNeeded]);
    for (const expires_on of [inDays(-1), inDays(366)]) {
      expect(await refused(creator.token, { ...body, permissions: ['view_warehouses'], expires_on })).toEqual([
        400,
        API_TOKEN_MESSAGES.expiryRange,
      ]);
    }
    expect(await refused(creator.token, { ...body, permissions: ['view_warehouses'], expires_on: '' })).toEqual([
      400,
      API_TOKEN_MESSAGES.expiryRequired,
    ]);
    expect(await refused(creator.token, { ...body, permissions: [] })).toEqual([400, API_TOKEN_MESSAGES.permissionsRequired]);
    expect(await refused(creator.token, { ...body, permissions: ['fly'] })).toEqual([400, API_TOKEN_MESSAGES.permissionInvalid]);
    // A limited creator sees only their own tokens.
    const own = await mint(scoped.token, { permissions: ['view_warehouses'], warehouse_ids: [wh.a] });
    const list = await t.request<ApiTokenRow[]>('GET', '/api-tokens', { token: scoped.token });
    expect(list.body.map((r) => r.id)).toEqual([own.row.id]);
    const count = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from api_tokens where name = 'Fazla'`);
    expect(Number(count[0]!.n)).toBe(0);
  });

  it('needs manage_api_tokens', async () => {
    const other = await createUserWithPermissions(t, ['view_warehouses']);
    expect(await refused(other.token, { name: 'x', permissions: ['view_warehouses'], expires_on: inDays(1) })).toEqual([
      403,
      'Bu işlem için yetkiniz bulunmamaktadır.',
    ]);
  });
});

describe('calling with a token', () => {
  it('holds only its permissions and warehouses, even where its creator has more', async () => {
    const { token } = await mint(creator.token, { permissions: ['view_warehouses'], warehouse_ids: [wh.a] });
    const list = await t.request<Array<{ id: string }>>('GET', '/warehouses', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((w) => w.id)).toEqual([wh.a]);
    expect((await t.request('GET', `/warehouses/${wh.a}`, { token })).status).toBe(200);
    // The creator reads B and may edit; the token may neither.
    expect((await t.request('GET', `/warehouses/${wh.b}`, { token: creator.token })).status).toBe(200);
    expect((await t.request('GET', `/warehouses/${wh.b}`, { token })).status).toBe(404);
    const edit = await t.request<{ error: string }>('PUT', `/warehouses/${wh.a}`, { token, body: { name: 'Yeni ad', location: 'İzmir' } });
    expect([edit.status, edit.body.error]).toEqual([403, 'Bu işlem için yetkiniz bulunmamaktadır.']);
    expect((await t.request('GET', '/users', { token })).status).toBe(403);
  });

  it('an unknown, expired or revoked token is 401; revoking asks nothing of the token itself', async () => {
    expect((await t.request('GET', '/warehouses', { token: 'dpt_bilinmeyen' })).status).toBe(401);
    const expiring = await mint(creator.token, { permissions: ['view_warehouses'] });
    expect((await t.request('GET', '/warehouses', { token: expiring.token })).status).toBe(200);
    await t.database.db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expiring.row.id}::uuid`);
    const expired = await t.request<{ error: string }>('GET', '/warehouses', { token: expiring.token });
    expect([expired.status, expired.body.error]).toEqual([401, API_TOKEN_MESSAGES.invalid]);

    const revoking = await mint(creator.token, { permissions: ['view_warehouses'] });
    expect((await t.request('GET', '/warehouses', { token: revoking.token })).status).toBe(200);
    const revoked = await t.request<ApiTokenRow>('POST', `/api-tokens/${revoking.row.id}/revoke`, { token: creator.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.state).toBe('revoked');
    expect((await t.request('GET', '/warehouses', { token: revoking.token })).status).toBe(401);
    const list = await t.request<ApiTokenRow[]>('GET', '/api-tokens', { token: creator.token });
    expect(list.body.find((r) => r.id === expiring.row.id)?.state).toBe('expired');
  });

  it('follows its creator: a permission or warehouse the creator loses, or the creator deleted, leaves the token', async () => {
    const person = await createUserWithPermissions(t, ['manage_api_tokens', 'view_warehouses', 'view_users']);
    const { token } = await mint(person.token, { permissions: ['view_warehouses', 'view_users'], warehouse_ids: [wh.a] });
    expect((await t.request('GET', '/users', { token })).status).toBe(200);
    await t.database.db.execute(sql`delete from role_permissions rp using permissions p, users u
      where rp.permission_id = p.id and p.name = 'view_users' and rp.role_id = u.role_id and u.id = ${person.id}::uuid`);
    expect((await t.request('GET', '/users', { token })).status).toBe(403);
    expect((await t.request('GET', '/warehouses', { token })).status).toBe(200);

    // The creator limited to B: the token's A is out of reach, so nothing is left to it.
    await t.database.db.execute(sql`insert into user_warehouses (user_id, warehouse_id) values (${person.id}::uuid, ${wh.b}::uuid)`);
    const none = await t.request<{ error: string }>('GET', '/warehouses', { token });
    expect([none.status, none.body.error]).toEqual([403, API_TOKEN_MESSAGES.noWarehouse]);
    await t.database.db.execute(sql`insert into user_warehouses (user_id, warehouse_id) values (${person.id}::uuid, ${wh.a}::uuid)`);
    const back = await t.request<Array<{ id: string }>>('GET', '/warehouses', { token });
    expect(back.body.map((w) => w.id)).toEqual([wh.a]);

    await t.database.db.execute(sql`delete from users where id = ${person.id}::uuid`);
    expect((await t.request('GET', '/warehouses', { token })).status).toBe(401);
  });

  it('a warehouse deleted stays in the token as deleted: the token does not grow to every warehouse', async () => {
    const gone = await createWarehouse(t);
    const made = await mint(creator.token, { permissions: ['view_warehouses'], warehouse_ids: [gone.id] });
    await t.database.db.execute(sql`delete from warehouses where id = ${gone.id}::uuid`);
    const seen = await t.request<unknown[]>('GET', '/warehouses', { token: made.token });
    expect([seen.status, seen.body]).toEqual([200, []]);
    const list = await t.request<ApiTokenRow[]>('GET', '/api-tokens', { token: creator.token });
    expect(list.body.find((r) => r.id === made.row.id)?.warehouses).toEqual([{ id: gone.id, name: 'Silinmiş depo' }]);
  });

  it('a token limited to some warehouses that makes one never limits its unlimited creator', async () => {
    const person = await createUserWithPermissions(t, ['manage_api_tokens', 'view_warehouses', 'create_warehouse']);
    const { token } = await mint(person.token, { permissions: ['view_warehouses', 'create_warehouse'], warehouse_ids: [wh.a] });
    const made = await t.request<{ id: string }>('POST', '/warehouses', {
      token,
      body: { name: `Anahtar deposu ${Date.now()}`, location: 'Bursa' },
    });
    expect(made.status).toBe(201);
    const limits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from user_warehouses where user_id = ${person.id}::uuid`,
    );
    expect(Number(limits[0]!.n)).toBe(0);
  });

  it('never signs in: session calls and token management refuse it', async () => {
    const { token, row } = await mint(creator.token, { permissions: [...CREATOR_PERMISSIONS] });
    for (const [method, path, body] of [
      ['GET', '/auth/me', undefined],
      ['POST', '/auth/logout', undefined],
      ['PUT', '/auth/profile', { first_name: 'A' }],
      ['POST', '/auth/login', { email: creator.email, password: creator.password }],
      ['GET', '/api-tokens', undefined],
      ['POST', '/api-tokens', { name: 'Yeni', permissions: ['view_warehouses'], expires_on: inDays(2) }],
      ['POST', `/api-tokens/${row.id}/revoke`, undefined],
    ] as const) {
      const res = await t.request<{ error: string; token?: string }>(method, path, { token, body });
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, API_TOKEN_MESSAGES.notForTokens]);
    }
    const sessions = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions where user_id = ${creator.id}::uuid`,
    );
    expect(Number(sessions[0]!.n)).toBe(1);
    const tokens = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from api_tokens where name = 'Yeni'`);
    expect(Number(tokens[0]!.n)).toBe(0);
    expect((await t.request('GET', '/warehouses', { token })).status).toBe(200);
  });

  it('logs every call (method, path, status) and shows its last use', async () => {
    const { token, row } = await mint(creator.token, { permissions: ['view_warehouses'] });
    await t.request('GET', '/warehouses?forTransfer=false', { token });
    await t.request('GET', '/users', { token });
    await t.request('GET', '/auth/me', { token });
    expect((await calls(row.id)).map((c) => [c.method, c.path, c.status])).toEqual([
      ['GET', '/api/auth/me', 403],
      ['GET', '/api/users', 403],
      ['GET', '/api/warehouses', 200],
    ]);
    const list = await t.request<ApiTokenRow[]>('GET', '/api-tokens', { token: creator.token });
    const lastUsed = list.body.find((r) => r.id === row.id)?.last_used_at;
    expect(lastUsed).toBeTruthy();
    // Written once a minute at most: a second call within the minute leaves it as it was.
    await t.request('GET', '/warehouses', { token });
    const again = await t.request<ApiTokenRow[]>('GET', '/api-tokens', { token: creator.token });
    expect(again.body.find((r) => r.id === row.id)?.last_used_at).toBe(lastUsed);
  });

  it(`is limited to ${LIMIT} calls a minute per token: 429 with Retry-After, logged once; other tokens go on`, async () => {
    const busy = await mint(creator.token, { permissions: ['view_warehouses'] });
    const other = await mint(creator.token, { permissions: ['view_warehouses'] });
    for (let i = 0; i < LIMIT; i++) expect((await t.request('GET', '/warehouses', { token: busy.token })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await t.request<{ error: string }>('GET', '/warehouses', { token: busy.token });
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.body.error).toBe(API_TOKEN_MESSAGES.rateLimited(wait));
    }
    expect((await t.request('GET', '/warehouses', { token: other.token })).status).toBe(200);
    expect((await t.request('GET', '/warehouses', { token: creator.token })).status).toBe(200);
    const logged = (await calls(busy.row.id)).map((c) => c.status);
    expect(logged.filter((s) => s === 429)).toHaveLength(1);
    expect(logged.filter((s) => s === 200)).toHaveLength(LIMIT);
  });
});
