import { Hono } from 'hono';
import * as v from 'valibot';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { sinceParam } from '@shared/schemas/list-query';
import { DepartmentSchema } from '@shared/schemas/workers';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { deltaAnswer } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { query } from '@server/http/route-input';
import { createDepartment, DEPARTMENT_NOT_FOUND, deleteDepartment, listDepartments, updateDepartment } from './workers.service';
import { answer } from '@server/http/answer';
import { deltaList } from '@server/http/answers/common';
import { CatalogAnswer } from '@server/http/answers/reference';

export const departmentsRoutes = new Hono<AppEnv>();

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

writeRoutes(departmentsRoutes, {
  answer: CatalogAnswer,
  notFound: DEPARTMENT_NOT_FOUND,
  createPermission: 'create_department',
  createBody: DepartmentSchema,
  create: createDepartment,
  editPermission: 'edit_department',
  updateBody: DepartmentSchema,
  update: updateDepartment,
  deletePermission: 'delete_department',
  remove: deleteDepartment,
});
