import { Hono } from 'hono';
import { UserCreateSchema, UserUpdateSchema, UserWarehousesSchema } from '@shared/schemas/users';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { can, requirePermission } from '@server/http/guard';
import { idParam, parseBody, readJson, sinceParam } from '@server/http/validate';
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

export const usersRoutes = new Hono<AppEnv>();

// The user screen, and the person pickers of transfers and repair assignment (DESIGN.md §4):
// picker callers get only who the person is.
usersRoutes.get(
  '/',
  requirePermission('view_users', 'create_transfer', 'resolve_malfunction', 'view_transfers', 'view_malfunctions'),
  async (c) => {
    const db = c.get('db');
    const since = sinceParam(c);
    const full = can(c.get('user'), 'view_users');
    if (!since) return c.json(full ? await listUsers(db) : await listUsersForPicker(db));
    const server_time = deltaClock();
    const items = full ? await listUsers(db, since) : await listUsersForPicker(db, since);
    return c.json({ items, deleted: await deletedSince(db, 'users', since), server_time });
  },
);

usersRoutes.get('/:id', requirePermission('view_users'), async (c) => c.json(await getUser(c.get('db'), idParam(c, 'id', 'Kullanıcı bulunamadı.'))));

usersRoutes.post('/', requirePermission('create_user'), async (c) => {
  const input = await parseBody(c, UserCreateSchema);
  return c.json(await createUser(c.get('db'), c.get('user'), input), 201);
});

usersRoutes.put('/:id', requirePermission('edit_user'), async (c) => {
  const id = idParam(c, 'id', 'Kullanıcı bulunamadı.');
  const input = await parseBody(c, UserUpdateSchema);
  return c.json(await updateUser(c.get('db'), c.get('user'), id, input));
});

usersRoutes.delete('/:id', requirePermission('delete_user'), async (c) => {
  await deleteUser(c.get('db'), c.get('user'), idParam(c, 'id', 'Kullanıcı bulunamadı.'));
  return c.json({ ok: true });
});

// No fields: the body, if any, is still read, so a malformed one is refused like everywhere.
usersRoutes.post('/:id/unlock', requirePermission('edit_user'), async (c) => {
  const id = idParam(c, 'id', 'Kullanıcı bulunamadı.');
  await readJson(c);
  return c.json(await unlockUser(c.get('db'), c.get('user'), id));
});

// The edit dialog's authorized-warehouses checklist (only for holders of view_all_warehouses).
usersRoutes.get('/:id/warehouses', requirePermission('view_users', 'view_all_warehouses'), async (c) =>
  c.json(await userWarehouseList(c.get('db'), idParam(c, 'id', 'Kullanıcı bulunamadı.'))),
);

usersRoutes.put('/:id/warehouses', requirePermission('view_all_warehouses'), async (c) => {
  const id = idParam(c, 'id', 'Kullanıcı bulunamadı.');
  const { warehouseIds } = await parseBody(c, UserWarehousesSchema);
  return c.json(await setUserWarehouses(c.get('db'), c.get('user'), id, warehouseIds));
});
