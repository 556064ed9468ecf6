// A check's certificate arrives like a repair invoice (`{ filename, type, data }` with a base64 data
// URL) and is checked the same way (the type read from its first bytes), narrowed to PDF, JPEG and
// PNG and 10 MB. The file's own bytes are stored, in parts (care-checks.service.ts).
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_SIZE_MESSAGE, CERTIFICATE_TYPE_MESSAGE, CERTIFICATE_TYPES } from '@shared/schemas/care';
import { INVOICE_SIZE_MESSAGE, INVOICE_TYPE_MESSAGE } from '@shared/schemas/operations';
import { badRequest, HttpError } from '@server/http/errors';

export const CERTIFICATE_MISSING_MESSAGE = 'Sertifika dosyası okunamadı.';
import { normalizeInvoice } from '../repairs/invoice';

export interface StoredCertificate {
  filename: string;
  type: string;
  size: number;
  /** The decoded file. */
  bytes: Uint8Array;
}

export function readCertificate(text: string | null | undefined): StoredCertificate | null {
  if (!text) return null;
  let normalized: ReturnType<typeof normalizeInvoice>;
  try {
    normalized = normalizeInvoice(text);
  } catch (error) {
    // The invoice's words name invoices and their 20 MB; a certificate has its own.
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    if (error.message === INVOICE_SIZE_MESSAGE) throw badRequest(CERTIFICATE_SIZE_MESSAGE);
    if (error.message === INVOICE_TYPE_MESSAGE) throw badRequest(CERTIFICATE_TYPE_MESSAGE);
    throw badRequest(CERTIFICATE_MISSING_MESSAGE);
  }
  if (!(CERTIFICATE_TYPES as readonly string[]).includes(normalized.type)) throw badRequest(CERTIFICATE_TYPE_MESSAGE);
  if (normalized.size > CERTIFICATE_MAX_BYTES) throw badRequest(CERTIFICATE_SIZE_MESSAGE);
  const data = (JSON.parse(normalized.text) as { data: string }).data;
  const bytes = Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
  return { filename: normalized.filename, type: normalized.type, size: bytes.length, bytes };
}
