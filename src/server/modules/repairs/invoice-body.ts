// The bodies that carry an invoice (complete a repair, upload an invoice) keep the spec's shape: a
// JSON object whose `repair_invoice` is the encoded text. Up to 30 MB of it would hold the event
// loop for a second or more (decoding, two JSON parses, the data-URL check), so a large body is
// parsed in a worker thread; only its result comes back: the other fields, and the normalised
// invoice as UTF-8 bytes, handed over without a copy (docs/reliability.md "Large uploads").
import type { Worker } from 'node:worker_threads';
import type { Context } from 'hono';
import { CompleteRepairSchema, InvoiceSchema, type CompleteRepairInput } from '@shared/schemas/operations';
import { HttpError } from '@server/http/errors';
import { checkBody, parseJsonText } from '@server/http/validate';
import { startWorkerThread } from '@server/http/worker-thread';
import { normalizeInvoice, type InvoiceMime } from './invoice';

/** Stored in parts of at most this many bytes, written one statement at a time. */
export const INVOICE_PART_BYTES = 256 * 1024;
/** Bodies up to this size are parsed in place: a worker round trip would cost more. */
const INLINE_BYTES = 512 * 1024;

export type InvoiceBodyKind = 'complete' | 'invoice';

export interface StoredInvoice {
  filename: string;
  type: InvoiceMime;
  /** Decoded size in bytes. */
  size: number;
  /** The normalised `{ filename, type, data }` text as UTF-8. */
  bytes: Uint8Array;
}

export interface InvoiceBody {
  /** The completion's fields (the invoice text left out); empty for an invoice upload. */
  fields: Omit<CompleteRepairInput, 'repair_invoice'> | null;
  invoice: StoredInvoice | null;
}

type Outcome = { ok: true; body: InvoiceBody } | { ok: false; status: 400; message: string };

/**
 * The stored parts of an invoice, in order: views on its bytes, nothing copied. A part may end
 * inside a character: the database joins the bytes before it reads them as text.
 */
export function invoiceParts({ bytes }: StoredInvoice): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += INVOICE_PART_BYTES) parts.push(bytes.subarray(start, start + INVOICE_PART_BYTES));
  return parts;
}

function parseInvoiceBody(kind: InvoiceBodyKind, bytes: Uint8Array): InvoiceBody {
  const body = parseJsonText(new TextDecoder().decode(bytes));
  const toStored = (text: string): StoredInvoice => {
    const { text: normalized, filename, type, size } = normalizeInvoice(text);
    // An ArrayBuffer of its own (never a pooled one), so it can be handed over.
    const bytes = new Uint8Array(Buffer.byteLength(normalized));
    new TextEncoder().encodeInto(normalized, bytes);
    return { filename, type, size, bytes };
  };
  if (kind === 'invoice') return { fields: null, invoice: toStored(checkBody(InvoiceSchema, body).repair_invoice) };
  const { repair_invoice, ...fields } = checkBody(CompleteRepairSchema, body);
  return { fields, invoice: repair_invoice ? toStored(repair_invoice) : null };
}

/** What the worker runs: a refusal comes back as its status and Turkish message. */
export function invoiceBodyOutcome(kind: InvoiceBodyKind, bytes: Uint8Array): Outcome {
  try {
    return { ok: true, body: parseInvoiceBody(kind, bytes) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return { ok: false, status: 400, message: error.message };
    throw error;
  }
}

interface Job {
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

// One worker for the process, started on first use: admitted large bodies are few at a time
// (app.ts), and one worker leaves the other core to the event loop.
let worker: Worker | null = null;
const jobs = new Map<number, Job>();
let nextJob = 0;

function startWorker(): Worker {
  const started = startWorkerThread(import.meta.url, 'invoice-worker');
  started.unref();
  started.on('message', ({ id, outcome }: { id: number; outcome: Outcome }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    job?.resolve(outcome);
  });
  const fail = (error: unknown) => {
    if (worker === started) worker = null;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`invoice worker exited with ${code}`)));
  return started;
}

function inWorker(kind: InvoiceBodyKind, bytes: Uint8Array): Promise<Outcome> {
  worker ??= startWorker();
  const id = nextJob++;
  const running = worker;
  return new Promise<Outcome>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    // The bytes are handed over, not copied.
    running.postMessage({ id, kind, bytes }, [bytes.buffer as ArrayBuffer]);
  });
}

/** The request's body as `InvoiceBody`; 400 with the Turkish message of the first problem. */
export async function readInvoiceBody(c: Context, kind: 'invoice'): Promise<{ fields: null; invoice: StoredInvoice }>;
export async function readInvoiceBody(
  c: Context,
  kind: 'complete',
): Promise<{ fields: NonNullable<InvoiceBody['fields']>; invoice: StoredInvoice | null }>;
export async function readInvoiceBody(c: Context, kind: InvoiceBodyKind): Promise<InvoiceBody> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const outcome = bytes.byteLength <= INLINE_BYTES ? invoiceBodyOutcome(kind, bytes) : await inWorker(kind, bytes);
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  return outcome.body;
}
