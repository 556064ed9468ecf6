// Invoices travel as the spec's encoded text `{ filename, type, data }` with `data` a data URL.
import { INVOICE_SIZE_MESSAGE, invoiceFileProblem } from '@shared/schemas/operations';

export interface InvoiceData {
  filename: string;
  type: string;
  data: string;
}

/** The browser's check of a chosen file: the spec's message, or null when it may be sent. */
export function checkInvoiceFile(file: File, sizeMessage = INVOICE_SIZE_MESSAGE): string | null {
  return invoiceFileProblem(file, sizeMessage);
}

export function readInvoiceFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.stringify({ filename: file.name, type: file.type, data: String(reader.result) }));
    reader.onerror = () => reject(reader.error ?? new Error('Dosya okunamadı.'));
    reader.readAsDataURL(file);
  });
}

export function parseInvoice(text: string | null | undefined): InvoiceData | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<InvoiceData>;
    if (typeof parsed.data !== 'string' || !parsed.data.startsWith('data:')) return null;
    return {
      filename: typeof parsed.filename === 'string' && parsed.filename ? parsed.filename : 'fatura',
      type: String(parsed.type ?? ''),
      data: parsed.data,
    };
  } catch {
    return null;
  }
}

/** A Blob from a base64 data URL without fetch (the page's CSP allows no data: connections). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const meta = dataUrl.slice(5, comma);
  const type = meta.split(';')[0] || 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
