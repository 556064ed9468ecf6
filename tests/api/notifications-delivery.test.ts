// Delivery: SMTP down → rows wait, then go once; SMTP not configured → rows wait and the log says
// why; a refusal is given up with its reason and can be resent once; transient failures back off
// and give up after a bound; quiet hours hold push; a push device that is gone is forgotten; the
// scheduled scan and digests on the Istanbul day, with a fixed clock across 21:00 UTC.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { MAX_ATTEMPTS } from '@server/modules/notifications/sender';
import type { DeliveryLog, NotificationList } from '@shared/notifications';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions } from '../helpers/fixtures';
import { assignedFault, handOver, later, outboxRows } from '../helpers/notification-fixtures';
import {
  freePort,
  pushSubscription,
  startHttpSink,
  startSmtpSink,
  trustTestCertificate,
  type HttpSink,
  type SmtpSink,
} from '../helpers/notification-sinks';

describe('e-mail while SMTP is down, then back', () => {
  let t: TestServer;
  let smtp: SmtpSink | undefined;
  let port: number;
  const now = new Date('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    port = await freePort();
    t = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, notifications: { clock: () => now } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps the row waiting with the reason, then delivers it once', async () => {
    const user = await createUserWithPermissions(t, ['view_malfunctions']);
    await assignedFault(t, user.id);
    await t.server.notifications.drain(now);
    const [waiting] = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === user.id);
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(waiting!.last_error).toContain('ECONNREFUSED');

    smtp = await startSmtpSink(port);
    await t.server.notifications.drain(now); // the back-off has not passed yet
    expect(smtp.mails).toHaveLength(0);
    await t.server.notifications.drain(later(now, 31_000));
    await t.server.notifications.drain(later(now, 3600_000));
    expect(smtp.mails).toHaveLength(1);
    const [sent] = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === user.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });
});

describe('e-mail without SMTP configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  it('writes the rows, sends nothing, and the administrator sees why', async () => {
    const user = await createUserWithPermissions(t, ['view_malfunctions']);
    await assignedFault(t, user.id);
    await t.server.notifications.drain();
    const [row] = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === user.id);
    expect(row).toMatchObject({ channel: 'email', status: 'waiting', attempts: 0 });
    const log = await t.request<DeliveryLog>('GET', '/notifications/deliveries?status=waiting', { token: t.adminToken });
    expect(log.body.channel_notes.email).toContain('SMTP_URL');
    expect(log.body.rows.some((r) => r.id === row!.id)).toBe(true);
    // No SMS gateway: workers get no rows at all (SMS is off until configured).
    const { worker } = await handOver(t, 1);
    expect((await outboxRows(t)).filter((r) => r.worker_id === worker.id)).toHaveLength(0);
  });
});

describe('refusals, resend, back-off and push', () => {
  let t: TestServer;
  let gateway: HttpSink;
  let pushEndpoint: HttpSink;
  let now = new Date('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    gateway = await startHttpSink(400);
    trustTestCertificate();
    pushEndpoint = await startHttpSink(201, { tls: true });
    t = await startTestServer({
      // The push endpoint is a local test server: allowed only because this suite says so.
      env: {
        SMS_GATEWAY_URL: `${gateway.url}/gonder?no={to}&metin={text}`,
        SMS_GATEWAY_METHOD: 'GET',
        NOTIFY_BATCH_WAIT_SECONDS: '0',
        PUSH_ALLOW_PRIVATE_HOSTS: '1',
      },
      notifications: { clock: () => now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
    await pushEndpoint?.close();
  });

  it('gives up a refused SMS with the gateway’s reason; a resend sends it once, a second resend is refused', async () => {
    gateway.status = 400;
    const { worker } = await handOver(t, 1);
    await t.server.notifications.drain(now);
    const [failed] = (await outboxRows(t, 'handover_receipt')).filter((r) => r.worker_id === worker.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.last_error).toContain('SMS ağ geçidi 400');
    expect(gateway.hits).toHaveLength(1);
    // GET template: the text travels URL-encoded, Turkish letters intact.
    expect(decodeURIComponent(gateway.hits[0]!.url)).toContain('1 ekipman size teslim edildi');

    gateway.status = 200;
    const plain = await createUserWithPermissions(t, []);
    expect((await t.request('POST', `/notifications/deliveries/${failed!.id}/resend`, { token: plain.token })).status).toBe(403);
    expect((await t.request('POST', `/notifications/deliveries/${failed!.id}/resend`, { token: t.adminToken })).status).toBe(200);
    await t.server.notifications.drain(now);
    await t.server.notifications.drain(later(now, 3600_000));
    expect(gateway.hits).toHaveLength(2);
    const again = await t.request<{ error: string }>('POST', `/notifications/deliveries/${failed!.id}/resend`, { token: t.adminToken });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Yalnızca başarısız gönderimler yeniden gönderilebilir.');
    await t.server.notifications.drain(later(now, 7200_000));
    expect(gateway.hits).toHaveLength(2);
  });

  it('backs off on 5xx and gives up after the bound, saying so', async () => {
    gateway.status = 503;
    const { worker } = await handOver(t, 1);
    let at = now;
    const mine = async () => (await outboxRows(t, 'handover_receipt')).filter((r) => r.worker_id === worker.id)[0];
    // Two-hourly passes over a few days (quiet hours hold SMS at night and count no attempt).
    for (let i = 0; i < 60 && (await mine())?.status !== 'failed'; i++) {
      await t.server.notifications.drain(at);
      at = later(at, 2 * 3600_000);
    }
    const row = await mine();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.last_error).toContain(`${MAX_ATTEMPTS} denemeden sonra vazgeçildi`);
    gateway.status = 200;
  });

  it('holds push during quiet hours and sends it when they end; a gone device is forgotten', async () => {
    const user = await createUserWithPermissions(t, ['view_malfunctions']);
    const device = pushSubscription(`${pushEndpoint.url}/push/cihaz-1`);
    expect((await t.request('POST', '/notifications/push-subscriptions', { token: user.token, body: device })).status).toBe(201);
    now = new Date('2026-11-23T19:30:00Z'); // 22:30 in Istanbul
    await assignedFault(t, user.id);
    await t.server.notifications.drain(now);
    const [held] = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === user.id && r.channel === 'push');
    expect(held).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(new Date(held!.not_before).toISOString()).toBe('2026-11-24T05:00:00.000Z'); // 08:00 in Istanbul
    expect(pushEndpoint.hits).toHaveLength(0);

    now = new Date('2026-11-24T05:00:00Z');
    await t.server.notifications.drain(now);
    expect(pushEndpoint.hits).toHaveLength(1);
    expect(pushEndpoint.hits[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(pushEndpoint.hits[0]!.headers.authorization)).toMatch(/^vapid t=/);

    pushEndpoint.status = 410;
    await assignedFault(t, user.id);
    await t.server.notifications.drain(now);
    const rows = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === user.id && r.channel === 'push');
    expect(rows.at(-1)).toMatchObject({ status: 'failed' });
    expect(rows.at(-1)!.last_error).toContain('410');
    const devices = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${user.id}::uuid`,
    );
    expect(devices[0]!.n).toBe(0);
  });
});

describe('the scheduled scan and digests on the Istanbul day', () => {
  let t: TestServer;
  let gateway: HttpSink;
  beforeAll(async () => {
    gateway = await startHttpSink(200);
    t = await startTestServer({ env: { SMS_GATEWAY_URL: `${gateway.url}/sms` } });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  it('a worker overdue with 5 items gets one message on day 1, 3, 7, then weekly; a day turns at 21:00 UTC', async () => {
    const clerk = await createUserWithPermissions(t, ['view_field_equipment']);
    const { worker, records, warehouse } = await handOver(t, 5, { dueDate: '2026-11-20', token: clerk.token });
    const tick = (iso: string) => t.server.notifications.tick(new Date(iso));
    const overdueFor = async () => (await outboxRows(t, 'overdue')).filter((r) => r.worker_id === worker.id);

    expect((await tick('2026-11-21T04:59:00Z')).scanned).toBe(false); // 07:59 in Istanbul: not yet
    expect((await tick('2026-11-21T05:00:00Z')).scanned).toBe(true); // 08:00: day 1 late
    expect((await tick('2026-11-21T05:01:00Z')).scanned).toBe(false); // once a day, whoever ticks
    let rows = await overdueFor();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subjects!.sort()).toEqual([...records].sort());
    const bell = await t.request<NotificationList>('GET', '/notifications', { token: clerk.token });
    const late = bell.body.items.filter((n) => n.event === 'overdue');
    expect(late).toHaveLength(1);
    // The clerk learns who holds the items; only the worker is asked to bring them back.
    expect(late[0]!.body).toContain(`${worker.first_name} ${worker.last_name}`);
    expect(late[0]!.body).not.toContain('Lütfen depoya iade edin');

    await tick('2026-11-21T20:59:00Z'); // 23:59 on the 21st: that day is done
    await tick('2026-11-21T21:00:00Z'); // 00:00 on the 22nd in Istanbul: before 08:00
    await tick('2026-11-22T05:00:00Z'); // day 2: not a reminder day
    expect(await overdueFor()).toHaveLength(1);
    await tick('2026-11-23T05:00:00Z'); // day 3
    await tick('2026-11-27T05:00:00Z'); // day 7
    await tick('2026-12-04T05:00:00Z'); // day 14
    await tick('2026-12-05T05:00:00Z'); // day 15: nothing
    rows = await overdueFor();
    expect(rows.map((r) => r.key.split(':')[1])).toEqual(['2026-11-21', '2026-11-23', '2026-11-27', '2026-12-04']);
    await t.server.notifications.drain(new Date('2026-12-05T09:00:00Z'));
    const texts = gateway.hits
      .map((h) => (JSON.parse(h.body.toString('utf8')) as { text: string }).text)
      .filter((x) => x.includes('iade tarihi geçti'));
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('5 ekipmanın iade tarihi geçti');
    // The request comes before the items: a text cut at its last segment keeps it.
    expect(texts[0]).toContain(`Sayın ${worker.first_name} ${worker.last_name}, 5 ekipmanın iade tarihi geçti, lütfen depoya iade edin: `);

    // The warehouse's digest at 23:30 Istanbul: due on the 25th's evening (20:30 UTC), not after midnight.
    expect(
      (await t.request('PUT', `/notifications/digest-times/${warehouse.id}`, { token: t.adminToken, body: { time: '23:30' } })).status,
    ).toBe(200);
    const beforeMidnight = await tick('2026-12-05T20:45:00Z');
    expect(beforeMidnight.digests).toContain(23 * 60 + 30);
    const afterMidnight = await tick('2026-12-05T21:15:00Z');
    expect(afterMidnight.digests).not.toContain(23 * 60 + 30);
    const keys = (await outboxRows(t, 'digest')).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('digest:2026-12-05:1410:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('digest:2026-12-06:1410:'))).toBe(false);
  });
});
