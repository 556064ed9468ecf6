// Device-copy tests (IndexedDB mirror, stock copy, reference data): the server's side of /api for the
// app's own fetch, answered by path. Component tests use fake-api.ts instead.
import { vi } from 'vitest';

/**
 * Replaces `fetch` (restored with vi.unstubAllGlobals): a request's path, /api and the query left out, is
 * looked up in `answers()`: a value answers 200 with it as JSON, a function is called with the request's
 * URL for the value, `null` is no answer (the network is gone), a missing path a 403. Each URL asked is
 * handed to `record` first.
 */
export function answerByPath(answers: () => Record<string, unknown>, record: (url: string) => void): void {
  vi.stubGlobal('fetch', async (input: string) => {
    record(input);
    const url = new URL(input, 'http://depo.test');
    let body = answers()[url.pathname.replace(/^\/api/, '')];
    if (typeof body === 'function') body = (body as (u: URL) => unknown)(url);
    if (body === null) throw new TypeError('Failed to fetch');
    if (body === undefined) return new Response(JSON.stringify({ error: 'Yetkiniz yok.' }), { status: 403 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
