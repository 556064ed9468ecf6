// The photo bench's breakdown (`npm run bench:photos`): where a camera photo's time goes between
// the file and the outbox, each step timed on its own in a worker of a page of its own (the app's
// CSP allows no worker from a blob: URL), with the calls the reduction makes (src/app/lib/photos).
import type { Page } from 'playwright-core';

export interface StepTimes {
  [step: string]: number;
}

/** Timed in the worker: the file is a JPEG as a camera writes it. */
const WORKER = `
const t = () => performance.now();
self.onmessage = async ({ data: { file, width, height } }) => {
  const out = {};
  let s = t();
  const buffer = await file.arrayBuffer();
  out['read the file (arrayBuffer)'] = t() - s;
  s = t();
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  out['decode 12 MP (createImageBitmap)'] = t() - s;
  s = t();
  const scaled = await createImageBitmap(full, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  out['scale the decoded 12 MP to 1600 px (high)'] = t() - s;
  for (const quality of ['medium', 'low']) {
    s = t();
    const other = await createImageBitmap(full, { resizeWidth: width, resizeHeight: height, resizeQuality: quality });
    out['scale the decoded 12 MP to 1600 px (' + quality + ')'] = t() - s;
    other.close();
  }
  for (const quality of ['high', 'medium', 'low']) {
    const drawn = new OffscreenCanvas(width, height);
    const drawing = drawn.getContext('2d');
    drawing.imageSmoothingQuality = quality;
    s = t();
    drawing.drawImage(full, 0, 0, width, height);
    drawing.getImageData(0, 0, 1, 1);
    out['draw the decoded 12 MP at 1600 px (' + quality + ', pixels read)'] = t() - s;
  }
  full.close();
  for (const quality of ['high', 'medium', 'low']) {
    s = t();
    const direct = await createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: width, resizeHeight: height, resizeQuality: quality });
    out['decode straight to 1600 px (' + quality + ')'] = t() - s;
    direct.close();
  }
  if (typeof ImageDecoder !== 'undefined') {
    s = t();
    const decoder = new ImageDecoder({ data: file.stream(), type: 'image/jpeg', desiredWidth: width, desiredHeight: height });
    const { image } = await decoder.decode();
    out['WebCodecs ImageDecoder, desired 1600 px (' + image.displayWidth + ' px)'] = t() - s;
    image.close();
    decoder.close();
  }
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  s = t();
  context.drawImage(scaled, 0, 0, width, height);
  out['draw 1600 px on an OffscreenCanvas'] = t() - s;
  let blob;
  for (const quality of [0.82, 0.7, 0.58]) {
    s = t();
    blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    out['encode JPEG q' + quality + ' (' + Math.round(blob.size / 1024) + ' KB)'] = t() - s;
  }
  s = t();
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const dataUrl = 'data:image/jpeg;base64,' + btoa(binary);
  out['data URL of the JPEG'] = t() - s;
  out.bytes = buffer.byteLength;
  self.postMessage({ out, dataUrl, blob });
};`;

/** Each step's milliseconds, for a JPEG of `width`×`height` (base64) reduced to its first try's size. */
export async function photoSteps(page: Page, base64: string, target: { width: number; height: number }): Promise<StepTimes> {
  // A page of its own origin (IndexedDB and WebCodecs need a secure one), with no CSP (the worker is a blob: URL).
  await page.route('http://localhost:9/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>steps</title>' }),
  );
  await page.goto('http://localhost:9/');
  // As a script's text: tsx would wrap its named functions in a helper the page lacks.
  await page.evaluate((arg) => Object.assign(window, { __photoSteps: arg }), { source: WORKER, base64, target });
  return page.evaluate<StepTimes>(`(async ({ source, base64, target }) => {
      const t = () => performance.now();
      const binary = atob(base64);
      const raw = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) raw[i] = binary.charCodeAt(i);
      const file = new File([raw], 'IMG_0001.jpg', { type: 'image/jpeg' });
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      const started = t();
      const reply = await new Promise((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.postMessage({ file, ...target });
      });
      const out = reply.out;
      out['all of the above, posted back'] = t() - started;
      worker.terminate();
      // The page's side: a data URL's text (what the outbox keeps) into IndexedDB.
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('photo-steps', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('photos');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const put = (value) =>
        new Promise((resolve, reject) => {
          const tx = db.transaction('photos', 'readwrite');
          tx.objectStore('photos').put(value, 'one');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      let s = t();
      await put(reply.dataUrl);
      out['IndexedDB write of the data URL (page)'] = t() - s;
      s = t();
      await put(reply.blob);
      out['IndexedDB write of the JPEG as a Blob (page)'] = t() - s;
      db.close();
      return out;
    })(window.__photoSteps)`);
}
