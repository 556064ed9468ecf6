// Generated hand-written-looking signatures for demo data: a 1-bit PNG of a few pen strokes,
// encoded by hand (no image library), as the data URL the signature pad would send.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/** A small deterministic PRNG (mulberry32), so the same seed always draws the same signature. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A signature as `data:image/png;base64,…`: a looping cursive stroke and an underline. */
export function signatureDataUrl(seed: number, width = 200, height = 64): string {
  const random = prng(seed * 7919 + 17);
  const stride = Math.ceil(width / 8);
  // 1-bit grayscale: bit set = white. Start all white.
  const pixels = new Uint8Array(stride * height).fill(0xff);
  const ink = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    for (let dy = 0; dy <= 1; dy++) {
      for (let dx = 0; dx <= 1; dx++) {
        const px = xi + dx;
        const py = yi + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const index = py * stride + (px >> 3);
        pixels[index] = (pixels[index] ?? 0) & ~(0x80 >> (px & 7));
      }
    }
  };
  // The name: a sum of sines drifting right, with loops of random size.
  const loops = 4 + Math.floor(random() * 5);
  const a1 = 10 + random() * 10;
  const a2 = 4 + random() * 8;
  const phase = random() * Math.PI * 2;
  const start = 10 + random() * 20;
  const end = width - 10 - random() * 30;
  for (let t = 0; t <= 1; t += 1 / 1200) {
    const x = start + (end - start) * t + Math.sin(t * Math.PI * 2 * loops + phase) * 8;
    const y = height / 2 + Math.cos(t * Math.PI * 2 * loops) * a1 * (1 - t * 0.4) + Math.sin(t * 13 + phase) * a2 - 4;
    ink(x, y);
  }
  // The underline flourish.
  const lineY = height - 10 - random() * 6;
  for (let x = start - 4; x < end + 6; x += 0.5) ink(x, lineY + Math.sin(x / 17 + phase) * 2);

  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
