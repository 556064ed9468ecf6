// The worker thread that parses large invoice bodies (invoice-body.ts), off the event loop.
import { parentPort } from 'node:worker_threads';
import { invoiceBodyOutcome, type InvoiceBodyKind } from './invoice-body';

parentPort?.on('message', ({ id, kind, bytes }: { id: number; kind: InvoiceBodyKind; bytes: Uint8Array }) => {
  const outcome = invoiceBodyOutcome(kind, bytes);
  // The invoice's bytes are handed back, not copied.
  const invoice = outcome.ok ? outcome.body.invoice : null;
  parentPort?.postMessage({ id, outcome }, invoice ? [invoice.bytes.buffer as ArrayBuffer] : []);
});
