// Classes of hostile values every route must answer without a 500: control characters and NUL,
// unpaired surrogates, extreme and malformed dates, malformed percent-encodings. The hostile-input
// property tests draw from the same classes, so a new hole of one of these kinds fails a test.
import fc from 'fast-check';

export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31mkırmızı',
  'satır\r\nPOST /api/auth/login 200',
  '\u007f\u0008',
  '\u2028\u2029\ufeff',
  '%',
  '%ZZ',
  "'; drop table users; --",
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://ornek")',
  '$argon2id$v=19$m=1,t=1,p=1$c2FsdA$aGFzaA',
] as const;

/** `?since=` values: years 0, -1, 10000, 275760 and other dates PostgreSQL and JavaScript disagree on. */
export const HOSTILE_DATES = [
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0',
  '-1',
  '10000',
  '275760',
  '2024-02-30T25:61:00Z',
  'NaN',
  '9'.repeat(40),
  '\u0000',
] as const;

/** Raw (not re-encoded) path and query pieces. */
export const MALFORMED_URL_PARTS = ['%', '%ZZ', '%E0%A4%A', '%00', '%C0%AF', '%uD800', '%ED%A0%80', '%0A%0D'] as const;

/** Percent-encodes like encodeURIComponent, but writes an unpaired surrogate as its raw 3 bytes. */
export function encodeLoosely(text: string): string {
  return text.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });
}

/** Strings of control characters, any code unit (unpaired surrogates included), or a listed value. */
export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n)), minLength: 1 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n)), minLength: 1 }),
  fc.string({ unit: 'binary', minLength: 1 }),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
);
