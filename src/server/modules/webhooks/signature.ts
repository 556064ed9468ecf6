// Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` and the
// base64 of 24 random bytes; each attempt carries `webhook-id` (the delivery's id, the same on
// every retry), `webhook-timestamp` (seconds) and `webhook-signature`: `v1,` and the base64
// HMAC-SHA256, keyed with the secret's decoded bytes, of `<id>.<timestamp>.<body>`.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureOf(secret, id, timestamp, body),
  };
}
