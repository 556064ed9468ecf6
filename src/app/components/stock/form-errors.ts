// The stock forms parse with the request schemas themselves (src/shared/schemas/stock.ts): the first
// Turkish message per field, keyed by its path ('lines.0.quantity').
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

export function parseForm<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = (issue.path ?? []).map((p) => String(p.key)).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export { parseQuantityText as parseAmount } from '@shared/stock';
