// The Hono application: security headers, body limits, compression, the /api routes, the client.
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Db } from './db/client';
import type { ServerConfig } from './env';
import type { AppEnv } from './http/context';
import { HttpError, pgErrorCode } from './http/errors';
import { requireAuth } from './http/guard';
import { idempotency } from './http/idempotency';
import { requestTarget } from './http/request-target';
import { inlineScriptSources, serveClient } from './http/static';
import { consoleLogger, safeLine, type Logger } from './log';
import { apiModules } from './modules/registry';

const KB = 1024;
const MB = 1024 * KB;

// Small bodies by default; signatures and invoices get room where they are sent.
const BODY_LIMITS: Array<[RegExp, number]> = [
  [/^\/api\/broken-equipment\/[^/]+\/(complete|invoice)$/, 30 * MB],
  [/^\/api\/(field-equipment|auth\/signature)$/, 2 * MB],
  // A spreadsheet to import (IMPORT_LIMITS.maxBytes) plus the form's envelope.
  [/^\/api\/imports\/[^/]+(\/preview)?$/, 26 * MB],
];
const DEFAULT_BODY_LIMIT = 100 * KB;
export const BODY_TOO_LARGE = 'İstek gövdesi çok büyük.';
// Bodies over this size (invoices; an unknown length counts as large) are held in memory whole
// while parsed, so only a few may be in flight at once; the others are answered 503 with a hint
// when to retry, their bytes dropped unread.
const LARGE_BODY = 4 * MB;
const LARGE_BODIES_IN_FLIGHT = 2;
export const SERVER_BUSY = 'Sunucu şu anda yoğun. Lütfen birazdan tekrar deneyin.';

export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find(([re]) => re.test(path))?.[1] ?? DEFAULT_BODY_LIMIT;
}

function bodyLimits(): MiddlewareHandler<AppEnv> {
  // The rest of the body is not read: the connection must not be reused for another request.
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.json({ error: BODY_TOO_LARGE }, 413, { connection: 'close' });
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (size: number) => {
    let l = limiters.get(size);
    if (!l) limiters.set(size, (l = bodyLimit({ maxSize: size, onError })));
    return l;
  };
  let largeInFlight = 0;
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = bodyLimitFor(c.req.path);
    const length = Number(c.req.header('content-length') ?? Number.NaN);
    if (limit <= LARGE_BODY || length <= LARGE_BODY) return limiter(limit)(c, next);
    if (largeInFlight >= LARGE_BODIES_IN_FLIGHT) {
      // The bytes are read and dropped as they come (memory stays flat), so the client, still
      // sending, gets to read the answer instead of a reset connection.
      await c.req.raw.body?.pipeTo(new WritableStream()).catch(() => {});
      return c.json({ error: SERVER_BUSY }, 503, { 'retry-after': '5' });
    }
    largeInFlight++;
    try {
      return await limiter(limit)(c, next);
    } finally {
      largeInFlight--;
    }
  };
}

const PUBLIC_API = new Set(['POST /api/auth/login', 'GET /api/health']);

export function createApp(options: { db: Db; config: ServerConfig; clientDir?: string; log?: (line: string) => void; logger?: Logger }) {
  const app = new Hono<AppEnv>();
  const log = options.log;
  const logger = options.logger ?? consoleLogger;

  if (log) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      // Method, path and status only: no headers, bodies or query strings (tokens never reach logs).
      log(safeLine(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`));
    });
  }

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.clientDir ? inlineScriptSources(options.clientDir) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
    }),
  );

  app.use('*', requestTarget());

  app.use('*', async (c, next) => {
    c.set('db', options.db);
    c.set('config', options.config);
    c.set('logger', logger);
    await next();
  });

  // Answers carry personal data: neither the browser nor a proxy keeps them, unless a route says
  // otherwise (the equipment list revalidates by ETag with `private, no-cache`).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  app.use('/api/*', bodyLimits());
  app.use('/api/*', compress());
  app.use('/api/*', async (c, next) => {
    if (PUBLIC_API.has(`${c.req.method} ${c.req.path}`)) return next();
    return requireAuth(c, next);
  });
  // Outbox replays (field issue/return, fault report, new worker): at most once per Idempotency-Key.
  app.use('/api/*', idempotency());

  app.get('/api/health', (c) => c.json({ ok: true }));
  for (const [prefix, routes] of apiModules) app.route(`/api${prefix}`, routes);
  app.all('/api/*', (c) => c.json({ error: 'Bulunamadı.' }, 404));

  if (options.clientDir) app.use('*', serveClient(options.clientDir));
  app.notFound((c) => c.json({ error: 'Bulunamadı.' }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message, ...error.extra }, error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ error: status === 413 ? BODY_TOO_LARGE : 'Geçersiz istek.' }, status);
    }
    switch (pgErrorCode(error)) {
      case '23505':
        return c.json({ error: 'Bu kayıt zaten mevcut.' }, 409);
      case '23503':
        return c.json({ error: 'Bu kayıt başka kayıtlarda kullanıldığı için işlem yapılamıyor.' }, 409);
      // Invalid text, number, date or encoding in a value that reached a query.
      case '22P02':
      case '22001':
      case '22003':
      case '22007':
      case '22008':
      case '22021':
      case '22P05':
      case '54000':
        return c.json({ error: 'Geçersiz değer.' }, 400);
      case '40001':
      case '40P01':
        return c.json({ error: 'İşlem çakıştı. Lütfen tekrar deneyin.' }, 409);
    }
    logger.error(`[hata] ${c.req.method} ${c.req.path}`, error);
    return c.json({ error: 'Sunucu hatası. Lütfen tekrar deneyin.' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
