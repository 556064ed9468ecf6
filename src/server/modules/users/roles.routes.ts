import { Hono } from 'hono';
import { RoleSchema } from '@shared/schemas/users';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';
import { answer } from '@server/http/answer';
import { OkAnswer } from '@server/http/answers/common';
import { RolesGetAnswer, RoleRowAnswer } from '@server/http/answers/users';

export const rolesRoutes = new Hono<AppEnv>();

// The user screen loads roles for its filter and dialogs; the roles tab needs them too.
rolesRoutes.get('/', requirePermission('view_users', 'manage_roles'), answer(RolesGetAnswer), async (c) =>
  c.json(await listRoles(c.get('db'))),
);

rolesRoutes.post('/', requirePermission('manage_roles'), body(RoleSchema), answer(RoleRowAnswer, 201), async (c) => {
  return c.json(await createRole(c.get('db'), c.get('user'), c.req.valid('json')), 201);
});

rolesRoutes.put(
  '/:id',
  requirePermission('manage_roles'),
  pathId('Rol bulunamadı.'),
  body(RoleSchema),
  answer(RoleRowAnswer),
  async (c) => {
    const id = c.req.valid('param').id;
    return c.json(await updateRole(c.get('db'), c.get('user'), id, c.req.valid('json')));
  },
);

rolesRoutes.delete('/:id', requirePermission('manage_roles'), answer(OkAnswer), async (c) => {
  await deleteRole(c.get('db'), c.get('user'), idParam(c, 'id', 'Rol bulunamadı.'));
  return c.json({ ok: true });
});
