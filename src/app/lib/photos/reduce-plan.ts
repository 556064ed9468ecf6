// The arithmetic of reducing a photo on the device (docs/equipment-care.md "Photos"), apart from the
// canvas that does it (reduce-photo.ts) so that a unit test proves the limits: the first try fits
// the longest side within 1600 px; when the JPEG is over 300 KB the next try is chosen from how far
// over it is, not searched for: the highest lower quality expected to fit (a JPEG's bytes at each
// quality against the first's, `QUALITY_BYTES`), else the lowest quality with the sides shrunk by
// the square root of what is still over (bytes grow with the pixel count), with a margin. So a
// camera photo takes one or two encodings. The steps end: the sides shrink every time at the last
// quality, and a try below `MIN_SIDE` is given up.
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@shared/photos';

export interface ReduceStep {
  width: number;
  height: number;
  /** JPEG quality, 0–1. */
  quality: number;
}

export const QUALITIES = [0.82, 0.7, 0.58] as const;
/**
 * A JPEG's bytes at each of `QUALITIES` against the first's, a little above what Chromium's encoder
 * gives for camera photos and noise alike (0.73 and 0.59 measured on the bench's photo).
 */
export const QUALITY_BYTES = [1, 0.76, 0.62] as const;
/** A try is aimed this far under the limit, for the estimate's error. */
const AIM = 0.95;
/** A photo that would have to be smaller than this on its longest side is given up. */
export const MIN_SIDE = 200;
export const MAX_STEPS = 12;

/** `width` × `height` scaled down (never up) so that the longest side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  const scale = maxSide / longest;
  // The min keeps rounding from passing the limit.
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

export function firstStep(width: number, height: number): ReduceStep {
  return { ...fitWithin(width, height), quality: QUALITIES[0] };
}

/**
 * What to try after `step` gave `bytes`: null when it fits (done); throws when the photo cannot be
 * brought under the limit at a useful size.
 */
export function nextStep(step: ReduceStep, bytes: number, maxBytes: number = PHOTO_MAX_BYTES): ReduceStep | null {
  if (bytes <= maxBytes) return null;
  const at = Math.max(
    0,
    QUALITIES.findIndex((q) => Math.abs(q - step.quality) < 1e-9),
  );
  const expected = (index: number) => (bytes * QUALITY_BYTES[index]!) / QUALITY_BYTES[at]!;
  // The highest lower quality expected to fit, at the same size.
  for (let index = at + 1; index < QUALITIES.length; index++) {
    if (expected(index) <= maxBytes * AIM) return { ...step, quality: QUALITIES[index]! };
  }
  // No quality is enough: the lowest, and the sides shrunk by what is still over.
  const last = 2;
  const scale = Math.min(0.9, Math.sqrt(maxBytes / expected(last)) * 0.92);
  const next = { width: Math.max(1, Math.floor(step.width * scale)), height: Math.max(1, Math.floor(step.height * scale)) };
  if (Math.max(next.width, next.height) < MIN_SIDE) throw new Error('photo cannot be reduced');
  return { ...next, quality: QUALITIES[last] };
}
