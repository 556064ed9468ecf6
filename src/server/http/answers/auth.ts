import * as v from 'valibot';
import { nullableText, text } from './common';

export const AuthLoginPostAnswer = v.strictObject({
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

export const AuthMeGetAnswer = v.strictObject({
  permissions: v.array(text),
  warehouse_ids: v.array(text),
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
});

export const AuthProfilePutAnswer = v.strictObject({
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
});

export const AuthSignaturePutAnswer = v.strictObject({
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
});

export const AuthSignatureDeleteAnswer = v.strictObject({
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
});
