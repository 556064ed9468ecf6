// Issue 42, point 3: notification administration within warehouse scope. An administrator limited
// to warehouse A (holding manage_notifications) reads, resends and times only what belongs to A:
// B's users' deliveries (their e-mail addresses) are not in the log nor its counts, resending one
// is 404, and B's digest time is neither listed nor changeable (404) — as for a missing warehouse.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryLog } from '@shared/notifications';
import { NOT_FOUND } from '@shared/not-found';
import { queryRows } from '@server/db/sql';
import { DELIVERY_NOT_FOUND } from '@server/modules/notifications/deliveries.service';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWarehouse, type TestUser } from '../helpers/fixtures';
import { handOver } from '../helpers/notification-fixtures';

let t: TestServer;
let scoped: TestUser;
let whole: TestUser;
const warehouse = { a: '', b: '', c: '' };
const users: Record<'a' | 'b' | 'all', TestUser> = {} as Record<'a' | 'b' | 'all', TestUser>;
const rows: Record<'a' | 'b' | 'all' | 'workerA' | 'workerB', string> = { a: '', b: '', all: '', workerA: '', workerB: '' };

async function failedRow(target: { user_id?: string; worker_id?: string }, subjects: string[] = []): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into notification_outbox (key, event, channel, user_id, worker_id, payload, status, attempts, last_error)
        values (${`test:${randomUUID()}`}, 'fault_assigned', ${target.worker_id ? 'sms' : 'email'}, ${target.user_id ?? null}::uuid, ${target.worker_id ?? null}::uuid,
          ${JSON.stringify({ subjects })}::jsonb, 'failed', 1, 'SMTP 550: alıcı yok') returning id`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await startTestServer();
  const inA = await handOver(t, 1);
  const inB = await handOver(t, 1);
  warehouse.a = inA.warehouse.id;
  warehouse.b = inB.warehouse.id;
  warehouse.c = (await createWarehouse(t)).id;
  scoped = await createUserWithPermissions(t, ['manage_notifications'], { warehouseIds: [warehouse.a] });
  whole = await createUserWithPermissions(t, ['manage_notifications']);
  users.a = await createUserWithPermissions(t, ['view_malfunctions'], { warehouseIds: [warehouse.a] });
  users.b = await createUserWithPermissions(t, ['view_malfunctions'], { warehouseIds: [warehouse.b] });
  users.all = await createUserWithPermissions(t, ['view_malfunctions']);
  rows.a = await failedRow({ user_id: users.a.id });
  rows.b = await failedRow({ user_id: users.b.id });
  rows.all = await failedRow({ user_id: users.all.id });
  rows.workerA = await failedRow({ worker_id: inA.worker.id }, inA.records);
  rows.workerB = await failedRow({ worker_id: inB.worker.id }, inB.records);
});
afterAll(async () => {
  await t?.close();
});

describe('notification administration within warehouse scope', () => {
  it('the delivery log and its counts hold only the scoped warehouse’s users and workers', async () => {
    const log = await t.request<DeliveryLog>('GET', '/notifications/deliveries', { token: scoped.token });
    expect(log.status).toBe(200);
    const ids = log.body.rows.map((r) => r.id);
    expect(ids.sort()).toEqual([rows.a, rows.workerA].sort());
    const text = JSON.stringify(log.body);
    expect(text).not.toContain(users.b.email);
    expect(text).not.toContain(users.all.email);
    expect(log.body.counts.failed).toBe(2);
    const filtered = await t.request<DeliveryLog>('GET', '/notifications/deliveries?status=failed&channel=email', { token: scoped.token });
    expect(filtered.body.rows.map((r) => r.id)).toEqual([rows.a]);

    const all = await t.request<DeliveryLog>('GET', '/notifications/deliveries', { token: whole.token });
    expect(all.body.rows.map((r) => r.id)).toEqual(expect.arrayContaining(Object.values(rows)));
  });

  it('resending another warehouse’s delivery is 404, as a missing one; its own is resent', async () => {
    for (const id of [rows.b, rows.all, rows.workerB]) {
      const res = await t.request<{ error: string }>('POST', `/notifications/deliveries/${id}/resend`, { token: scoped.token });
      expect([res.status, res.body.error]).toEqual([404, DELIVERY_NOT_FOUND]);
    }
    const [b] = await queryRows<{ status: string }>(t.database.db, sql`select status from notification_outbox where id = ${rows.b}::uuid`);
    expect(b!.status).toBe('failed');
    expect((await t.request('POST', `/notifications/deliveries/${rows.a}/resend`, { token: scoped.token })).status).toBe(200);
    expect((await t.request('POST', `/notifications/deliveries/${rows.workerA}/resend`, { token: scoped.token })).status).toBe(200);
  });

  it('digest times: only the scoped warehouse is listed, another one is 404 to change and stays as it was', async () => {
    const list = await t.request<Array<{ warehouse_id: string; time: string }>>('GET', '/notifications/digest-times', {
      token: scoped.token,
    });
    expect(list.body.map((r) => r.warehouse_id)).toEqual([warehouse.a]);
    for (const other of [warehouse.b, warehouse.c]) {
      const res = await t.request<{ error: string }>('PUT', `/notifications/digest-times/${other}`, {
        token: scoped.token,
        body: { time: '06:30' },
      });
      expect([res.status, res.body.error]).toEqual([404, NOT_FOUND.warehouse]);
    }
    const own = await t.request<Array<{ warehouse_id: string; time: string }>>('PUT', `/notifications/digest-times/${warehouse.a}`, {
      token: scoped.token,
      body: { time: '06:30' },
    });
    expect([own.status, own.body]).toEqual([200, [expect.objectContaining({ warehouse_id: warehouse.a, time: '06:30' })]]);
    const seenByAll = (
      await t.request<Array<{ warehouse_id: string; time: string }>>('GET', '/notifications/digest-times', { token: whole.token })
    ).body;
    expect(seenByAll.find((r) => r.warehouse_id === warehouse.b)!.time).not.toBe('06:30');
    expect(seenByAll.map((r) => r.warehouse_id)).toEqual(expect.arrayContaining([warehouse.a, warehouse.b, warehouse.c]));
  });

  it('preferences are only ever one’s own: no call reads or writes another user’s', async () => {
    for (const path of [`/notifications/preferences/${users.b.id}`, `/users/${users.b.id}/notification-preferences`]) {
      expect((await t.request('GET', path, { token: scoped.token })).status).toBe(404);
      expect((await t.request('PUT', path, { token: scoped.token, body: {} })).status).toBe(404);
    }
  });
});
