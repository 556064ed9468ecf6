// The header reader behind the 4-megapixel limit (image-size.ts): PNG, JPEG and the three WebP kinds.
import { describe, expect, it } from 'vitest';
import { imageSize, notDeclaredTooLarge, withinPixelBudget } from './image-size';

const png = (w: number, h: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  return b;
};
const jpeg = (w: number, h: number) =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 4, 1, 2, 0xff, 0xc2, 0, 11, 8, h >> 8, h & 0xff, w >> 8, w & 0xff, 1, 1, 0x11, 0, 0xff, 0xd9]);
const riff = (chunk: string, body: number[]) =>
  new Uint8Array(
    [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...`WEBP${chunk}`].map((c) => c.charCodeAt(0)),
        [0, 0, 0, 0],
        body,
        Array(10).fill(0),
      ),
  );
const dataUrl = (type: string, bytes: Uint8Array) => `data:image/${type};base64,${btoa(String.fromCharCode(...bytes))}`;

describe('imageSize', () => {
  it('reads PNG, JPEG (past other segments, progressive too) and WebP headers', () => {
    expect(imageSize(png(15000, 15000))).toEqual({ width: 15000, height: 15000 });
    expect(imageSize(jpeg(1600, 900))).toEqual({ width: 1600, height: 900 });
    // VP8X: 24-bit width-1, height-1 at 24 and 27.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0xcf, 0x07, 0, 0x0f, 0x27, 0]))).toEqual({ width: 2000, height: 10000 });
    // VP8L: signature 0x2f, then 14 bits each of width-1 and height-1.
    const bits = 99 | (49 << 14);
    expect(imageSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff]))).toEqual({
      width: 100,
      height: 50,
    });
    // VP8 (lossy): frame tag, start code 9d 01 2a, then 14-bit width and height.
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]))).toEqual({ width: 320, height: 240 });
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('4 megapixels is the limit; the lenient form lets an unreadable header through', () => {
    expect(withinPixelBudget(dataUrl('png', png(2000, 2000)))).toBe(true);
    expect(withinPixelBudget(dataUrl('png', png(2001, 2000)))).toBe(false);
    expect(withinPixelBudget('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(notDeclaredTooLarge('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(notDeclaredTooLarge(dataUrl('jpeg', jpeg(15000, 15000)))).toBe(false);
  });
});
