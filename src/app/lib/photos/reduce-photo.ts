// A photo reduced on the device before anything is stored or queued (docs/equipment-care.md
// "Photos"): in a worker (reduce-worker.ts, OffscreenCanvas) so that a camera's 12 MP photo does not
// hold the page, or on the page's own canvas where a worker cannot draw (no OffscreenCanvas, or
// the worker did not start). Either way reduce-core.ts does it: at most 1600 px, 300 KB, no EXIF.
import { PHOTO_MESSAGES } from '@shared/photos';
import { jpegDataUrl, reduceToJpeg } from './reduce-core';

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

/** What the page asks the worker, and what it answers. */
export interface ReduceRequest {
  id: number;
  file: Blob;
}
export type ReduceReply = { id: number } & ({ photo: ReducedPhoto } | { refused: true } | { unsupported: true });

/** On the page: the page's canvas. */
async function reduceHere(file: Blob): Promise<ReducedPhoto> {
  const reduced = await reduceToJpeg(file, (width, height) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return {
      context: canvas.getContext('2d'),
      jpeg: (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
    };
  });
  if (!reduced) throw new PhotoReduceError();
  return { dataUrl: await jpegDataUrl(reduced.blob), width: reduced.width, height: reduced.height, bytes: reduced.blob.size };
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (reply: ReduceReply | null) => void>();

/** The photo worker, started once; null where it cannot draw or did not start. */
function photoWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const offscreen = typeof OffscreenCanvas !== 'undefined' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';
  if (typeof Worker === 'undefined' || !offscreen) return (worker = null);
  try {
    const started = new Worker(new URL('./reduce-worker.ts', import.meta.url), { type: 'module', name: 'photo-reduce' });
    started.onmessage = (event: MessageEvent<ReduceReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    // The worker failed (its file did not load, say): what it held is done on the page, and so is what comes.
    started.onerror = () => {
      worker = null;
      started.terminate();
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    };
    return (worker = started);
  } catch {
    return (worker = null);
  }
}

/** The photo at most 1600 px on its longest side and 300 KB, as a JPEG without EXIF; PhotoReduceError otherwise. */
export async function reducePhoto(file: Blob): Promise<ReducedPhoto> {
  const off = photoWorker();
  if (!off) return reduceHere(file);
  const id = ++nextId;
  const reply = await new Promise<ReduceReply | null>((resolve) => {
    waiting.set(id, resolve);
    off.postMessage({ id, file } satisfies ReduceRequest);
  });
  if (reply && 'photo' in reply) return reply.photo;
  if (reply && 'refused' in reply) throw new PhotoReduceError();
  if (reply && worker) {
    // The worker cannot draw in this browser: the page does this photo and the next ones.
    worker.terminate();
    worker = null;
  }
  return reduceHere(file);
}
