import { Hono } from 'hono';
import { RoleSchema } from '@shared/schemas/users';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { idParam, parseBody } from '@server/http/validate';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';

export const rolesRoutes = new Hono<AppEnv>();

// The user screen loads roles for its filter and dialogs; the roles tab needs them too.
rolesRoutes.get('/', requirePermission('view_users', 'manage_roles'), async (c) => c.json(await listRoles(c.get('db'))));

rolesRoutes.post('/', requirePermission('manage_roles'), async (c) => {
  const input = await parseBody(c, RoleSchema);
  return c.json(await createRole(c.get('db'), c.get('user'), input), 201);
});

rolesRoutes.put('/:id', requirePermission('manage_roles'), async (c) => {
  const id = idParam(c, 'id', 'Rol bulunamadı.');
  const input = await parseBody(c, RoleSchema);
  return c.json(await updateRole(c.get('db'), c.get('user'), id, input));
});

rolesRoutes.delete('/:id', requirePermission('manage_roles'), async (c) => {
  await deleteRole(c.get('db'), c.get('user'), idParam(c, 'id', 'Rol bulunamadı.'));
  return c.json({ ok: true });
});
