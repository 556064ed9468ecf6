// One gzip answer joined from pieces compressed apart. Each piece is raw deflate ended by a full
// flush (byte-aligned, no back references across pieces), so pieces compressed at different times
// can be laid end to end behind one gzip header; the trailer's CRC-32 is combined from the pieces'
// own checksums (zlib's crc32_combine), so no piece is ever decompressed or compressed again.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

export interface GzipPiece {
  /** Raw deflate data ending in a full flush. */
  readonly raw: Buffer;
  /** CRC-32 of the uncompressed bytes. */
  readonly crc: number;
  /** Uncompressed length in bytes. */
  readonly length: number;
}

/** Compresses one piece (on libuv's thread pool). */
export async function gzipPiece(text: string, level = 6): Promise<GzipPiece> {
  const bytes = Buffer.from(text, 'utf8');
  const raw = await deflateRawAsync(bytes, { level, finishFlush: constants.Z_FULL_FLUSH });
  return { raw, crc: crc32(bytes), length: bytes.length };
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** The pieces, in order, as one gzip member. */
export function joinGzip(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.length);
    length = (length + piece.length) % 0x1_0000_0000;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length, 4);
  return Buffer.concat([HEADER, ...pieces.map((p) => p.raw), LAST_BLOCK, trailer]);
}

function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) square[n] = gf2Times(matrix, matrix[n]!);
}

/** CRC-32 of A followed by B, from CRC(A), CRC(B) and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320; // the CRC-32 polynomial: the operator for one zero bit
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  gf2Square(even, odd); // two zero bits
  gf2Square(odd, even); // four zero bits
  let crc = crcA >>> 0;
  let remaining = lengthB;
  do {
    gf2Square(even, odd);
    if (remaining % 2 === 1) crc = gf2Times(even, crc);
    remaining = Math.floor(remaining / 2);
    if (remaining === 0) break;
    gf2Square(odd, even);
    if (remaining % 2 === 1) crc = gf2Times(odd, crc);
    remaining = Math.floor(remaining / 2);
  } while (remaining !== 0);
  return (crc ^ crcB) >>> 0;
}
