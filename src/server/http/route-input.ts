// What a route reads, declared beside the route: its query (`query(schema)`), its JSON body
// (`body(schema)`) and how large that body may be (`body(schema, size)` / `bodySize(size)`). The
// handler reads the parsed, typed values with `c.req.valid('query' | 'json')`.
//
//   routes.get('/', requirePermission(...), query(FieldListQuery), async (c) => { const q = c.req.valid('query'); … })
//   routes.post('/', requirePermission(...), body(IssueEquipmentSchema, { bytes: 2 * MB }), async (c) => …)
//   routes.put('/:id', requirePermission(...), pathId(NOT_FOUND.worker), body(WorkerSchema), …)
//
// The size is enforced by `bodyLimits()` (body-limit.ts) before anything reads the body (the
// idempotency check hashes it), so a route states its limit here and nowhere else.
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { firstIssueMessage, isUuid } from '@shared/schemas/fields';
import type { AppEnv } from './context';
import { badRequest, notFound } from './errors';
import { checkBody, readJson } from './validate';

export const KB = 1024;
export const MB = 1024 * KB;

export const BODY_TOO_LARGE = 'İstek gövdesi çok büyük.';

/** How large a route's body may be, and what a larger one is told. */
export interface BodySize {
  bytes: number;
  /** Default 'İstek gövdesi çok büyük.'; an upload names its limit ('Dosya en fazla 25 MB olabilir.'). */
  message?: string;
}

/** Every route that declares none. */
export const DEFAULT_BODY_SIZE: Required<BodySize> = { bytes: 100 * KB, message: BODY_TOO_LARGE };

const DECLARED = Symbol('body size');

type Declared = { [DECLARED]?: Required<BodySize> };

function declare<H extends object>(handler: H, size: BodySize | undefined): H {
  if (size) Object.assign(handler, { [DECLARED]: { bytes: size.bytes, message: size.message ?? BODY_TOO_LARGE } });
  return handler;
}

/** The size a handler declares, if it does (read by `bodyLimits`). */
export function declaredBodySize(handler: unknown): Required<BodySize> | undefined {
  return (handler as Declared | undefined)?.[DECLARED];
}

/** A route that reads its body itself (an upload, an invoice) declares only its size. */
export function bodySize(size: BodySize): MiddlewareHandler<AppEnv> {
  return declare<MiddlewareHandler<AppEnv>>((_c, next) => next(), size);
}

const DESCRIBED = Symbol('input schema');

/** What a handler reads, for the API's description (http/openapi.ts). */
export interface DescribedInput {
  in: 'json' | 'query';
  schema: v.GenericSchema;
}

function describe<H extends object>(handler: H, input: DescribedInput): H {
  return Object.assign(handler, { [DESCRIBED]: input });
}

/** The schema a handler reads its query or body with, if it is one of `query()` / `body()`. */
export function describedInput(handler: unknown): DescribedInput | undefined {
  return (handler as { [DESCRIBED]?: DescribedInput } | undefined)?.[DESCRIBED];
}

/** The query parameters, parsed by `schema`; its first Turkish message answers 400. */
export function query<S extends v.GenericSchema>(schema: S) {
  return describe(
    validator('query', (value): v.InferOutput<S> => {
      const result = v.safeParse(schema, value);
      if (!result.success) throw badRequest(firstIssueMessage(result.issues));
      return result.output;
    }),
    { in: 'query', schema },
  );
}

/**
 * The JSON body, parsed by `schema` (`validate.ts`: malformed JSON, unsafe text, a missing key
 * answered by its field's own message). Read whatever the content type says: queued clients of
 * earlier versions sent some bodies without one.
 */
export function body<S extends v.GenericSchema>(
  schema: S,
  size?: BodySize,
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  return describe(
    declare(async (c: Context<AppEnv>, next) => {
      c.req.addValidatedData('json', checkBody(schema, await readJson(c)) as object);
      await next();
    }, size),
    { in: 'json', schema },
  );
}

/**
 * The path's `:id`, checked before the body is: anything but a UUID cannot name a row, so it is
 * 404 with `message` (never a 400 about a body sent to nothing). The handler reads
 * `c.req.valid('param').id`, lower-cased.
 */
export function pathId(message: string) {
  return validator('param', (value: Record<string, string>) => {
    const id = value.id;
    if (!isUuid(id)) throw notFound(message);
    return { id: id.toLowerCase() };
  });
}
