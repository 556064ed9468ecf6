// The photo worker (docs/equipment-care.md "Photos"): reduces a photo off the page's thread on an
// OffscreenCanvas, and makes its data URL here too, so that the page only receives the text the
// outbox keeps. Started by reduce-photo.ts when the first photo is chosen (never in the first JS).
import { jpegDataUrl, reduceToJpeg } from './reduce-core';
import type { ReduceReply, ReduceRequest } from './reduce-photo';

self.onmessage = async (event: MessageEvent<ReduceRequest>) => {
  const { id, file } = event.data;
  let reply: ReduceReply;
  try {
    const reduced = await reduceToJpeg(file, (width, height) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context on an OffscreenCanvas');
      return { context, jpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
    });
    reply = reduced
      ? { id, photo: { dataUrl: await jpegDataUrl(reduced.blob), width: reduced.width, height: reduced.height, bytes: reduced.blob.size } }
      : { id, refused: true };
  } catch {
    // Not the photo's fault (no 2D context in a worker here, say): the page does it itself.
    reply = { id, unsupported: true };
  }
  self.postMessage(reply);
};
