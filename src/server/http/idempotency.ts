// Idempotent writes (DESIGN.md §5, docs/offline.md): a POST/PUT carrying `Idempotency-Key` is
// executed at most once per (user, key). The first answer is stored in `idempotency_keys` and
// every replay of the same request gets it back; the same key with a different request is 422.
//
// Concurrency: the key row is inserted *before* the handler runs (status_code 0 = in progress),
// so of two replays arriving at once only the one whose insert won executes; the other waits for
// the stored answer. This needs nothing but a primary key, so it behaves the same on PGlite and
// PostgreSQL and across any number of API processes.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { idempotencyKeys } from '../db/sync-schema';
import type { AppEnv } from './context';

const IN_PROGRESS = 0;
const MAX_KEY_LENGTH = 200;
/** How long a replay waits for a concurrent first execution before answering 503 (retry later). */
const WAIT_FOR_FIRST_MS = 10_000;
/** A reservation older than this belongs to a process that died mid-request: it may be taken over. */
const STALE_RESERVATION_MS = 2 * 60_000;
/** Stored answers are kept this long; outbox entries older than that are not expected to replay. */
const RETENTION_MS = 30 * 24 * 60 * 60_000;

export const KEY_REUSED_MESSAGE = 'Bu işlem anahtarı farklı bir istekle zaten kullanıldı.';
export const INVALID_KEY_MESSAGE = 'Geçersiz işlem anahtarı.';
export const IN_PROGRESS_MESSAGE = 'Bu işlem şu anda işleniyor. Lütfen biraz sonra tekrar deneyin.';

/** Answers worth replaying: success and the deterministic refusals. 401/403/429 and 5xx are not. */
function isStorable(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function idempotency(): MiddlewareHandler<AppEnv> {
  let requestsSinceCleanup = 0;

  return async (c, next) => {
    const method = c.req.method;
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if ((method !== 'POST' && method !== 'PUT') || key === undefined) return next();
    const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
    if (!user) return next(); // public routes (sign-in) are not keyed
    if (key.trim() === '' || key.length > MAX_KEY_LENGTH) return c.json({ error: INVALID_KEY_MESSAGE }, 400);

    const db = c.get('db');
    // The body is read once here; Hono caches it for the route's body reader (route-input.ts).
    const bodyText = await c.req.text();
    const requestHash = createHash('sha256').update(`${method} ${c.req.path}\n${bodyText}`).digest('hex');
    const where = and(eq(idempotencyKeys.user_id, user.id), eq(idempotencyKeys.key, key));

    if (++requestsSinceCleanup >= 500) {
      requestsSinceCleanup = 0;
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(Date.now() - RETENTION_MS)));
    }

    const reserve = async () => {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ user_id: user.id, key, request_hash: requestHash, status_code: IN_PROGRESS, response_body: null })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    };

    let reserved = await reserve();
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    while (!reserved) {
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (!row) {
        // The first attempt failed (5xx) and released its key: this one runs.
        reserved = await reserve();
        continue;
      }
      if (row.request_hash !== requestHash) return c.json({ error: KEY_REUSED_MESSAGE }, 422);
      if (row.status_code !== IN_PROGRESS) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(row.response_body ?? null, row.status_code as ContentfulStatusCode);
      }
      if (Date.now() - row.created_at.getTime() > STALE_RESERVATION_MS) {
        // Take over a reservation whose owner died; the conditional delete lets only one taker win.
        await db
          .delete(idempotencyKeys)
          .where(and(where, eq(idempotencyKeys.status_code, IN_PROGRESS), eq(idempotencyKeys.created_at, row.created_at)));
        reserved = await reserve();
        continue;
      }
      if (Date.now() > deadline) return c.json({ error: IN_PROGRESS_MESSAGE }, 503);
      await sleep(100);
    }

    let stored = false;
    try {
      await next();
      const status = c.res.status;
      if (isStorable(status)) {
        const text = await c.res.clone().text();
        let body: unknown = null;
        if (text) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
        await db.update(idempotencyKeys).set({ status_code: status, response_body: body }).where(where);
        stored = true;
      }
    } finally {
      // Not stored (server fault, auth refusal): free the key so that a later replay runs again.
      if (!stored) await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.status_code, IN_PROGRESS)));
    }
  };
}
