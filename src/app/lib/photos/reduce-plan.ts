// The arithmetic of reducing a photo on the device (docs/equipment-care.md "Photos"), apart from the
// canvas that does it (reduce-photo.ts) so that a unit test proves the limits: the first try fits
// the longest side within 1600 px; while the JPEG is over 300 KB the quality steps down, then the
// sides shrink by the square root of how far over it is (bytes grow with the pixel count), with a
// margin. The steps end: the sides shrink every time after the last quality, and a try below
// `MIN_SIDE` is given up.
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@shared/photos';

export interface ReduceStep {
  width: number;
  height: number;
  /** JPEG quality, 0–1. */
  quality: number;
}

export const QUALITIES = [0.82, 0.7, 0.58] as const;
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
  const lower = QUALITIES.find((q) => q < step.quality - 1e-9);
  if (lower !== undefined) return { ...step, quality: lower };
  const scale = Math.min(0.9, Math.sqrt(maxBytes / bytes) * 0.92);
  const next = { width: Math.max(1, Math.floor(step.width * scale)), height: Math.max(1, Math.floor(step.height * scale)) };
  if (Math.max(next.width, next.height) < MIN_SIDE) throw new Error('photo cannot be reduced');
  return { ...next, quality: step.quality };
}
