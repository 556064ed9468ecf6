import { Hono } from 'hono';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { DepartmentSchema } from '@shared/schemas/workers';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { deltaListRoute } from '@server/http/delta-list-route';
import { createDepartment, DEPARTMENT_NOT_FOUND, deleteDepartment, listDepartments, updateDepartment } from './workers.service';
import { deltaList } from '@server/http/answers/common';
import { CatalogAnswer } from '@server/http/answers/reference';

export const departmentsRoutes = new Hono<AppEnv>();

// The worker filter and form, the departments tab, the hand-over form's new-worker dialog, the dashboard.
deltaListRoute(departmentsRoutes, {
  read: LIST_READ_PERMISSIONS['/departments'],
  answer: deltaList(CatalogAnswer),
  table: 'departments',
  list: listDepartments,
});

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
