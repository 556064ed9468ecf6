// Request parsing: malformed JSON → 400, schema failure → 400 with the schema's Turkish message,
// a path id that is not a UUID → 404.
import type { Context } from 'hono';
import * as v from 'valibot';
import { firstIssueMessage, hasUnsafeText, isUuid, UNSAFE_TEXT_MESSAGE } from '@shared/schemas/fields';
import { badRequest, notFound } from './errors';

/** True when a string anywhere in the value (keys included) carries a character no text may hold. */
function carriesUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasUnsafeText(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => carriesUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasUnsafeText(key) || carriesUnsafeText(item, depth + 1));
}

/**
 * The one reader of JSON bodies: malformed JSON, and NUL / control characters / unpaired surrogates
 * in any text, are answered 400 here, before any schema or query sees them.
 */
export async function readJson(c: Context): Promise<unknown> {
  return parseJsonText(await c.req.text());
}

/** `readJson` on a body already read (an invoice body is parsed off the event loop). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Geçersiz JSON gövdesi.');
  }
  if (carriesUnsafeText(body)) throw badRequest(UNSAFE_TEXT_MESSAGE);
  return body;
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

/** A parsed body against its schema: an object, each failure answered with the schema's message. */
export function checkBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
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
