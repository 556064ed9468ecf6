// What a route answers, declared beside the route (issue 47 point 1):
//
//   warehousesRoutes.get('/:id', requirePermission(...READ), answer(WarehouseAnswer), async (c) => …)
//
// The schema is the answer's description in /api/openapi.json. Where the server checks answers
// (`config.checkAnswers`, set by the API and end-to-end test servers), an answer with that status
// that does not match it — a field missing, of another type, or one the schema does not name — is
// replaced by a 500 naming the first mismatch, so every test that reaches the route fails.
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './context';

const ANSWER = Symbol('answer schema');

/**
 * An answer's status and what it carries: a JSON schema, a file or stream of a media type (CSV,
 * PDF, an image, ndjson), or nothing but a `Location` to go to (a redirect).
 */
export type DescribedAnswer =
  | { status: number; schema: v.GenericSchema }
  | { status: number; mediaType: string }
  | { status: number; redirect: true }
  | { status: number; empty: true };

/** The answer a handler declares, if it is `answer()`. */
export function describedAnswer(handler: unknown): DescribedAnswer | undefined {
  return (handler as { [ANSWER]?: DescribedAnswer } | undefined)?.[ANSWER];
}

/** The first way `body` differs from `schema`, or null when it matches. */
export function answerMismatch(schema: v.GenericSchema, body: unknown): string | null {
  const result = v.safeParse(schema, body);
  if (result.success) return null;
  const issue = result.issues[0];
  return `${v.getDotPath(issue) ?? '(yanıtın kendisi)'}: ${issue.message}`;
}

export function answer(schema: v.GenericSchema, status = 200): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (!c.get('config').checkAnswers || c.res.status !== status) return;
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    // The equipment list sends its gzip bytes as they are (equipment-list-answer.ts).
    const copy = c.res.clone();
    const gzip = copy.headers.get('content-encoding') === 'gzip' && copy.body;
    const answered: unknown = gzip ? await new Response(gzip.pipeThrough(new DecompressionStream('gzip'))).json() : await copy.json();
    const mismatch = answerMismatch(schema, answered);
    if (mismatch) c.res = c.json({ error: `Yanıt tanımına uymuyor (${c.req.method} ${c.req.routePath}): ${mismatch}` }, 500);
  };
  return Object.assign(check, { [ANSWER]: { status, schema } satisfies DescribedAnswer });
}

/**
 * A file or stream answer (`text/csv`, `application/pdf`, `image/*`, `application/x-ndjson`): where
 * answers are checked, one of that status with another content type is a 500.
 */
export function answerMedia(mediaType: string, status = 200): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (!c.get('config').checkAnswers || c.res.status !== status) return;
    const type = c.res.headers.get('content-type') ?? '';
    const matches = mediaType.endsWith('/*') ? type.startsWith(mediaType.slice(0, -1)) : type.startsWith(mediaType);
    if (!matches)
      c.res = c.json({ error: `Yanıt tanımına uymuyor (${c.req.method} ${c.req.routePath}): ${type || 'türsüz'} ≠ ${mediaType}` }, 500);
  };
  return Object.assign(check, { [ANSWER]: { status, mediaType } satisfies DescribedAnswer });
}

const passThrough: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/** A redirect (single sign-on's steps): the answer is its `Location`. */
export function answerRedirect(status = 302): MiddlewareHandler<AppEnv> {
  return Object.assign(passThrough.bind(null), { [ANSWER]: { status, redirect: true } satisfies DescribedAnswer });
}

/** An answer without a body (204). */
export function answerNothing(status = 204): MiddlewareHandler<AppEnv> {
  return Object.assign(passThrough.bind(null), { [ANSWER]: { status, empty: true } satisfies DescribedAnswer });
}
