// Body sizes: each route declares its own (route-input.ts); this middleware, which runs before
// anything reads a body, finds the declaration among the handlers the request matched and holds
// the body to it (100 KB where a route declares none). A larger body is answered 413 with the
// route's message and the connection closed (the rest of the body is not read).
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context';
import { declaredBodySize, DEFAULT_BODY_SIZE, MB, type BodySize } from './route-input';

// Bodies over this size (invoices, spreadsheets; an unknown length counts as large) are held in
// memory whole while parsed, so only a few may be in flight at once; the others are answered 503
// with a hint when to retry, their bytes dropped unread.
const LARGE_BODY = 4 * MB;
const LARGE_BODIES_IN_FLIGHT = 2;
export const SERVER_BUSY = 'Sunucu şu anda yoğun. Lütfen birazdan tekrar deneyin.';

interface RouteLike {
  handler: unknown;
}

/** The largest size any of the matched handlers declares (a route declares at most one). */
function sizeOf(routes: readonly RouteLike[]): Required<BodySize> {
  let size: Required<BodySize> | undefined;
  for (const r of routes) {
    const declared = declaredBodySize(r.handler);
    if (declared && (!size || declared.bytes > size.bytes)) size = declared;
  }
  return size ?? DEFAULT_BODY_SIZE;
}

/** The body size of `method path` without a request (the server's `Expect: 100-continue` answer). */
export function bodySizeFor(app: Hono<AppEnv>, method: string, path: string): Required<BodySize> {
  const [matches] = app.router.match(method, path);
  return sizeOf(matches.map(([[, route]]) => route));
}

export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiter = ({ bytes, message }: Required<BodySize>) => {
    const key = `${bytes} ${message}`;
    let l = limiters.get(key);
    if (!l)
      limiters.set(key, (l = bodyLimit({ maxSize: bytes, onError: (c) => c.json({ error: message }, 413, { connection: 'close' }) })));
    return l;
  };
  let largeInFlight = 0;
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const size = sizeOf(matchedRoutes(c));
    const length = Number(c.req.header('content-length') ?? Number.NaN);
    if (size.bytes <= LARGE_BODY || length <= LARGE_BODY) return limiter(size)(c, next);
    if (largeInFlight >= LARGE_BODIES_IN_FLIGHT) {
      // The bytes are read and dropped as they come (memory stays flat), so the client, still
      // sending, gets to read the answer instead of a reset connection.
      await c.req.raw.body?.pipeTo(new WritableStream()).catch(() => {});
      return c.json({ error: SERVER_BUSY }, 503, { 'retry-after': '5' });
    }
    largeInFlight++;
    try {
      return await limiter(size)(c, next);
    } finally {
      largeInFlight--;
    }
  };
}
