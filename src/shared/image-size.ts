// An image's width and height read from its header, without decoding it (PNG, JPEG, WebP): a
// 200 KB file may declare 15000×15000 pixels, about 900 MB once a browser decodes it on every
// printout. The logo and the signatures are refused past `MAX_IMAGE_PIXELS` (issue 42).

export const MAX_IMAGE_PIXELS = 4_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

// Start-of-frame markers (baseline, progressive, lossless, …), not DHT (C4), JPG (C8) or DAC (CC).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (SOF.has(marker)) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return null;
}

/** The size an image's header declares; null when the header cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return webpSize(bytes);
  return null;
}

/** The same for a `data:image/…;base64,` address. */
export function dataUrlImageSize(dataUrl: string): ImageSize | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return null;
  // The header is what counts: the longest whole run of base64 quads, whatever the padding says.
  const base64 = dataUrl.slice(comma + 1).replace(/=+$/, '');
  let text: string;
  try {
    text = atob(base64.slice(0, base64.length - (base64.length % 4)));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return imageSize(bytes);
}

/** The image decodes to at most `MAX_IMAGE_PIXELS` (and its header says how large it is). */
export function withinPixelBudget(dataUrl: string): boolean {
  const size = dataUrlImageSize(dataUrl);
  return size !== null && size.width > 0 && size.height > 0 && size.width * size.height <= MAX_IMAGE_PIXELS;
}

/**
 * The same where the header may be cut short (a signature's tests send the magic bytes alone): only
 * a header that can be read and declares more than `MAX_IMAGE_PIXELS` is refused.
 */
export function notDeclaredTooLarge(dataUrl: string): boolean {
  const size = dataUrlImageSize(dataUrl);
  return size === null || size.width * size.height <= MAX_IMAGE_PIXELS;
}
