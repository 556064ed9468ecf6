// The documents a warehouse prints and signs (docs/documents.md): their kinds, numbers, verification
// codes and addresses, written once for the server that issues them, the screens and the printouts
// that show them, and the scanner that reads them back.

export const DOCUMENT_KINDS = ['handover', 'return', 'transfer', 'fault', 'count', 'clearance', 'stock_issue'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  handover: 'Ekipman Teslim Tutanağı',
  return: 'Ekipman İade Tutanağı',
  transfer: 'Depolar Arası Transfer Belgesi',
  fault: 'Arıza Kaydı',
  count: 'Depo Sayım Tutanağı',
  clearance: 'İlişik Kesme Belgesi',
  stock_issue: 'KKD ve Malzeme Teslim Tutanağı',
};

/** What a record made offline shows where its number will be. */
export const NUMBER_PENDING = 'Numara gönderildiğinde verilir';

// The number itself (TES-2026-000123: prefix, the warehouses' year, six digits) is made by the
// database only (`open_document`, migration 0025).

/** A reference to a document as lists and details carry it. */
export interface DocumentRef {
  id: string;
  number: string;
}

/** An answer about one move: the document (TES-, İAD-, …) it went on. */
export interface Numbered {
  document: DocumentRef;
}

// ——— verification codes ———

/** Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or typed is not misread. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;

/** Upper case, separators dropped, the letters people confuse mapped (O→0, I/L→1); null when not a code. */
export function normalizeCode(text: string): string | null {
  const cleaned = text.trim().toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (cleaned.length !== CODE_LENGTH) return null;
  for (const ch of cleaned) if (!CODE_ALPHABET.includes(ch)) return null;
  return cleaned;
}

/** 'ABCDE-FGHJK': how a code is printed. */
export function formatCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The app's verification page of a code (a public page: any phone camera opens it). */
export const VERIFY_PATH_PREFIX = '/belge/';

export function verificationPath(code: string): string {
  return `${VERIFY_PATH_PREFIX}${code}`;
}

/** The address a QR code carries: the app's origin and the verification page. */
export function verificationUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${verificationPath(code)}`;
}

/**
 * The code in a scanned verification address (of any host: a printout made on another
 * installation's address still names its code); null for anything else.
 */
export function codeFromAddress(text: string): string | null {
  const match = /\/belge\/([0-9A-Za-z-]{10,12})\/?(?:[?#].*)?$/.exec(text.trim());
  return match ? normalizeCode(match[1]!) : null;
}

/**
 * The code in something scanned or typed: a verification address or the printed code itself. A bare
 * code looks like many serial numbers ('1234567890'), so a scanner tries the equipment first.
 */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  return codeFromAddress(trimmed) ?? (/^[0-9A-Za-z]{5}-?[0-9A-Za-z]{5}$/.test(trimmed) ? normalizeCode(trimmed) : null);
}

/** '3F9A-11C2-…': the first 16 hex digits of a proof's hash, as printed and shown for comparison. */
export function fingerprint(hash: string): string {
  return (hash.slice(0, 16).toUpperCase().match(/.{4}/g) ?? []).join('-');
}

// ——— the national id ———

/** '•••••••8170': the last four digits only, for readers without `view_national_id`. */
export function maskNationalId(tcNo: string | null | undefined): string {
  if (!tcNo) return '';
  return `•••••••${tcNo.slice(-4)}`;
}

export function isMaskedNationalId(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.startsWith('•');
}

/** 11 digits: a whole national id, the only form a reader without the permission may search by. */
export function isWholeNationalId(text: string): boolean {
  return /^\d{11}$/.test(text.trim());
}

/** What the verification page says of a document whose personal data was anonymised (docs/kvkk.md). */
export const ANONYMISED_NOTICE = 'Bu belgedeki kişisel veriler KVKK saklama süresi dolduğu için anonimleştirildi.';
