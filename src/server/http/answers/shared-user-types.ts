import * as v from 'valibot';
import type { UserListRow, UserRow, UserWarehouse } from '@shared/user-types';
import { nullableText, text, type Expect, type Same } from './common';

export const UserRowAnswer = v.strictObject({
  id: text,
  first_name: text,
  last_name: text,
  tc_no: text,
  email: text,
  phone: text,
  role_id: nullableText,
  role: v.nullable(v.strictObject({ id: text, name: nullableText })),
  created_at: text,
  updated_at: text,
});

export const UserListRowAnswer = v.strictObject({ locked_until: nullableText, ...UserRowAnswer.entries });

export const UserWarehouseAnswer = v.strictObject({ id: text, name: text, location: text });

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof UserListRowAnswer>, UserListRow>>,
  Expect<Same<v.InferOutput<typeof UserRowAnswer>, UserRow>>,
  Expect<Same<v.InferOutput<typeof UserWarehouseAnswer>, UserWarehouse>>,
];
