// A JPEG's stored size read from its header (the SOFn segment), before anything is decoded: the
// photo worker asks the decoder for the smallest DCT scale that still covers the first try's size
// (reduce-core.ts). Stored, not upright: an EXIF orientation of 5–8 swaps them, which the scale
// does not care about (the longest side is the same).

/** Width and height of the frame, or null when these bytes are not a JPEG's start with its frame header. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: not one this reads.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return null;
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The size to ask a JPEG decoder for so that it decodes at the smallest scale n/8 that still
 * covers `fit`'s longest side (libjpeg's scaled IDCT, which Chromium's decoder picks from the
 * area asked for: ⌊8·√(asked / stored)⌋ eighths); null when the whole size is needed.
 */
export function scaledDecodeSize(stored: { width: number; height: number }, fitLongest: number): { width: number; height: number } | null {
  const longest = Math.max(stored.width, stored.height);
  const eighths = Math.ceil((8 * fitLongest) / longest - 1e-9);
  if (eighths >= 8) return null;
  return { width: Math.ceil((stored.width * eighths) / 8), height: Math.ceil((stored.height * eighths) / 8) };
}
