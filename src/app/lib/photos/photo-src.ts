// A stored photo for an <img>: the API wants the session's bearer token, which an <img src> cannot
// send, so the photo is read through the API client (JSON with a data URL, like a certificate) and
// shown from an object URL. The server answers `private, no-cache` with an ETag: the browser keeps
// the answer and asks again each time (304), so a photo shows only while the server still lets this
// user see it. Kept in memory per page and token; never in localStorage.
import { useEffect, useState } from 'react';
import { api } from '../api-client';
import { getToken } from '../session-store';

const KEPT = 120;
const loaded = new Map<string, Promise<string>>();

async function load(url: string): Promise<string> {
  const answer = await api.get<{ type: string; data: string }>(url.replace(/^\/api(?=\/)/, ''));
  const text = atob(answer.data.slice(answer.data.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: answer.type }));
}

/** An object URL showing the photo at `url` (`PhotoRef.url`). */
export function photoObjectUrl(url: string): Promise<string> {
  const token = getToken();
  const key = `${token ?? ''} ${url}`;
  let found = loaded.get(key);
  if (!found) {
    found = load(url);
    loaded.set(key, found);
    found.catch(() => loaded.delete(key));
    if (loaded.size > KEPT) {
      const [oldestKey, oldest] = loaded.entries().next().value!;
      loaded.delete(oldestKey);
      void oldest.then((objectUrl) => URL.revokeObjectURL(objectUrl)).catch(() => undefined);
    }
  }
  return found;
}

export type PhotoSrc = { state: 'loading' } | { state: 'shown'; src: string } | { state: 'failed' };

export function usePhotoSrc(url: string): PhotoSrc {
  const [src, setSrc] = useState<PhotoSrc>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setSrc({ state: 'loading' });
    photoObjectUrl(url).then(
      (objectUrl) => live && setSrc({ state: 'shown', src: objectUrl }),
      () => live && setSrc({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return src;
}

/** '212 KB'. */
export function photoSizeText(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
