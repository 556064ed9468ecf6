// The proof of a document (docs/documents.md): its content as canonical JSON (keys sorted, so the
// same content always gives the same text), the SHA-256 of that text, and the part of the content
// the records must still agree with later (ids, dates, conditions, the signatures' hashes; names
// may be corrected afterwards without making a signed paper look forged).
import { createHash } from 'node:crypto';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A signature image (a data URL) as the proof holds it: its hash, or null when none was taken. */
export function imageHash(image: string | null | undefined): string | null {
  return image ? sha256(image) : null;
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function proofHash(content: unknown): string {
  return sha256(canonicalJson(content));
}

/** Fields that name rather than identify: a later correction of a name, model or serial number is not tampering. */
const NAMING_KEYS = new Set(['name', 'title', 'category', 'serial_number', 'department']);

/** The content without its names: what the live records must still match. */
export function fixedPart(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fixedPart);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !NAMING_KEYS.has(k))
      .map(([k, v]) => [k, fixedPart(v)]),
  );
}

/** True when the live records still hold what was signed. */
export function recordsMatch(signed: unknown, live: unknown): boolean {
  return canonicalJson(fixedPart(signed)) === canonicalJson(fixedPart(live));
}
