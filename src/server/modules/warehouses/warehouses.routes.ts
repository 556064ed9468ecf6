import { Hono } from 'hono';
import * as v from 'valibot';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { choiceParam, sinceParam } from '@shared/schemas/list-query';
import { WarehouseSchema } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { deltaAnswer } from '@server/http/delta';
import { forbidden } from '@server/http/errors';
import { can, requirePermission } from '@server/http/guard';
import { query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { createWarehouse, deleteWarehouse, getWarehouse, listWarehouses, updateWarehouse } from './warehouses.service';
import { answer } from '@server/http/answer';
import { deltaList } from '@server/http/answers/common';
import { WarehouseAnswer } from '@server/http/answers/reference';

export const warehousesRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.warehouse);
// Every screen that shows or picks warehouses reads this list (DESIGN.md §4).
const READ = LIST_READ_PERMISSIONS['/warehouses'];

const WarehouseListQuery = v.object({
  since: sinceParam,
  // Transfer destinations: every warehouse, outside the user's own scope too; the client drops the source.
  forTransfer: choiceParam(['true', 'false'], 'Geçersiz forTransfer parametresi.'),
});

warehousesRoutes.get('/', requirePermission(...READ), query(WarehouseListQuery), answer(deltaList(WarehouseAnswer)), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  const q = c.req.valid('query');
  const all = q.forTransfer === 'true';
  if (all && !can(user, 'create_transfer')) throw forbidden();
  return c.json(await deltaAnswer(db, 'warehouses', q.since, (since) => listWarehouses(db, user, { since, all })));
});

warehousesRoutes.get('/:id', requirePermission(...READ), answer(WarehouseAnswer), async (c) =>
  c.json(await getWarehouse(c.get('db'), c.get('user'), id(c))),
);

writeRoutes(warehousesRoutes, {
  answer: WarehouseAnswer,
  notFound: NOT_FOUND.warehouse,
  createPermission: 'create_warehouse',
  createBody: WarehouseSchema,
  create: createWarehouse,
  editPermission: 'edit_warehouse',
  updateBody: WarehouseSchema,
  update: updateWarehouse,
  deletePermission: 'delete_warehouse',
  remove: deleteWarehouse,
  deletedMessage: 'Depo başarıyla silindi.',
});
