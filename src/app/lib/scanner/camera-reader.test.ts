import { describe, expect, it } from 'vitest';
import { BAND_HEIGHT, decodeRegion, MAX_DECODE_WIDTH, PAUSE_MS, pauseAfter } from './camera-reader';

describe('the part of a camera frame that is decoded', () => {
  it('is the middle band at the camera’s own resolution, not the box drawn on screen', () => {
    // A 1280×720 phone camera: the whole width, 60 % of the height, pixel for pixel.
    expect(decodeRegion(1280, 720)).toEqual({ sx: 0, sy: 144, sw: 1280, sh: 432, width: 1280, height: 432 });
  });

  it('scales a wider frame down to MAX_DECODE_WIDTH only', () => {
    const r = decodeRegion(1920, 1080);
    expect(r.width).toBe(MAX_DECODE_WIDTH);
    expect(r.sh).toBe(Math.round(1080 * BAND_HEIGHT));
    expect(r.height).toBe(Math.round(r.sh * (MAX_DECODE_WIDTH / 1920)));
  });

  it('gives a 13-character CODE_128 filling half the frame several pixels per bar', () => {
    // 13 characters + start, check and stop: 178 modules.
    const { width } = decodeRegion(1280, 720);
    expect((width * 0.5) / 178).toBeGreaterThan(3);
  });
});

describe('the pause between two decodes', () => {
  it('is the shortest pause after a quick decode, and as long as a slow decode after one', () => {
    expect(pauseAfter(3)).toBe(PAUSE_MS);
    expect(pauseAfter(PAUSE_MS)).toBe(PAUSE_MS);
    // ZXing on a slow phone: reading keeps at most half of the main thread.
    expect(pauseAfter(180.4)).toBe(180);
  });
});
