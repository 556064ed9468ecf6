// A photo reduced on the device before anything is stored or queued (docs/equipment-care.md
// "Photos"): decoded with createImageBitmap (turned upright by its EXIF orientation), drawn on a
// canvas at the size reduce-plan.ts chooses and re-encoded as JPEG. The re-encoding writes only the
// pixels: the EXIF block with the place the photo was taken is not carried over.
import { PHOTO_MESSAGES } from '@shared/photos';
import { MAX_STEPS, firstStep, nextStep, type ReduceStep } from './reduce-plan';

export interface ReducedPhoto {
  /** `data:image/jpeg;base64,…`: what the request and the outbox entry carry. */
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
}

export class PhotoReduceError extends Error {
  constructor() {
    super(PHOTO_MESSAGES.reduceFailed);
    this.name = 'PhotoReduceError';
  }
}

function encode(bitmap: ImageBitmap, step: ReduceStep): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = step.width;
  canvas.height = step.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new PhotoReduceError());
  // A transparent PNG turns white, not black, as a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, step.width, step.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, step.width, step.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoReduceError())), 'image/jpeg', step.quality),
  );
}

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoReduceError());
    reader.readAsDataURL(blob);
  });
}

/** The photo at most 1600 px on its longest side and 300 KB, as a JPEG without EXIF; PhotoReduceError otherwise. */
export async function reducePhoto(file: Blob): Promise<ReducedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoReduceError();
  }
  try {
    let step = firstStep(bitmap.width, bitmap.height);
    for (let tries = 0; tries < MAX_STEPS; tries++) {
      const blob = await encode(bitmap, step);
      let next: ReduceStep | null;
      try {
        next = nextStep(step, blob.size);
      } catch {
        throw new PhotoReduceError();
      }
      if (!next) return { dataUrl: await asDataUrl(blob), width: step.width, height: step.height, bytes: blob.size };
      step = next;
    }
    throw new PhotoReduceError();
  } finally {
    bitmap.close();
  }
}
