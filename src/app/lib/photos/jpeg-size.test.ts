import { describe, expect, it } from 'vitest';
import { jpegSize, scaledDecodeSize } from './jpeg-size';

/** A JPEG's start as a camera writes it: SOI, an APP1 block of `exif` bytes, a DQT, then the frame header. */
function jpegStart(width: number, height: number, exif = 20, sof = 0xc0): Uint8Array {
  const app1 = [0xff, 0xe1, (exif + 2) >> 8, (exif + 2) & 255, ...new Array<number>(exif).fill(0x45)];
  const dqt = [0xff, 0xdb, 0, 4, 0, 1];
  const frame = [0xff, sof, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app1, 0xff, ...dqt, ...frame]);
}

describe("a JPEG's stored size from its header", () => {
  it('reads the frame header after the EXIF block and the tables, baseline or progressive', () => {
    expect(jpegSize(jpegStart(4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(jpegSize(jpegStart(3024, 4032, 60_000, 0xc2))).toEqual({ width: 3024, height: 4032 });
  });

  it('answers null for what is not a JPEG or ends before its frame header', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeNull();
    expect(jpegSize(jpegStart(4000, 3000, 60_000).subarray(0, 1000))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });
});

describe('the size a JPEG decoder is asked for', () => {
  it('is the smallest eighth of the stored size that still covers 1600 px', () => {
    expect(scaledDecodeSize({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 2000, height: 1500 });
    expect(scaledDecodeSize({ width: 3024, height: 4032 }, 1600)).toEqual({ width: 1512, height: 2016 });
    expect(scaledDecodeSize({ width: 12000, height: 9000 }, 1600)).toEqual({ width: 3000, height: 2250 });
    // Asked area ≥ (n/8)² of the stored one: Chromium's ⌊8·√ratio⌋ gives n, never fewer eighths.
    for (const [w, h] of [
      [4000, 3000],
      [4001, 2999],
      [5472, 3648],
      [2000, 1000],
    ] as const) {
      const asked = scaledDecodeSize({ width: w, height: h }, 1600)!;
      const eighths = Math.floor(8 * Math.sqrt((asked.width * asked.height) / (w * h)) + 1e-9);
      expect(Math.ceil((Math.max(w, h) * eighths) / 8)).toBeGreaterThanOrEqual(1600);
    }
  });

  it('is null when the photo needs all of its size', () => {
    expect(scaledDecodeSize({ width: 1600, height: 1200 }, 1600)).toBeNull();
    expect(scaledDecodeSize({ width: 1700, height: 1200 }, 1600)).toBeNull();
  });
});
