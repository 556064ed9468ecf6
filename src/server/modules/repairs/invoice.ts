// Repair invoices arrive as the spec's encoded text `{ filename, type, data }` (data a base64 data
// URL). The browser's claim about the type is not trusted: the type is read from the file's first
// bytes, and the stored text is rewritten with that type, so a PNG named .pdf is kept as a PNG and
// a text file named .png is refused.
import { INVOICE_MAX_BYTES, INVOICE_SIZE_MESSAGE, INVOICE_TYPE_MESSAGE } from '@shared/schemas/operations';
import { badRequest } from '@server/http/errors';

export const INVOICE_MISSING_MESSAGE = 'Fatura verisi eksik';

export type InvoiceMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The file type from its magic number, or null when it is none of the accepted ones. */
export function sniffInvoiceType(bytes: Uint8Array): InvoiceMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export interface NormalizedInvoice {
  /** The text to store: `{ filename, type, data }` with the sniffed type. */
  text: string;
  filename: string;
  type: InvoiceMime;
  size: number;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/** Parses, size-checks and sniffs an invoice text; 400 with the spec's Turkish message otherwise. */
export function normalizeInvoice(text: string): NormalizedInvoice {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(INVOICE_MISSING_MESSAGE);
  }
  if (!parsed || typeof parsed !== 'object') throw badRequest(INVOICE_MISSING_MESSAGE);
  const { filename, data } = parsed as { filename?: unknown; data?: unknown };
  if (typeof data !== 'string' || data === '') throw badRequest(INVOICE_MISSING_MESSAGE);
  const match = DATA_URL.exec(data);
  if (!match) throw badRequest(INVOICE_MISSING_MESSAGE);
  const base64 = match[3] ?? '';
  // Decoded size from the base64 length, before allocating anything.
  const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (size > INVOICE_MAX_BYTES) throw badRequest(INVOICE_SIZE_MESSAGE);
  if (size === 0) throw badRequest(INVOICE_MISSING_MESSAGE);
  const head = Buffer.from(base64.slice(0, 64), 'base64');
  const type = sniffInvoiceType(head);
  if (!type) throw badRequest(INVOICE_TYPE_MESSAGE);
  const name = sanitizeFilename(typeof filename === 'string' ? filename : '', type);
  const normalized = { filename: name, type, data: `data:${type};base64,${base64}` };
  return { text: JSON.stringify(normalized), filename: name, type, size };
}

const EXTENSION: Record<InvoiceMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const ALIASES: Partial<Record<InvoiceMime, string[]>> = { 'image/jpeg': ['jpg', 'jpeg'] };

/**
 * No paths or control characters in a name the browser will later offer as a download, and the
 * extension is the one of the sniffed type: the stem is kept, its last extension replaced
 * (`fatura.pdf.exe` → `fatura.pdf`, a PNG named `fatura.pdf` → `fatura.png`).
 */
function sanitizeFilename(name: string, type: InvoiceMime): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(0, 200);
  const extension = /\.([^.]{1,16})$/.exec(clean)?.[1]?.toLowerCase();
  const accepted = ALIASES[type] ?? [EXTENSION[type]];
  if (extension && accepted.includes(extension)) return clean;
  const stem = (extension ? clean.slice(0, -(extension.length + 1)) : clean).replace(/[.\s]+$/, '');
  if (accepted.some((ext) => stem.toLowerCase().endsWith(`.${ext}`))) return stem;
  return `${stem || 'fatura'}.${EXTENSION[type]}`;
}
