import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PermissionRow } from '@shared/api-types';
import { permissions } from '@server/db/schema';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import * as v from 'valibot';
import { answer } from '@server/http/answer';
import { PermissionAnswer } from '@server/http/answers/reference';

export const permissionsRoutes = new Hono<AppEnv>();

// The user screen loads it with the users; the role dialog's picker needs it.
permissionsRoutes.get('/', requirePermission('view_users', 'manage_roles'), answer(v.array(PermissionAnswer)), async (c) => {
  const rows: PermissionRow[] = await c
    .get('db')
    .select({ id: permissions.id, name: permissions.name, category: permissions.category, description: permissions.description })
    .from(permissions)
    .orderBy(asc(permissions.category), asc(permissions.name));
  return c.json(rows);
});
