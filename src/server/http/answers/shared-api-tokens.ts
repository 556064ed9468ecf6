import * as v from 'valibot';
import type { ApiTokenRow, ApiTokenCreated, ApiTokenCall } from '@shared/api-tokens';
import { nullableText, num, text, PersonRefAnswer, type Expect, type Same } from './common';

export const ApiTokenRowAnswer = v.strictObject({
  id: text,
  name: text,
  hint: text,
  created_by: PersonRefAnswer,
  permissions: v.array(text),
  warehouses: v.array(v.strictObject({ id: text, name: text })),
  expires_at: text,
  last_used_at: nullableText,
  revoked_at: nullableText,
  created_at: text,
  state: v.picklist(['active', 'expired', 'revoked']),
});

export const ApiTokenCreatedAnswer = v.strictObject({ token: text, row: ApiTokenRowAnswer });

export const ApiTokenCallAnswer = v.strictObject({ method: text, path: text, status: num, at: text });

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof ApiTokenRowAnswer>, ApiTokenRow>>,
  Expect<Same<v.InferOutput<typeof ApiTokenCreatedAnswer>, ApiTokenCreated>>,
  Expect<Same<v.InferOutput<typeof ApiTokenCallAnswer>, ApiTokenCall>>,
];
