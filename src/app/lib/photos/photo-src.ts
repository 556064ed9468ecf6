// A stored photo's bytes for an <img>: the API wants the session's bearer token, which an <img src>
// cannot send, so the bytes are fetched and shown from an object URL. The server answers
// `private, no-cache` with an ETag: the browser keeps the bytes and asks again each time (304), so
// a photo is shown only while the server still lets this user see it. Kept per page for the
// session's token; never in localStorage.
import { useEffect, useState } from 'react';
import { READ_IDLE_TIMEOUT_MS } from '@shared/timed-fetch';
import { getToken } from '../session-store';

const KEPT = 120;
const loaded = new Map<string, Promise<string>>();

async function load(url: string, token: string | null): Promise<string> {
  const res = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal: AbortSignal.timeout(READ_IDLE_TIMEOUT_MS),
  });
  // A captive portal's page is not a photo.
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error(`photo ${res.status}`);
  return URL.createObjectURL(await res.blob());
}

/** An object URL showing the photo at `url` (`PhotoRef.url`). */
export function photoObjectUrl(url: string): Promise<string> {
  const token = getToken();
  const key = `${token ?? ''} ${url}`;
  let found = loaded.get(key);
  if (!found) {
    found = load(url, token);
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
