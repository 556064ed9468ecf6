import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '@shared/photos';
import { MAX_STEPS, QUALITIES, firstStep, fitWithin, nextStep, type ReduceStep } from './reduce-plan';

/** Runs the plan against an encoder model: bytes per pixel at quality 1, scaled by quality. */
function reduce(width: number, height: number, bytesPerPixel: number): { step: ReduceStep; bytes: number; steps: number } {
  const encode = (s: ReduceStep) => Math.round(s.width * s.height * bytesPerPixel * s.quality);
  let step = firstStep(width, height);
  for (let steps = 1; steps <= MAX_STEPS; steps++) {
    const bytes = encode(step);
    const next = nextStep(step, bytes);
    if (!next) return { step, bytes, steps };
    step = next;
  }
  throw new Error('no end');
}

describe('fitting a photo within 1600 px', () => {
  it('scales the longest side to 1600 and keeps the proportions; smaller photos stay as they are', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(8000, 10)).toEqual({ width: 1600, height: 2 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1601, 1601)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('bringing a photo under 300 KB', () => {
  it('ends at or under 300 KB with the longest side at most 1600 px, for camera photos of every size and detail', () => {
    for (const [w, h] of [
      [12000, 9000],
      [4032, 3024],
      [3024, 4032],
      [1920, 1080],
      [800, 600],
    ] as const) {
      // From a plain wall (0.1 byte/pixel) to noise a JPEG cannot compress (3 bytes/pixel).
      for (const bytesPerPixel of [0.1, 0.4, 1, 3]) {
        const { step, bytes, steps } = reduce(w, h, bytesPerPixel);
        expect(bytes).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
        expect(Math.max(step.width, step.height)).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
        expect(steps).toBeLessThanOrEqual(MAX_STEPS);
        // Proportions kept within a pixel's rounding.
        expect(Math.abs(step.width / step.height - w / h)).toBeLessThan(0.02 * (w / h));
      }
    }
  });

  it('chooses the next try from how far over the first is: the highest lower quality expected to fit, else smaller sides', () => {
    const first = firstStep(4000, 3000);
    expect(nextStep(first, PHOTO_MAX_BYTES)).toBeNull();
    // A little over: one quality step.
    const second = nextStep(first, PHOTO_MAX_BYTES + 1)!;
    expect([second.width, second.height, second.quality]).toEqual([1600, 1200, 0.7]);
    // Half again over: straight to the lowest quality, the size kept.
    const lowest = nextStep(first, 1.45 * PHOTO_MAX_BYTES)!;
    expect([lowest.width, lowest.height, lowest.quality]).toEqual([1600, 1200, 0.58]);
    // The bench's noise (911 KB at 0.82): no quality is enough, so the lowest and smaller sides at once.
    const noise = nextStep(first, 911 * 1024)!;
    expect(noise.quality).toBe(0.58);
    expect(noise.width).toBeLessThan(1600 * Math.sqrt(PHOTO_MAX_BYTES / (911 * 1024 * 0.59)));
    expect(noise.width / noise.height).toBeCloseTo(4 / 3, 2);
    // At the lowest quality the sides shrink every time.
    const again = nextStep(noise, PHOTO_MAX_BYTES * 1.2)!;
    expect(again.quality).toBe(0.58);
    expect(again.width).toBeLessThan(noise.width);
  });

  it("takes at most two encodings for an encoder whose bytes follow the qualities as Chromium's do", () => {
    // Bytes at 0.82 per pixel, and 0.73 and 0.59 of them at 0.7 and 0.58 (the bench's photo).
    const relative = new Map<number, number>([
      [QUALITIES[0], 1],
      [QUALITIES[1], 0.73],
      [QUALITIES[2], 0.59],
    ]);
    for (const bytesPerPixel of [0.05, 0.12, 0.16, 0.2, 0.3, 0.49]) {
      let step = firstStep(4000, 3000);
      let encodings = 1;
      for (;;) {
        const next = nextStep(step, Math.round(step.width * step.height * bytesPerPixel * relative.get(step.quality)!));
        if (!next) break;
        step = next;
        encodings++;
      }
      expect(encodings).toBeLessThanOrEqual(2);
    }
  });

  it('gives up rather than produce a photo too small to show anything', () => {
    expect(() => nextStep({ width: 210, height: 150, quality: 0.58 }, 10 * PHOTO_MAX_BYTES)).toThrow();
  });
});
