import { Hono } from 'hono';
import * as v from 'valibot';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { choiceParam, sinceParam } from '@shared/schemas/list-query';
import { WarehouseSchema } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { deltaAnswer } from '@server/http/delta';
import { forbidden } from '@server/http/errors';
import { can, requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { createWarehouse, deleteWarehouse, getWarehouse, listWarehouses, updateWarehouse } from './warehouses.service';
import { answer } from '@server/http/answer';
import { deltaList, MessageAnswer } from '@server/http/answers/common';
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

warehousesRoutes.post('/', requirePermission('create_warehouse'), body(WarehouseSchema), answer(WarehouseAnswer, 201), async (c) => {
  return c.json(await createWarehouse(c.get('db'), c.get('user'), c.req.valid('json')), 201);
});

warehousesRoutes.put(
  '/:id',
  requirePermission('edit_warehouse'),
  pathId(NOT_FOUND.warehouse),
  body(WarehouseSchema),
  answer(WarehouseAnswer),
  async (c) => {
    return c.json(await updateWarehouse(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')));
  },
);

warehousesRoutes.delete('/:id', requirePermission('delete_warehouse'), answer(MessageAnswer), async (c) => {
  await deleteWarehouse(c.get('db'), c.get('user'), id(c));
  return c.json({ message: 'Depo başarıyla silindi.' });
});
