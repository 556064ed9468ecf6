// The reduction itself (docs/equipment-care.md "Photos"), the same in the photo worker
// (reduce-worker.ts, on an OffscreenCanvas) and on the page where a worker cannot draw: decoded
// upright (by its EXIF orientation) and scaled once to the first try's size, then each try drawn
// from that copy and encoded as JPEG (reduce-plan.ts chooses the tries). A camera's JPEG is decoded
// straight at the smallest eighth of its size that covers 1600 px (WebCodecs' ImageDecoder, whose
// JPEG decoder scales in the IDCT: a 12 MP photo becomes 3 MP without ever being 12 MP in memory);
// other images, and browsers without ImageDecoder, go through createImageBitmap whole.
// The re-encoding writes only the pixels: the EXIF block with the place the photo was taken is not
// carried over.
import { PHOTO_MAX_SIDE } from '@shared/photos';
import { jpegSize, scaledDecodeSize } from './jpeg-size';
import { MAX_STEPS, firstStep, nextStep, type ReduceStep } from './reduce-plan';

/** A JPEG's frame header comes after its EXIF block (at most 64 KB) and a few tables. */
const HEADER_BYTES = 128 * 1024;

/** A canvas of the given size that encodes itself as JPEG: an OffscreenCanvas or the page's. */
export interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  jpeg(quality: number): Promise<Blob | null>;
}

export type SurfaceMaker = (width: number, height: number) => Surface;

/** The reduced JPEG and its size; null when the file is not an image this browser decodes or cannot be brought under the limits. */
export async function reduceToJpeg(file: Blob, surface: SurfaceMaker): Promise<{ blob: Blob; width: number; height: number } | null> {
  let bitmap: ImageBitmap;
  /** The photo's whole size, upright: the first try is fitted to it, not to a scaled decoding's rounding. */
  let whole: { width: number; height: number };
  try {
    const scaled = await decodeJpegScaled(file).catch(() => null);
    bitmap = scaled?.bitmap ?? (await createImageBitmap(file, { imageOrientation: 'from-image' }));
    whole = scaled?.whole ?? bitmap;
  } catch {
    return null;
  }
  let step = firstStep(whole.width, whole.height);
  try {
    if (step.width !== bitmap.width || step.height !== bitmap.height) {
      // Scaled once: every try draws from a 1600 px copy, not from the camera's 12 MP.
      const scaled = await createImageBitmap(bitmap, { resizeWidth: step.width, resizeHeight: step.height, resizeQuality: 'high' });
      bitmap.close();
      bitmap = scaled;
    }
    for (let tries = 0; tries < MAX_STEPS; tries++) {
      const blob = await draw(bitmap, step, surface);
      if (!blob) return null;
      let next: ReduceStep | null;
      try {
        next = nextStep(step, blob.size);
      } catch {
        return null;
      }
      if (!next) return { blob, width: step.width, height: step.height };
      step = next;
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/**
 * A JPEG decoded upright at the smallest eighth of its size that still covers the longest side's
 * limit; null when this is not a JPEG, needs no scaling, or the browser has no ImageDecoder (the
 * caller decodes it whole). The decoder's frame carries the EXIF orientation, which
 * createImageBitmap applies.
 */
async function decodeJpegScaled(file: Blob): Promise<{ bitmap: ImageBitmap; whole: { width: number; height: number } } | null> {
  if (typeof ImageDecoder === 'undefined') return null;
  const stored = jpegSize(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  const asked = stored && scaledDecodeSize(stored, PHOTO_MAX_SIDE);
  if (!asked) return null;
  const decoder = new ImageDecoder({ data: file.stream(), type: 'image/jpeg', desiredWidth: asked.width, desiredHeight: asked.height });
  try {
    const { image } = await decoder.decode();
    try {
      const bitmap = await createImageBitmap(image);
      // Turned by its EXIF orientation when the decoded frame's sides are the other way round.
      const turned = bitmap.width > bitmap.height !== stored.width > stored.height;
      return { bitmap, whole: turned ? { width: stored.height, height: stored.width } : stored };
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
  }
}

function draw(bitmap: ImageBitmap, step: ReduceStep, surface: SurfaceMaker): Promise<Blob | null> {
  const { context, jpeg } = surface(step.width, step.height);
  if (!context) return Promise.resolve(null);
  // A transparent PNG turns white, not black, as a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, step.width, step.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, step.width, step.height);
  return jpeg(step.quality);
}

/** `data:image/jpeg;base64,…` of a blob, in slices (no argument list as long as the photo). */
export async function jpegDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/jpeg;base64,${btoa(binary)}`;
}
