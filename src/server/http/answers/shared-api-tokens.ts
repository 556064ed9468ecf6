import * as v from 'valibot';
import type { ApiTokenRow, ApiTokenCreated, ApiTokenCall } from '@shared/api-tokens';
import { nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const ApiTokenRowAnswer = answerOf<ApiTokenRow>()(
  v.strictObject({
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
  }),
);

export const ApiTokenCreatedAnswer = answerOf<ApiTokenCreated>()(v.strictObject({ token: text, row: ApiTokenRowAnswer }));

export const ApiTokenCallAnswer = answerOf<ApiTokenCall>()(v.strictObject({ method: text, path: text, status: num, at: text }));
