// Large bodies cannot exhaust memory: at most 2 are in flight at once; the next one is answered
// 503 with Retry-After (its bytes dropped unread), and health keeps answering meanwhile. A large
// invoice is parsed off the event loop and stored in parts: it reads back byte for byte, and a
// refused one leaves the stored invoice as it was.
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { INVOICE_TYPE_MESSAGE } from '@shared/schemas/operations';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';

let t: TestServer;
let reportId: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await startTestServer();
  const wh = await fx.createWarehouse(t);
  const eq = await fx.createEquipment(t, { warehouse_id: wh.id });
  const res = await t.request<{ id: string }>('POST', '/broken-equipment', {
    token: t.adminToken,
    body: { equipment_id: eq.id, warehouse_id: wh.id, issue: 'Ekran kırık' },
  });
  reportId = res.body.id;
});
afterAll(async () => {
  await t?.close();
});

/** A 6 MB invoice body: a PDF of the right size as the spec's encoded text. */
function invoiceBody(): string {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * MB, 0x20)]);
  const text = JSON.stringify({
    filename: 'fatura.pdf',
    type: 'application/pdf',
    data: `data:application/pdf;base64,${pdf.toString('base64')}`,
  });
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

describe('large invoices', () => {
  let resolvedId: string;
  const PART = 256 * 1024;

  beforeAll(async () => {
    const wh = await fx.createWarehouse(t);
    const item = await fx.createEquipment(t, { warehouse_id: wh.id });
    const opened = await t.request<{ id: string }>('POST', '/broken-equipment', {
      token: t.adminToken,
      body: { equipment_id: item.id, warehouse_id: wh.id, issue: 'Ekran kırık' },
    });
    resolvedId = opened.body.id;
    const me = await t.request<{ id: string }>('GET', '/auth/me', { token: t.adminToken });
    const assigned = await t.request('PUT', `/broken-equipment/${resolvedId}/assign`, {
      token: t.adminToken,
      body: { assigned_to: me.body.id },
    });
    expect(assigned.status).toBe(200);
  });

  /** A PDF of `size` bytes whose content is not one repeated byte (so a misplaced part shows). */
  function pdf(size: number): Buffer {
    const file = Buffer.alloc(size);
    Buffer.from('%PDF-1.4\n').copy(file);
    for (let i = 9; i < size; i++) file[i] = (i * 31 + (i >> 12)) & 0xff;
    return file;
  }
  const invoiceText = (filename: string, file: Buffer, type = 'application/pdf') =>
    JSON.stringify({ filename, type, data: `data:${type};base64,${file.toString('base64')}` });

  async function storedInvoice(): Promise<{ filename: string; type: string; data: string } | null> {
    const detail = await t.request<{ repair_invoice: string | null; has_invoice: boolean }>('GET', `/broken-equipment/${resolvedId}`, {
      token: t.adminToken,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.has_invoice).toBe(detail.body.repair_invoice !== null);
    return detail.body.repair_invoice === null
      ? null
      : (JSON.parse(detail.body.repair_invoice) as { filename: string; type: string; data: string });
  }

  async function partSizes(): Promise<number[]> {
    const rows = await t.database.db
      .select({ bytes: sql<number>`octet_length(${s.repairInvoiceParts.data})`.mapWith(Number) })
      .from(s.repairInvoiceParts)
      .where(eq(s.repairInvoiceParts.report_id, resolvedId))
      .orderBy(s.repairInvoiceParts.seq);
    return rows.map((r) => r.bytes);
  }

  it('completes a repair with a 3 MB invoice and reads it back whole, the name in Turkish', async () => {
    const file = pdf(3 * MB);
    const filename = `${'Ş'.repeat(40)} Şubat faturası ığüşöç.pdf`;
    const res = await t.request('PUT', `/broken-equipment/${resolvedId}/complete`, {
      token: t.adminToken,
      body: { status: 'repaired', repair_cost: 1250.5, repair_invoice: invoiceText(filename, file) },
    });
    expect(res.status).toBe(200);
    expect(await storedInvoice()).toEqual({
      filename,
      type: 'application/pdf',
      data: `data:application/pdf;base64,${file.toString('base64')}`,
    });
    const parts = await partSizes();
    expect(parts.length).toBe(Math.ceil(parts.reduce((a, b) => a + b, 0) / PART));
    expect(Math.max(...parts)).toBeLessThanOrEqual(PART);
  }, 60_000);

  it('replaces it with a 20 MB invoice, stored in parts, read back byte for byte', async () => {
    const file = pdf(20 * MB);
    const res = await t.request('PUT', `/broken-equipment/${resolvedId}/invoice`, {
      token: t.adminToken,
      body: { repair_invoice: invoiceText('fatura.pdf.exe', file) },
    });
    expect(res.status).toBe(200);
    const stored = await storedInvoice();
    expect(stored?.filename).toBe('fatura.pdf');
    expect(stored?.data === `data:application/pdf;base64,${file.toString('base64')}`).toBe(true);
    const parts = await partSizes();
    expect(parts.length).toBeGreaterThan(100);
    expect(Math.max(...parts)).toBeLessThanOrEqual(PART);
  }, 120_000);

  it('refuses a bad large body in Turkish and keeps the stored invoice as it was', async () => {
    const before = await storedInvoice();
    const partsBefore = await partSizes();
    const text = Buffer.alloc(2 * MB, 0x41);
    const refusals: Array<[string, string]> = [
      // Text named a PDF: the bytes decide.
      [JSON.stringify({ repair_invoice: invoiceText('fatura.pdf', text) }), INVOICE_TYPE_MESSAGE],
      // Cut off in the middle.
      [JSON.stringify({ repair_invoice: invoiceText('fatura.pdf', pdf(2 * MB)) }).slice(0, -10), 'Geçersiz JSON gövdesi.'],
      // A NUL byte deep inside the invoice text.
      [
        JSON.stringify({ repair_invoice: `${invoiceText('fatura.pdf', pdf(2 * MB)).slice(0, -2)}\u0000"}` }),
        'Metinde kullanılamayan bir karakter var.',
      ],
    ];
    for (const [rawBody, message] of refusals) {
      const res = await t.request<{ error: string }>('PUT', `/broken-equipment/${resolvedId}/invoice`, {
        token: t.adminToken,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
    }
    expect(await partSizes()).toEqual(partsBefore);
    expect((await storedInvoice())?.data === before?.data).toBe(true);
  }, 120_000);
});
