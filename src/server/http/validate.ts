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

export async function parseBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('İstek gövdesi bir nesne olmalıdır.');
  const result = v.safeParse(schema, body);
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
