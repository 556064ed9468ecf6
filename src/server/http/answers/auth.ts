import * as v from 'valibot';
import { nullableText, text } from './common';

/** The signed-in user as the account calls answer it. */
export const AccountAnswer = v.strictObject({
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

/** A new session: a password sign-in and a single sign-on's exchange answer the same. */
export const SessionAnswer = v.strictObject({
  token: text,
  expires_at: text,
  user: v.nullable(AccountAnswer),
  permissions: v.array(text),
});

export const AuthLoginPostAnswer = SessionAnswer;
export const AuthMeGetAnswer = v.strictObject({ ...AccountAnswer.entries, permissions: v.array(text), warehouse_ids: v.array(text) });
export const AuthProfilePutAnswer = AccountAnswer;
export const AuthSignaturePutAnswer = AccountAnswer;
export const AuthSignatureDeleteAnswer = AccountAnswer;
