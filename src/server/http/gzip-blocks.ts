// A gzip answer assembled from separately compressed blocks, so a large list that changed in one
// place is compressed again only where it changed. Each block is raw deflate ending on a full
// flush (byte-aligned, no shared dictionary, not final), so blocks concatenate into one valid
// deflate stream; the gzip trailer's CRC-32 is combined from the blocks' own CRCs (zlib's
// crc32_combine) without touching the uncompressed bytes again.
//
//   const a = gzipBlock('[1,2'); const b = gzipBlock(',3]');
//   assembleGzip([a, b]) → gunzips to '[1,2,3]'
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { promisify } from 'node:util';

export interface GzipBlock {
  /** Raw deflate, ending on a full flush (or, for the last block only, the final block). */
  deflated: Buffer;
  crc: number;
  /** Uncompressed length in bytes. */
  length: number;
}

const deflateRawAsync = promisify(deflateRaw);

/** Compresses one block on libuv's thread pool. */
export async function gzipBlock(text: string, level = 6): Promise<GzipBlock> {
  const bytes = Buffer.from(text, 'utf8');
  const deflated = await deflateRawAsync(bytes, { level, finishFlush: constants.Z_FULL_FLUSH });
  return { deflated, crc: crc32(bytes), length: bytes.length };
}

export function gzipBlockSync(text: string): GzipBlock {
  const bytes = Buffer.from(text, 'utf8');
  return { deflated: deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH }), crc: crc32(bytes), length: bytes.length };
}

const FINAL_EMPTY_BLOCK = deflateRawSync(Buffer.alloc(0), { finishFlush: constants.Z_FINISH });
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One gzip member of the blocks in order. */
export function assembleGzip(blocks: readonly GzipBlock[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const block of blocks) {
    crc = crc32Combine(crc, block.crc, block.length);
    length += block.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...blocks.map((b) => b.deflated), FINAL_EMPTY_BLOCK, trailer]);
}

// ——— CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, GF(2) polynomials)

const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) mod p, n = 0…31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) table.push((p = multModP(p, p)));
  return table;
})();

/** x^(n · 2^k) mod p. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n > 0) {
    if (n % 2 === 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA >>> 0) ^ (crcB >>> 0)) >>> 0;
}
