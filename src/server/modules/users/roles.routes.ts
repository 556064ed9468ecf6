import { Hono } from 'hono';
import { RoleSchema } from '@shared/schemas/users';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { requirePermission } from '@server/http/guard';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';
import { answer } from '@server/http/answer';
import { RolesGetAnswer, RoleRowAnswer } from '@server/http/answers/users';

export const rolesRoutes = new Hono<AppEnv>();

// The user screen loads roles for its filter and dialogs; the roles tab needs them too.
rolesRoutes.get('/', requirePermission('view_users', 'manage_roles'), answer(RolesGetAnswer), async (c) =>
  c.json(await listRoles(c.get('db'))),
);

writeRoutes(rolesRoutes, {
  answer: RoleRowAnswer,
  notFound: 'Rol bulunamadı.',
  createPermission: 'manage_roles',
  createBody: RoleSchema,
  create: createRole,
  editPermission: 'manage_roles',
  updateBody: RoleSchema,
  update: updateRole,
  deletePermission: 'manage_roles',
  remove: deleteRole,
});
