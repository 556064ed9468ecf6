import * as v from 'valibot';
import type { RoleRow } from '@shared/api-types';
import { UserListRowAnswer, UserWarehouseAnswer } from './shared-user-types';
import { bool, num, text, answerOf } from './common';

export const RoleRowAnswer = answerOf<RoleRow>()(
  v.strictObject({
    id: text,
    name: text,
    created_at: text,
    updated_at: text,
    user_count: num,
    permission_count: num,
    rolePermissions: v.array(v.strictObject({ permissionId: text })),
  }),
);

export const RolesGetAnswer = v.array(RoleRowAnswer);

export const UsersGetAnswer = v.union([
  v.array(UserListRowAnswer),
  v.array(v.strictObject({ id: text, first_name: text, last_name: text, email: text, phone: text })),
  v.strictObject({
    items: v.array(v.union([UserListRowAnswer, v.strictObject({ id: text, first_name: text, last_name: text, email: text, phone: text })])),
    deleted: v.array(text),
    server_time: text,
  }),
]);

export const UsersByIdUnlockPostAnswer = v.strictObject({ ok: bool, locked_until: v.null() });

export const UsersByIdWarehousesGetAnswer = v.array(UserWarehouseAnswer);

export const UsersByIdWarehousesPutAnswer = v.array(UserWarehouseAnswer);
