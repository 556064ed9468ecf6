// A real HTTP receiver for the webhook suites, on a loopback address of the test's choosing
// (127.0.0.2 is the one the suites allow with WEBHOOK_ALLOW_PRIVATE; 127.0.0.1 stays refused). It
// records every request and answers the status set on it, or a redirect to `redirectTo`. Its own
// signature check (node:crypto, written from the Standard Webhooks text, not the server's module)
// tells whether a request was signed with a secret.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/sql';
import type { TestServer } from './api-server';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  hits: ReceivedHook[];
  status: number;
  redirectTo: string | null;
  close(): Promise<void>;
}

export async function startReceiver(host = '127.0.0.2'): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = { url: '', hits: [], status: 200, redirectTo: null, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (receiver.redirectTo) {
        res.writeHead(307, { location: receiver.redirectTo });
        res.end();
        return;
      }
      res.writeHead(receiver.status, { 'content-type': 'text/plain' });
      res.end(receiver.status < 300 ? 'tamam' : 'olmadı');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  receiver.url = `http://${host}:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * Standard Webhooks verification, independently: the key is the base64 after `whsec_`, the signed
 * content `${webhook-id}.${webhook-timestamp}.${body}`, the header a space-separated list of
 * `v1,<base64 HMAC-SHA256>`; any one matching is enough.
 */
export function verifyStandardWebhook(secret: string, hit: ReceivedHook): boolean {
  const id = hit.headers['webhook-id'];
  const timestamp = hit.headers['webhook-timestamp'];
  const signatures = hit.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.substring('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${hit.body}`, 'utf8').digest();
  return signatures.split(' ').some((s) => {
    const [version, value] = s.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A subscription and a failed delivery written straight into the database (the permission walk). */
async function storedWebhook(t: TestServer): Promise<{ id: string; deliveryId: string }> {
  const [hook] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into webhooks (url, events, secret) values ('https://93.184.215.14/hook', array['fault.opened']::text[], 'whsec_AAAA') returning id`,
  );
  const [delivery] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into webhook_deliveries (webhook_id, event_key, event, body, status, attempts, response_code)
        values (${hook!.id}::uuid, ${randomUUID()}, 'fault.opened', '{}', 'failed', 1, 410) returning id`,
  );
  return { id: hook!.id, deliveryId: delivery!.id };
}

/** The permission walk's calls of /api/webhooks (tests/api/permission-matrix.test.ts). */
export function webhookScenarios(server: () => TestServer): Record<string, () => Promise<{ path: string; body?: unknown }>> {
  return {
    'GET /webhooks': async () => ({ path: '/webhooks' }),
    // An address written as a public IP: checked without a name lookup, never connected to here.
    'POST /webhooks': async () => ({ path: '/webhooks', body: { url: 'https://93.184.215.14/hook', events: ['fault.opened'] } }),
    'PUT /webhooks/:id': async () => ({ path: `/webhooks/${(await storedWebhook(server())).id}`, body: { description: 'ERP' } }),
    'DELETE /webhooks/:id': async () => ({ path: `/webhooks/${(await storedWebhook(server())).id}` }),
    'GET /webhooks/:id/deliveries': async () => ({ path: `/webhooks/${(await storedWebhook(server())).id}/deliveries` }),
    'POST /webhooks/deliveries/:id/resend': async () => ({
      path: `/webhooks/deliveries/${(await storedWebhook(server())).deliveryId}/resend`,
      body: {},
    }),
  };
}
