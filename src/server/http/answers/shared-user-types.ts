import * as v from 'valibot';
import type { UserListRow, UserRow, UserWarehouse } from '@shared/user-types';
import { nullableText, text, answerOf } from './common';

export const UserRowAnswer = answerOf<UserRow>()(
  v.strictObject({
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
  }),
);

export const UserListRowAnswer = answerOf<UserListRow>()(v.strictObject({ locked_until: nullableText, ...UserRowAnswer.entries }));

export const UserWarehouseAnswer = answerOf<UserWarehouse>()(v.strictObject({ id: text, name: text, location: text }));
