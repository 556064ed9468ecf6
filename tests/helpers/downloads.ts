// Files the app hands to the browser (saveFile: an object URL and a link's click). There is no
// download in happy-dom: the blob and the name the link gives it are kept for the test instead.
import { vi } from 'vitest';

export interface Download {
  name: string;
  text: Promise<string>;
}

/** Call in a beforeEach (restore with vi.restoreAllMocks): the files downloaded from then on. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
  return downloads;
}
