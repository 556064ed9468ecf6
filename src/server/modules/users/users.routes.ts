import { Hono } from 'hono';
import * as v from 'valibot';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { UserCreateSchema, UserUpdateSchema, UserWarehousesSchema } from '@shared/schemas/users';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { deltaListRoute } from '@server/http/delta-list-route';
import { can, requirePermission } from '@server/http/guard';
import { body, pathId } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { asSeenBy } from '@server/http/national-id';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  listUsersForPicker,
  setUserWarehouses,
  unlockUser,
  updateUser,
  userWarehouseList,
} from './users.service';
import { answer } from '@server/http/answer';
import {
  UsersGetAnswer,
  UsersByIdUnlockPostAnswer,
  UsersByIdWarehousesGetAnswer,
  UsersByIdWarehousesPutAnswer,
} from '@server/http/answers/users';
import { UserRowAnswer } from '@server/http/answers/shared-user-types';

export const usersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.user);

// The user screen, and the person pickers of transfers and repair assignment (DESIGN.md §4):
// picker callers get only who the person is.
// The national id: masked unless the reader holds view_national_id, and never in a picker's rows.
deltaListRoute(usersRoutes, {
  read: LIST_READ_PERMISSIONS['/users'],
  answer: UsersGetAnswer,
  table: 'users',
  list: async (db, since, user) =>
    can(user, 'view_users') ? (await listUsers(db, since)).map((row) => asSeenBy(user, row)) : listUsersForPicker(db, since),
});

usersRoutes.get('/:id', requirePermission('view_users'), answer(UserRowAnswer), async (c) =>
  c.json(asSeenBy(c.get('user'), await getUser(c.get('db'), id(c)))),
);

writeRoutes(usersRoutes, {
  answer: UserRowAnswer,
  notFound: NOT_FOUND.user,
  createPermission: 'create_user',
  createBody: UserCreateSchema,
  create: createUser,
  editPermission: 'edit_user',
  updateBody: UserUpdateSchema,
  update: updateUser,
  deletePermission: 'delete_user',
  remove: deleteUser,
  shown: asSeenBy,
});

// No fields: the body, if any, is still read, so a malformed one is refused like everywhere.
usersRoutes.post(
  '/:id/unlock',
  requirePermission('edit_user'),
  pathId(NOT_FOUND.user),
  body(v.object({})),
  answer(UsersByIdUnlockPostAnswer),
  async (c) => {
    return c.json(await unlockUser(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);

// The edit dialog's authorized-warehouses checklist (only for holders of view_all_warehouses).
usersRoutes.get(
  '/:id/warehouses',
  requirePermission('view_users', 'view_all_warehouses'),
  answer(UsersByIdWarehousesGetAnswer),
  async (c) => c.json(await userWarehouseList(c.get('db'), id(c))),
);

usersRoutes.put(
  '/:id/warehouses',
  requirePermission('view_all_warehouses'),
  pathId(NOT_FOUND.user),
  body(UserWarehousesSchema),
  answer(UsersByIdWarehousesPutAnswer),
  async (c) => {
    return c.json(await setUserWarehouses(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').warehouseIds));
  },
);
