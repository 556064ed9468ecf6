import { Hono } from 'hono';
import { WarehouseSchema } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { forbidden } from '@server/http/errors';
import { can, requirePermission } from '@server/http/guard';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import { createWarehouse, deleteWarehouse, getWarehouse, listWarehouses, updateWarehouse, WAREHOUSE_NOT_FOUND } from './warehouses.service';

export const warehousesRoutes = new Hono<AppEnv>();

// Every screen that shows or picks warehouses reads this list (DESIGN.md §4).
const READ = [
  'view_warehouses',
  'view_dashboard',
  'view_equipment',
  'view_field_equipment',
  'view_malfunctions',
  'view_transfers',
  'view_users',
  'create_transfer',
  'manage_stocktake',
] as const;

warehousesRoutes.get('/', requirePermission(...READ), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  // Transfer destinations: every warehouse, outside the user's own scope too; the client drops the source.
  const forTransfer = c.req.query('forTransfer') === 'true';
  if (forTransfer && !can(user, 'create_transfer')) throw forbidden();
  const since = sinceParam(c);
  if (since) {
    const serverTime = deltaClock();
    const [items, deleted] = [await listWarehouses(db, user, { since, all: forTransfer }), await deletedSince(db, 'warehouses', since)];
    return c.json({ items, deleted, server_time: serverTime });
  }
  return c.json(await listWarehouses(db, user, { all: forTransfer }));
});

warehousesRoutes.get('/:id', requirePermission(...READ), async (c) => {
  return c.json(await getWarehouse(c.get('db'), c.get('user'), idParam(c, 'id', WAREHOUSE_NOT_FOUND)));
});

warehousesRoutes.post('/', requirePermission('create_warehouse'), async (c) => {
  const input = await parseBody(c, WarehouseSchema);
  return c.json(await createWarehouse(c.get('db'), c.get('user'), input), 201);
});

warehousesRoutes.put('/:id', requirePermission('edit_warehouse'), async (c) => {
  const id = idParam(c, 'id', WAREHOUSE_NOT_FOUND);
  const input = await parseBody(c, WarehouseSchema);
  return c.json(await updateWarehouse(c.get('db'), c.get('user'), id, input));
});

warehousesRoutes.delete('/:id', requirePermission('delete_warehouse'), async (c) => {
  const id = idParam(c, 'id', WAREHOUSE_NOT_FOUND);
  await deleteWarehouse(c.get('db'), c.get('user'), id);
  return c.json({ message: 'Depo başarıyla silindi.' });
});
