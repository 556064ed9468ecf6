// The notification module belongs to its server (modules/notifications/settings.ts): two servers in
// one process, one with an SMS gateway, a fixed clock and a 30 s batch wait, the other with none of
// them, each write what their own settings say, whichever started last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { handOver, outboxRows } from '../helpers/notification-fixtures';

let withSms: TestServer;
let without: TestServer;
const now = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  withSms = await startTestServer({
    env: { SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms?to={to}', NOTIFY_BATCH_WAIT_SECONDS: '30' },
    notifications: { clock: () => now },
  });
  // Started second: a module kept by the process would now have SMS off and the real clock.
  without = await startTestServer({ env: { NOTIFY_BATCH_WAIT_SECONDS: '5' } });
});
afterAll(async () => {
  await withSms?.close();
  await without?.close();
});

describe('each server its own notification module', () => {
  it('the receipt is written by the settings and the clock of the server that made the hand-over', async () => {
    const a = await handOver(withSms, 2);
    const rows = (await outboxRows(withSms, 'handover_receipt')).filter((r) => r.key.includes(a.batchId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', worker_id: a.worker.id, status: 'waiting' });
    expect(new Date(rows[0]!.not_before).toISOString()).toBe(new Date(now.getTime() + 30_000).toISOString());

    const b = await handOver(without, 2);
    expect((await outboxRows(without, 'handover_receipt')).filter((r) => r.key.includes(b.batchId))).toHaveLength(0);
    expect(withSms.server.notifications.notifier).not.toBe(without.server.notifications.notifier);
  });
});
