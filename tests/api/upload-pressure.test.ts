// Large bodies cannot exhaust memory: at most 2 are in flight at once; the next one is answered
// 503 with Retry-After (its bytes dropped unread), and health keeps answering meanwhile.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
let reportId: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await startTestServer();
  const wh = await fx.createWarehouse(t);
  const eq = await fx.createEquipment(t, { warehouse_id: wh.id });
  const res = await t.request<{ id: string }>('POST', '/broken-equipment', { token: t.adminToken, body: { equipment_id: eq.id, warehouse_id: wh.id, issue: 'Ekran kırık' } });
  reportId = res.body.id;
});
afterAll(async () => {
  await t?.close();
});

/** A 6 MB invoice body: a PDF of the right size as the spec's encoded text. */
function invoiceBody(): string {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * MB, 0x20)]);
  const text = JSON.stringify({ filename: 'fatura.pdf', type: 'application/pdf', data: `data:application/pdf;base64,${pdf.toString('base64')}` });
  return JSON.stringify({ repair_invoice: text });
}

interface Upload {
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<number>;
  answer: Promise<{ status: number; retryAfter: string | undefined; body: string }>;
}

/** Starts an upload and sends only its first `sent` bytes. */
function startUpload(payload: string, sent: number): Upload {
  const req = http.request(`${t.url}/api/broken-equipment/${reportId}/invoice`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
  });
  const answer = new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
  });
  req.write(payload.slice(0, sent));
  return {
    answer,
    async finish() {
      req.end(payload.slice(sent));
      return (await answer).status;
    },
  };
}

describe('large uploads', () => {
  it('admits 2 at once, answers the third 503 with Retry-After, and keeps health answering', async () => {
    const payload = invoiceBody();
    const first = startUpload(payload, MB);
    const second = startUpload(payload, MB);
    // Once both hold their place, a third is refused: its bytes are read and dropped, then 503.
    let refused: { status: number; retryAfter: string | undefined; body: string } | undefined;
    for (let i = 0; i < 50 && !refused; i++) {
      const probe = startUpload(payload, 0);
      await probe.finish();
      const answer = await probe.answer;
      if (answer.status === 503) refused = answer;
    }
    expect(refused?.status).toBe(503);
    expect(refused?.retryAfter).toBe('5');
    expect(JSON.parse(refused!.body)).toEqual({ error: 'Sunucu şu anda yoğun. Lütfen birazdan tekrar deneyin.' });
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);

    // The admitted ones are read and answered by the route (a pending report takes no invoice: 409).
    for (const upload of [first, second]) expect(await upload.finish()).toBe(409);
    // Places are given back: the next upload goes through to the route.
    expect(await startUpload(payload, 0).finish()).toBe(409);
  }, 60_000);
});
