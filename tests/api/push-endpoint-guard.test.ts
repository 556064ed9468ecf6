// Issue 42, point 2: a push subscription is an address the server will connect to, so only an
// `https:` endpoint of a public host is taken (after resolving its name); anything else — http:,
// javascript:, file:, data:, loopback, link-local (cloud metadata), private, unique-local, an
// IPv4-mapped IPv6 loopback, a name resolving to loopback — is a Turkish 400. And the sender never
// connects elsewhere: an endpoint stored before the guard (or whose name resolves to loopback now)
// gets no connection, the delivery is refused with its reason.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/sql';
import { PUBLIC_URL_REFUSED } from '@server/http/public-url-guard';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions } from '../helpers/fixtures';
import { assignedFault, outboxRows } from '../helpers/notification-fixtures';
import { pushSubscription } from '../helpers/notification-sinks';

let t: TestServer;
let listener: Server;
let port: number;
const connections: Socket[] = [];
const now = new Date('2026-11-23T09:00:00Z'); // noon in Istanbul: no quiet hours

beforeAll(async () => {
  // A loopback listener standing for any internal service (a database, an admin port).
  listener = createServer((socket) => {
    connections.push(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  t = await startTestServer({ notifications: { clock: () => now } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => listener?.close(() => resolve()));
});

describe('push subscriptions', () => {
  it('refuse every endpoint that is not https on a public host, in Turkish', async () => {
    const user = await createUserWithPermissions(t, []);
    const refused = [
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://192.168.1.10/push',
      'https://172.16.0.5/push',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:a9fe:a9fe]/push',
      'https://[fe80::1]/push',
      'https://[fd00::1]/push',
      'https://[ff02::1]/push',
      'https://224.0.0.1/push',
      'https://2130706433/push', // 127.0.0.1 as one number
      'https://0x7f.1/push',
      'http://1.1.1.1/push',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/plain,merhaba',
      'https://kullanici:sifre@1.1.1.1/push',
    ];
    for (const endpoint of refused) {
      const res = await t.request<{ error: string }>('POST', '/notifications/push-subscriptions', {
        token: user.token,
        body: pushSubscription(endpoint),
      });
      expect([endpoint, res.status]).toEqual([endpoint, 400]);
      expect(res.body.error).toMatch(/^Geçersiz abonelik\./);
    }
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${user.id}::uuid`,
    );
    expect(stored!.n).toBe(0);
    // Public addresses are taken (nothing is sent to them here).
    for (const endpoint of ['https://1.1.1.1/push/cihaz', 'https://[2606:4700:4700::1111]/push/cihaz']) {
      expect(
        (await t.request('POST', '/notifications/push-subscriptions', { token: user.token, body: pushSubscription(endpoint) })).status,
      ).toBe(201);
    }
    await t.request('DELETE', '/notifications/push-subscriptions', { token: user.token, body: { endpoint: 'https://1.1.1.1/push/cihaz' } });
    await t.request('DELETE', '/notifications/push-subscriptions', {
      token: user.token,
      body: { endpoint: 'https://[2606:4700:4700::1111]/push/cihaz' },
    });
    expect(connections).toHaveLength(0);
  });

  it('the sender opens no connection to a loopback endpoint stored behind the guard, by address or by name', async () => {
    const user = await createUserWithPermissions(t, ['view_malfunctions']);
    for (const endpoint of [`https://127.0.0.1:${port}/push/a`, `https://localhost:${port}/push/b`]) {
      const device = pushSubscription(endpoint);
      await t.database.db.execute(
        sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${user.id}::uuid, ${endpoint}, ${device.keys.p256dh}, ${device.keys.auth})`,
      );
    }
    await assignedFault(t, user.id);
    await t.server.notifications.drain(now);
    const push = (await outboxRows(t, 'fault_assigned')).filter((r) => r.user_id === user.id && r.channel === 'push');
    expect(push).toHaveLength(1);
    expect(push[0]).toMatchObject({ status: 'failed' });
    expect(push[0]!.last_error).toContain(PUBLIC_URL_REFUSED);
    expect(connections).toHaveLength(0);
  });
});
