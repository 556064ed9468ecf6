// Idempotency-Key (DESIGN.md §5): an outbox replay never executes a write twice.
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { idempotencyKeys } from '@server/db/sync-schema';
import type { AppEnv, AuthUser } from '@server/http/context';
import { idempotency, KEY_REUSED_MESSAGE } from '@server/http/idempotency';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createDepartment,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  randomUUID,
  uniqueTcNo,
} from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const keyed = (key: string) => ({ 'Idempotency-Key': key });

async function workersWithTc(tcNo: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(s.workers).where(eq(s.workers.tc_no, tcNo));
  return row!.n;
}

describe('replays through the real endpoints', () => {
  it('POST /workers: a replay answers the first body and creates one worker', async () => {
    const department = await createDepartment(t);
    const body = { first_name: 'Mehmet', last_name: 'Kaya', tc_no: uniqueTcNo(), phone: '5321112233', department_id: department.id };
    const key = randomUUID();
    const first = await t.request<{ id: string }>('POST', '/workers', { token: t.adminToken, body, headers: keyed(key) });
    expect(first.status).toBeGreaterThanOrEqual(200);
    expect(first.status).toBeLessThan(300);
    const again = await t.request<{ id: string }>('POST', '/workers', { token: t.adminToken, body, headers: keyed(key) });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await workersWithTc(body.tc_no)).toBe(1);
  });

  it('the same key with a different body is refused with 422 and runs nothing', async () => {
    const department = await createDepartment(t);
    const body = { first_name: 'Zeynep', last_name: 'Ak', tc_no: uniqueTcNo(), phone: '5321112234', department_id: department.id };
    const key = randomUUID();
    const first = await t.request('POST', '/workers', { token: t.adminToken, body, headers: keyed(key) });
    expect(first.status).toBeLessThan(300);
    const other = { ...body, tc_no: uniqueTcNo() };
    const res = await t.request<{ error: string }>('POST', '/workers', { token: t.adminToken, body: other, headers: keyed(key) });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(KEY_REUSED_MESSAGE);
    expect(await workersWithTc(other.tc_no)).toBe(0);
  });

  it('concurrent replays of one hand-over create one record', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id });
    const worker = await createWorker(t);
    const body = { equipment_id: item.id, worker_id: worker.id, team_leader_id: null, signature: PNG_DATA_URL };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.request('POST', '/field-equipment', { token: t.adminToken, body, headers: keyed(key) })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((st) => st === statuses[0])).toBe(true);
    expect(statuses[0]).toBeLessThan(300);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const [row] = await t.database.db.select({ n: count() }).from(s.fieldEquipment).where(eq(s.fieldEquipment.equipment_id, item.id));
    expect(row!.n).toBe(1);
  });

  it('different users may use the same key independently', async () => {
    const department = await createDepartment(t);
    const other = await createUserWithPermissions(t, ['view_workers', 'create_worker', 'view_field_equipment']);
    const key = randomUUID();
    const a = { first_name: 'Can', last_name: 'Er', tc_no: uniqueTcNo(), phone: '5321112235', department_id: department.id };
    const b = { ...a, tc_no: uniqueTcNo() };
    const ra = await t.request('POST', '/workers', { token: t.adminToken, body: a, headers: keyed(key) });
    const rb = await t.request('POST', '/workers', { token: other.token, body: b, headers: keyed(key) });
    expect(ra.status).toBeLessThan(300);
    expect(rb.status).toBeLessThan(300);
    expect(await workersWithTc(a.tc_no)).toBe(1);
    expect(await workersWithTc(b.tc_no)).toBe(1);
  });

  it('a refusal (409) is stored and replayed as well; a request without the header is not keyed', async () => {
    const warehouse = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: warehouse.id, status: 'scrapped' });
    const worker = await createWorker(t);
    const body = { equipment_id: item.id, worker_id: worker.id, team_leader_id: null, signature: PNG_DATA_URL };
    const key = randomUUID();
    const first = await t.request<{ error: string }>('POST', '/field-equipment', { token: t.adminToken, body, headers: keyed(key) });
    expect(first.status).toBe(409);
    const again = await t.request<{ error: string }>('POST', '/field-equipment', { token: t.adminToken, body, headers: keyed(key) });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(first.body.error);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
  });
});

describe('the middleware on its own', () => {
  // A route that takes its time, so that replays overlap for sure; it counts executions.
  function appWith(user: Pick<AuthUser, 'id'>, onRun: () => Promise<{ status: 201 | 409 | 500; body: unknown }>) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('db', t.database.db);
      c.set('user', { ...user, permissions: [], warehouseIds: [] } as unknown as AuthUser);
      await next();
    });
    app.use('*', idempotency());
    app.post('/thing', async (c) => {
      const { status, body } = await onRun();
      return c.json(body, status);
    });
    return app;
  }

  const post = (app: Hono<AppEnv>, key: string | undefined, body: unknown) =>
    app.request('/thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key === undefined ? {} : keyed(key)) },
      body: JSON.stringify(body),
    });

  it('five concurrent replays of one key execute once and all get the same answer', async () => {
    const admin = await createUserWithPermissions(t, []);
    let runs = 0;
    const app = appWith({ id: admin.id }, async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 300));
      return { status: 201, body: { run: runs } };
    });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(app, key, { a: 1 })));
    expect(runs).toBe(1);
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(await a.json()).toEqual({ run: 1 });
    }
  });

  it('a server fault frees the key so that the next replay runs again', async () => {
    const user = await createUserWithPermissions(t, []);
    let runs = 0;
    const app = appWith({ id: user.id }, async () => {
      runs++;
      return runs === 1 ? { status: 500, body: { error: 'boom' } } : { status: 201, body: { ok: runs } };
    });
    const key = randomUUID();
    expect((await post(app, key, { b: 2 })).status).toBe(500);
    const second = await post(app, key, { b: 2 });
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({ ok: 2 });
    expect((await post(app, key, { b: 2 })).status).toBe(201);
    expect(runs).toBe(2);
  });

  it('without the header every request runs; an empty key is 400', async () => {
    const user = await createUserWithPermissions(t, []);
    let runs = 0;
    const app = appWith({ id: user.id }, async () => {
      runs++;
      return { status: 201, body: {} };
    });
    await post(app, undefined, {});
    await post(app, undefined, {});
    expect(runs).toBe(2);
    const res = await post(app, ' ', {});
    expect(res.status).toBe(400);
    expect(runs).toBe(2);
  });
});
