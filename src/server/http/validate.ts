// Request parsing: malformed JSON → 400, schema failure → 400 with the schema's Turkish message,
// a path id that is not a UUID → 404.
import type { Context } from 'hono';
import * as v from 'valibot';
import { firstIssueMessage, isUuid } from '../../shared/schemas/fields';
import { badRequest, notFound } from './errors';

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Geçersiz JSON gövdesi.');
  }
}

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

/**
 * A missing required key is handed to its field as null, so the answer is that field's own Turkish
 * message ('Ad zorunludur') rather than a generic one about the missing key.
 */
function withMissingKeysAsNull(schema: v.GenericSchema, body: Record<string, unknown>): Record<string, unknown> {
  const entries = (schema as { entries?: Record<string, { type: string }> }).entries;
  if (!entries) return body;
  const filled = { ...body };
  for (const [key, entry] of Object.entries(entries)) {
    if (!(key in filled) && !OPTIONAL_TYPES.has(entry.type)) filled[key] = null;
  }
  return filled;
}

export async function parseBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('İstek gövdesi bir nesne olmalıdır.');
  const result = v.safeParse(schema, withMissingKeysAsNull(schema, body as Record<string, unknown>));
  if (!result.success) throw badRequest(firstIssueMessage(result.issues));
  return result.output;
}

/** A path id: anything that is not a UUID cannot name a row, so it is 404. */
export function idParam(c: Context, name = 'id', message?: string): string {
  const value = c.req.param(name);
  if (!isUuid(value)) throw notFound(message);
  return value.toLowerCase();
}

/** `?since=<ISO timestamp>` for delta sync; undefined when absent, 400 when malformed. */
export function sinceParam(c: Context): string | undefined {
  const raw = c.req.query('since');
  if (raw === undefined || raw === '') return undefined;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) throw badRequest('Geçersiz since parametresi.');
  return d.toISOString();
}
