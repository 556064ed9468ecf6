import { Hono } from 'hono';
import { DepartmentSchema } from '@shared/schemas/workers';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import { createDepartment, DEPARTMENT_NOT_FOUND, deleteDepartment, listDepartments, updateDepartment } from './workers.service';

export const departmentsRoutes = new Hono<AppEnv>();

// The worker filter and form, the departments tab, the hand-over form's new-worker dialog, the dashboard.
departmentsRoutes.get(
  '/',
  requirePermission('view_workers', 'manage_departments', 'view_field_equipment', 'view_dashboard'),
  async (c) => {
    const db = c.get('db');
    const since = sinceParam(c);
    if (!since) return c.json(await listDepartments(db));
    const server_time = deltaClock();
    const items = await listDepartments(db, since);
    return c.json({ items, deleted: await deletedSince(db, 'departments', since), server_time });
  },
);

departmentsRoutes.post('/', requirePermission('create_department'), async (c) => {
  const input = await parseBody(c, DepartmentSchema);
  return c.json(await createDepartment(c.get('db'), c.get('user'), input), 201);
});

departmentsRoutes.put('/:id', requirePermission('edit_department'), async (c) => {
  const id = idParam(c, 'id', DEPARTMENT_NOT_FOUND);
  const input = await parseBody(c, DepartmentSchema);
  return c.json(await updateDepartment(c.get('db'), c.get('user'), id, input));
});

departmentsRoutes.delete('/:id', requirePermission('delete_department'), async (c) => {
  await deleteDepartment(c.get('db'), c.get('user'), idParam(c, 'id', DEPARTMENT_NOT_FOUND));
  return c.json({ ok: true });
});
