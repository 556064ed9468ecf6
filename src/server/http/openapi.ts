// The API described (OpenAPI 3.1, issue 47 point 1): made from the application's own routes, each
// call's path parameters, and the valibot schemas its `query()` and `body()` read with
// (route-input.ts), so a call added to the code is in the document without anyone writing it.
// An answer is described by what its route declares with `answer()`, `answerMedia()` or
// `answerRedirect()` (answer.ts, checked by the test servers); a call declaring none has no success
// answer in the document (tests/api/openapi.test.ts fails then). Every call lists the common `{ error }` refusals.
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from './context';
import { describedAnswer, type DescribedAnswer } from './answer';
import { describedInput } from './route-input';

type JsonSchema = Record<string, unknown>;

interface Operation {
  operationId: string;
  tags: string[];
  parameters: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
  security?: never[];
}

const ERROR = { $ref: '#/components/responses/Error' };

function jsonSchema(schema: v.GenericSchema): JsonSchema {
  // Checks JSON Schema cannot say (custom checks, transforms) are left out, not refused.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;
  return rest;
}

function queryParameters(schema: v.GenericSchema): Operation['parameters'] {
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

function operation(method: string, path: string, isPublic: boolean): Operation {
  const parameters: Operation['parameters'] = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: m[1] === 'id' ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  return {
    operationId: `${method}${path.replace(/\{([^}]+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [path.split('/')[2] ?? 'api'],
    parameters,
    responses: {
      '400': ERROR,
      ...(isPublic ? {} : { '401': ERROR, '403': ERROR }),
      '404': ERROR,
      '429': ERROR,
    },
    ...(isPublic ? { security: [] } : {}),
  };
}

function response(answer: DescribedAnswer): object {
  if ('schema' in answer) return { description: 'Başarılı', content: { 'application/json': { schema: jsonSchema(answer.schema) } } };
  if ('mediaType' in answer) {
    const text = answer.mediaType.startsWith('text/') || answer.mediaType === 'application/x-ndjson';
    return {
      description: 'Başarılı',
      content: { [answer.mediaType]: { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } } },
    };
  }
  if ('empty' in answer) return { description: 'Başarılı, içeriksiz' };
  return { description: 'Yönlendirme', headers: { Location: { required: true, schema: { type: 'string' } } } };
}

/** The OpenAPI 3.1 document of every `/api` call of `app` (read after every route is registered). */
export function openApiDocument(app: Hono<AppEnv>, isPublic: (call: string) => boolean): object {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    const path = route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');
    const method = route.method.toLowerCase();
    const byMethod = (paths[path] ??= {});
    const op = (byMethod[method] ??= operation(method, path, isPublic(`${route.method} ${route.path}`)));
    const input = describedInput(route.handler);
    if (input?.in === 'json') op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(input.schema) } } };
    if (input?.in === 'query') op.parameters.push(...queryParameters(input.schema));
    const answer = describedAnswer(route.handler);
    if (answer) op.responses[String(answer.status)] = response(answer);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Depo Takip API',
      version: '1',
      description:
        'Depo ve ekipman takibi. Her çağrı bir oturum ya da API anahtarı (`Authorization: Bearer dpt_…`) ister; hatalar `{ "error": "<Türkçe mesaj>" }` olarak döner. Yetkiler: docs/permissions.md, API anahtarları: docs/integration.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Oturum anahtarı ya da `dpt_` ile başlayan API anahtarı' },
      },
      responses: {
        Error: {
          description: 'Türkçe bir hata mesajı',
          content: {
            'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] } },
          },
        },
      },
    },
  };
}
