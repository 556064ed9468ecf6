import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipPiece, joinGzip } from './gzip-join';

describe('joinGzip', () => {
  it('pieces compressed apart inflate to the joined text, Turkish letters included', async () => {
    const texts = ['[{"ad":"Çağrı Işıkoğlu"}', ',', '{"ad":"Şükrü Öztürk"}'.repeat(3000), ',', '', '{"x":1}]'];
    const pieces = await Promise.all(texts.map((text) => gzipPiece(text)));
    expect(gunzipSync(joinGzip(pieces)).toString('utf8')).toBe(texts.join(''));
  });

  it('pieces can be reordered and replaced without touching the others', async () => {
    const a = await gzipPiece('alfa-');
    const b = await gzipPiece('beta-'.repeat(10_000));
    const c = await gzipPiece('gama');
    expect(gunzipSync(joinGzip([c, a, b])).toString('utf8')).toBe(`gamaalfa-${'beta-'.repeat(10_000)}`);
    expect(gunzipSync(joinGzip([])).toString('utf8')).toBe('');
  });

  it('combines checksums as zlib does over the whole', () => {
    for (const [left, right] of [
      ['', 'abc'],
      ['abc', ''],
      ['Depo', ' Takip'],
      ['x'.repeat(70_001), 'ğüşiöç'.repeat(999)],
    ] as const) {
      const a = Buffer.from(left);
      const b = Buffer.from(right);
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});
