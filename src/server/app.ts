// The Hono application: security headers, body limits (each route declares its own), compression,
// the /api routes, the client.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { isApiToken } from './auth/api-tokens';
import { createDbCaches, type DbCaches } from './caches';
import type { Db } from './db/client';
import type { ServerConfig } from './env';
import { bodyLimits } from './http/body-limit';
import type { AppEnv } from './http/context';
import { HttpError, pgErrorCode } from './http/errors';
import { apiTokenAuth } from './http/api-token-auth';
import { bearerToken, requireAuth } from './http/guard';
import { idempotency } from './http/idempotency';
import { apiReferenceHtml } from './http/api-reference';
import { openApiDocument } from './http/openapi';
import { requestTarget } from './http/request-target';
import { BODY_TOO_LARGE } from './http/route-input';
import { inlineScriptSources, serveClient } from './http/static';
import { consoleLogger, safeLine, type Logger } from './log';
import { Notifier } from './modules/notifications/settings';
import { apiModules } from './modules/registry';
import { answer } from './http/answer';
import { HealthAnswer } from './http/answers/common';

const PUBLIC_API = new Set([
  'POST /api/auth/login',
  'POST /api/auth/sso/exchange',
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/docs',
]);
/**
 * The verification page of a printed document: any phone's camera opens it, signed in or not
 * (docs/documents.md); single sign-on's buttons, starts and the provider's answer (docs/integration.md).
 */
const PUBLIC_API_PREFIXES = ['GET /api/documents/verify/', 'GET /api/auth/sso/'];
const isPublicApi = (call: string) => PUBLIC_API.has(call) || PUBLIC_API_PREFIXES.some((prefix) => call.startsWith(prefix));

export function createApp(options: {
  db: Db;
  caches?: DbCaches;
  notifier?: Notifier;
  config: ServerConfig;
  clientDir?: string;
  log?: (line: string) => void;
  logger?: Logger;
}) {
  const app = new Hono<AppEnv>();
  const caches = options.caches ?? createDbCaches();
  const notifier = options.notifier ?? new Notifier();
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
    c.set('caches', caches);
    c.set('notifier', notifier);
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
  // A bearer starting `dpt_` is an API token (docs/integration.md), on every call, public ones included.
  const tokenCall = apiTokenAuth(options.config.apiTokenRatePerMinute);
  app.use('/api/*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token !== undefined && isApiToken(token)) return tokenCall(c, next, token);
    if (isPublicApi(`${c.req.method} ${c.req.path}`)) return next();
    return requireAuth(c, next);
  });
  // Outbox replays (field issue/return, fault report, new worker): at most once per Idempotency-Key.
  app.use('/api/*', idempotency());

  app.get('/api/health', answer(HealthAnswer), (c) => c.json({ ok: true as const }));
  // The API described (docs/integration.md), made once from the routes on first read.
  let description: object | undefined;
  app.get('/api/openapi.json', (c) => c.json((description ??= openApiDocument(app, isPublicApi))));
  // Its readable reference, written from it (http/api-reference.ts).
  let reference: string | undefined;
  app.get('/api/docs', (c) => c.html((reference ??= apiReferenceHtml((description ??= openApiDocument(app, isPublicApi))))));
  for (const [prefix, routes] of apiModules) app.route(`/api${prefix}`, routes);
  app.all('/api/*', (c) => c.json({ error: 'Bulunamadı.' }, 404));

  if (options.clientDir) app.use('*', serveClient(options.clientDir));
  app.notFound((c) => c.json({ error: 'Bulunamadı.' }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message, ...error.extra }, error.status, error.headers);
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
