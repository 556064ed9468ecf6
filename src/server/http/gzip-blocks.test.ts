import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assembleGzip, crc32Combine, gzipBlock, gzipBlockSync } from './gzip-blocks';

describe('gzip from separately compressed blocks', () => {
  it('combines CRC-32s exactly as the CRC of the concatenation', () => {
    const a = Buffer.from('{"id":"İşçi","n":1},'.repeat(37));
    const b = Buffer.from('[ÇĞÖŞÜ ığüşöç]'.repeat(1001));
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(0, crc32(b), b.length)).toBe(crc32(b));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });

  it('concatenates blocks into one gzip member any inflater reads back whole', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `{"id":${i},"model":"Kırıcı ŞK-${i % 7}"}`);
    const blocks = [gzipBlockSync('['), await gzipBlock(rows.slice(0, 1000).join(',')), gzipBlockSync(','), await gzipBlock(rows.slice(1000).join(',')), gzipBlockSync(']')];
    const text = new TextDecoder().decode(gunzipSync(assembleGzip(blocks)));
    expect(JSON.parse(text)).toHaveLength(3000);
    expect(text).toBe(`[${rows.join(',')}]`);
    expect(gunzipSync(assembleGzip([])).length).toBe(0);
  });
});
