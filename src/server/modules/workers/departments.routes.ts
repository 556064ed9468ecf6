import { Hono } from 'hono';
import * as v from 'valibot';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { sinceParam } from '@shared/schemas/list-query';
import { DepartmentSchema } from '@shared/schemas/workers';
import type { AppEnv } from '@server/http/context';
import { deltaAnswer } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { createDepartment, DEPARTMENT_NOT_FOUND, deleteDepartment, listDepartments, updateDepartment } from './workers.service';
import { answer } from '@server/http/answer';
import { deltaList, OkAnswer } from '@server/http/answers/common';
import { CatalogAnswer } from '@server/http/answers/reference';

export const departmentsRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', DEPARTMENT_NOT_FOUND);

// The worker filter and form, the departments tab, the hand-over form's new-worker dialog, the dashboard.
departmentsRoutes.get(
  '/',
  requirePermission(...LIST_READ_PERMISSIONS['/departments']),
  query(v.object({ since: sinceParam })),
  answer(deltaList(CatalogAnswer)),
  async (c) => {
    const db = c.get('db');
    return c.json(await deltaAnswer(db, 'departments', c.req.valid('query').since, (since) => listDepartments(db, since)));
  },
);

departmentsRoutes.post('/', requirePermission('create_department'), body(DepartmentSchema), answer(CatalogAnswer, 201), async (c) => {
  return c.json(await createDepartment(c.get('db'), c.get('user'), c.req.valid('json')), 201);
});

departmentsRoutes.put(
  '/:id',
  requirePermission('edit_department'),
  pathId(DEPARTMENT_NOT_FOUND),
  body(DepartmentSchema),
  answer(CatalogAnswer),
  async (c) => {
    return c.json(await updateDepartment(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')));
  },
);

departmentsRoutes.delete('/:id', requirePermission('delete_department'), answer(OkAnswer), async (c) => {
  await deleteDepartment(c.get('db'), c.get('user'), id(c));
  return c.json({ ok: true });
});
