import * as v from 'valibot';
import { SsoButtonAnswer } from './shared-sso';
import { nullableText, text } from './common';

export const SsoProvidersGetAnswer = v.array(SsoButtonAnswer);

export const SsoExchangePostAnswer = v.strictObject({
  token: text,
  expires_at: text,
  user: v.nullable(
    v.strictObject({
      role: v.nullable(v.strictObject({ id: text, name: nullableText })),
      role_id: nullableText,
      signature: nullableText,
      created_at: text,
      id: text,
      first_name: text,
      last_name: text,
      email: text,
      tc_no: text,
      phone: text,
    }),
  ),
  permissions: v.array(text),
});
