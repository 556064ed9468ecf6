// Webhooks end to end (docs/integration.md): events written in the event's transaction reach a real
// local receiver after the commit, signed as Standard Webhooks says (checked by the receiver's own
// implementation), retried after a 5xx with the same id, failed once after a 4xx, resent on
// request, refused towards loopback, link-local and private addresses (redirects included), and a
// subscription failing for a day is paused and its creator told. The suite allows 127.0.0.2 only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import type { NotificationList } from '@shared/notifications';
import type { WebhookCreated, WebhookDeliveryRow, WebhookRow } from '@shared/webhooks';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, createEquipment, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';
import { handOver, later } from '../helpers/notification-fixtures';
import { startReceiver, verifyStandardWebhook, type WebhookReceiver } from '../helpers/webhook-receiver';

let t: TestServer;
let receiver: WebhookReceiver;
let loopback: WebhookReceiver;

beforeAll(async () => {
  receiver = await startReceiver('127.0.0.2');
  loopback = await startReceiver('127.0.0.1');
  t = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.2' } });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await loopback?.close();
});

const drain = (at = new Date()) => t.server.notifications.drain(at);

async function subscribe(events: string[], url = receiver.url): Promise<WebhookCreated> {
  const res = await t.request<WebhookCreated>('POST', '/webhooks', { token: t.adminToken, body: { url, events, description: 'ERP' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function unsubscribe(id: string) {
  expect((await t.request('DELETE', `/webhooks/${id}`, { token: t.adminToken })).status).toBe(200);
}
async function log(id: string): Promise<WebhookDeliveryRow[]> {
  const res = await t.request<WebhookDeliveryRow[]>('GET', `/webhooks/${id}/deliveries`, { token: t.adminToken });
  expect(res.status).toBe(200);
  return res.body;
}
async function reportFault(): Promise<string> {
  const warehouse = await createWarehouse(t);
  const item = await createEquipment(t, { warehouse_id: warehouse.id });
  const res = await t.request<{ id: string }>('POST', '/broken-equipment', {
    token: t.adminToken,
    body: { warehouse_id: warehouse.id, equipment_id: item.id, issue: 'Motor çalışmıyor' },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}
const auditRows = (entity: string, id: string) =>
  queryRows<{ action: string; after: Record<string, unknown> | null }>(
    t.database.db,
    sql`select action, after from audit_log where entity = ${entity} and entity_id = ${id}::uuid order by created_at`,
  );

describe('a subscription', () => {
  it('shows its secret once, never in the list, and is audited without it', async () => {
    const hook = await subscribe(['fault.opened']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await t.request<WebhookRow[]>('GET', '/webhooks', { token: t.adminToken });
    const listed = list.body.find((h) => h.id === hook.id);
    expect(listed).toMatchObject({ url: receiver.url, events: ['fault.opened'], status: 'active', description: 'ERP' });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);
    const audited = await auditRows('webhooks', hook.id);
    expect(audited.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audited)).not.toContain(hook.secret);
    await unsubscribe(hook.id);
    expect((await auditRows('webhooks', hook.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('needs manage_webhooks, and every warehouse', async () => {
    const clerk = await createUserWithPermissions(t, ['view_equipment']);
    const limited = await createUserWithPermissions(t, ['manage_webhooks'], { warehouseIds: [(await createWarehouse(t)).id] });
    const manager = await createUserWithPermissions(t, ['manage_webhooks']);
    expect((await t.request('GET', '/webhooks', { token: clerk.token })).status).toBe(403);
    const refused = await t.request<{ error: string }>('GET', '/webhooks', { token: limited.token });
    // Not 403: that would end the limited user's session in the app.
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('tüm depo');
    expect((await t.request('GET', '/webhooks', { token: manager.token })).status).toBe(200);
  });

  it('refuses bad input with Turkish messages', async () => {
    const noEvents = await t.request<{ error: string }>('POST', '/webhooks', {
      token: t.adminToken,
      body: { url: receiver.url, events: [] },
    });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.error).toBe('En az bir olay seçin.');
    const unknown = await t.request<{ error: string }>('POST', '/webhooks', {
      token: t.adminToken,
      body: { url: receiver.url, events: ['x'] },
    });
    expect(unknown.body.error).toBe('Geçersiz olay türü.');
    const notUrl = await t.request<{ error: string }>('POST', '/webhooks', {
      token: t.adminToken,
      body: { url: 'erp', events: ['fault.opened'] },
    });
    expect(notUrl.status).toBe(400);
  });
});

describe('a delivery', () => {
  it('of a hand-over is signed as Standard Webhooks says and logged as delivered', async () => {
    const hook = await subscribe(['handover.created', 'handover.returned']);
    const before = receiver.hits.length;
    const { records, worker, items } = await handOver(t, 1);
    // Written in the transaction, sent after it: nothing has left yet.
    expect(receiver.hits.length).toBe(before);
    expect(await log(hook.id)).toMatchObject([{ event: 'handover.created', status: 'waiting', attempts: 0 }]);
    await drain();
    const hit = receiver.hits.at(-1)!;
    expect(receiver.hits.length).toBe(before + 1);
    expect(verifyStandardWebhook(hook.secret, hit)).toBe(true);
    expect(verifyStandardWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, hit)).toBe(false);
    expect(hit.headers['content-type']).toBe('application/json');
    const [row] = await log(hook.id);
    expect(hit.headers['webhook-id']).toBe(row!.id);
    expect(Math.abs(Number(hit.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(3600);
    const body = JSON.parse(hit.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ type: 'handover.created', data: { id: records[0], worker_id: worker.id, equipment_id: items[0]!.id } });
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200, last_error: null });
    expect(row!.delivered_at).not.toBeNull();

    const returned = await t.request('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: { items: [{ id: records[0], condition: 'intact' }], signature: PNG_DATA_URL },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    await drain();
    const last = receiver.hits.at(-1)!;
    expect(verifyStandardWebhook(hook.secret, last)).toBe(true);
    const returnBody = JSON.parse(last.body) as { type: string; data: { worker_id: string; items: Array<{ id: string }> } };
    expect(returnBody.type).toBe('handover.returned');
    expect(returnBody.data.worker_id).toBe(worker.id);
    expect(returnBody.data.items.map((i) => i.id)).toEqual(records);
    await unsubscribe(hook.id);
  });

  it('answered 500 is tried again after its back-off, with the same id, and not before', async () => {
    const hook = await subscribe(['fault.opened']);
    receiver.status = 500;
    const before = receiver.hits.length;
    const reportId = await reportFault();
    const now = new Date();
    await drain(now);
    expect(receiver.hits.length).toBe(before + 1);
    const [first] = await log(hook.id);
    expect(first).toMatchObject({ status: 'waiting', attempts: 1, response_code: 500 });
    expect(first!.last_error).toContain('500');
    await drain(later(now, 5_000)); // inside the 30 s back-off
    expect(receiver.hits.length).toBe(before + 1);
    receiver.status = 200;
    await drain(later(now, 31_000));
    expect(receiver.hits.length).toBe(before + 2);
    const [a, b] = receiver.hits.slice(-2);
    expect(b!.headers['webhook-id']).toBe(a!.headers['webhook-id']);
    expect(b!.body).toBe(a!.body);
    expect(verifyStandardWebhook(hook.secret, b!)).toBe(true);
    expect(JSON.parse(b!.body)).toMatchObject({ type: 'fault.opened', data: { id: reportId, issue: 'Motor çalışmıyor' } });
    expect((await log(hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 2, response_code: 200 });
    await unsubscribe(hook.id);
  });

  it('answered 4xx fails once, is not retried, and is sent again on resend (audited)', async () => {
    const hook = await subscribe(['fault.opened']);
    receiver.status = 410;
    const before = receiver.hits.length;
    await reportFault();
    const now = new Date();
    await drain(now);
    const [failed] = await log(hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, response_code: 410 });
    await drain(later(now, 3 * 3600_000));
    expect(receiver.hits.length).toBe(before + 1);

    receiver.status = 200;
    const resent = await t.request('POST', `/webhooks/deliveries/${failed!.id}/resend`, { token: t.adminToken, body: {} });
    expect(resent.status).toBe(200);
    const again = await t.request<{ error: string }>('POST', `/webhooks/deliveries/${failed!.id}/resend`, {
      token: t.adminToken,
      body: {},
    });
    expect(again.status).toBe(409);
    await drain();
    expect(receiver.hits.length).toBe(before + 2);
    expect(receiver.hits.at(-1)!.headers['webhook-id']).toBe(failed!.id);
    expect((await log(hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200 });
    expect((await auditRows('webhook_deliveries', failed!.id)).map((a) => a.action)).toEqual(['resend']);
    await unsubscribe(hook.id);
  });

  it('answered 429 or 408 waits and tries again', async () => {
    const hook = await subscribe(['fault.opened']);
    receiver.status = 429;
    await reportFault();
    await drain();
    expect((await log(hook.id))[0]).toMatchObject({ status: 'waiting', attempts: 1, response_code: 429 });
    receiver.status = 200;
    await unsubscribe(hook.id);
  });
});

describe('addresses', () => {
  it('refuses loopback, link-local and private addresses the administrator did not allow', async () => {
    for (const url of [
      'http://127.0.0.1:9/hook',
      'https://127.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/',
      'https://[::1]/',
      'http://localhost/',
    ]) {
      const res = await t.request<{ error: string }>('POST', '/webhooks', { token: t.adminToken, body: { url, events: ['fault.opened'] } });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toContain('yönetici izni');
    }
  });

  it('follows a redirect to an allowed address, the signed request intact', async () => {
    const second = await startReceiver('127.0.0.2');
    try {
      const hook = await subscribe(['fault.opened']);
      receiver.redirectTo = second.url;
      await reportFault();
      await drain();
      receiver.redirectTo = null;
      expect(second.hits).toHaveLength(1);
      expect(verifyStandardWebhook(hook.secret, second.hits[0]!)).toBe(true);
      expect((await log(hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200 });
      await unsubscribe(hook.id);
    } finally {
      await second.close();
    }
  });

  it('refuses a redirect to loopback at send time, and records it as a failure', async () => {
    const hook = await subscribe(['fault.opened']);
    receiver.redirectTo = loopback.url;
    const loopbackBefore = loopback.hits.length;
    await reportFault();
    await drain();
    receiver.redirectTo = null;
    expect(loopback.hits.length).toBe(loopbackBefore);
    const [row] = await log(hook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.last_error).toContain('Yönlendirilen adres reddedildi');
    await unsubscribe(hook.id);
  });
});

describe('a subscription failing for a day', () => {
  it('is paused, keeps its events out, tells its creator, and resumes on request', async () => {
    const hook = await subscribe(['fault.opened']);
    receiver.status = 503;
    await reportFault();
    const start = new Date();
    await drain(start);
    expect(
      (await t.request<WebhookRow[]>('GET', '/webhooks', { token: t.adminToken })).body.find((h) => h.id === hook.id)!.failing_since,
    ).not.toBeNull();
    await drain(later(start, 12 * 3600_000));
    let row = (await t.request<WebhookRow[]>('GET', '/webhooks', { token: t.adminToken })).body.find((h) => h.id === hook.id)!;
    expect(row.status).toBe('active');
    await drain(later(start, 25 * 3600_000));
    row = (await t.request<WebhookRow[]>('GET', '/webhooks', { token: t.adminToken })).body.find((h) => h.id === hook.id)!;
    expect(row.status).toBe('paused');
    expect(row.paused_reason).toContain('Bir gündür');
    const bell = await t.request<NotificationList>('GET', '/notifications', { token: t.adminToken });
    expect(bell.body.items.some((n) => n.event === 'webhook_paused' && n.body.includes(receiver.url))).toBe(true);

    // Paused: a new event writes nothing for it, waiting rows stay.
    const hits = receiver.hits.length;
    await reportFault();
    await drain(later(start, 48 * 3600_000));
    expect(receiver.hits.length).toBe(hits);
    expect(await log(hook.id)).toHaveLength(1);

    receiver.status = 200;
    const resumed = await t.request<WebhookRow>('PUT', `/webhooks/${hook.id}`, { token: t.adminToken, body: { status: 'active' } });
    expect(resumed.body).toMatchObject({ status: 'active', paused_reason: null, failing_since: null });
    await drain(later(start, 48 * 3600_000));
    expect(receiver.hits.length).toBe(hits + 1);
    expect((await log(hook.id))[0]).toMatchObject({ status: 'delivered' });
    expect((await auditRows('webhooks', hook.id)).map((a) => a.action)).toEqual(['create', 'update']);
    await unsubscribe(hook.id);
  });
});
