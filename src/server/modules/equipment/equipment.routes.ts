import { Hono } from 'hono';
import { EquipmentSchema } from '../../../shared/schemas/inventory';
import { EQUIPMENT_STATUSES } from '../../../shared/status';
import { isUuid } from '../../../shared/schemas/fields';
import type { AppEnv } from '../../http/context';
import { deletedSince, deltaClock } from '../../http/delta';
import { badRequest } from '../../http/errors';
import { requirePermission } from '../../http/guard';
import { idParam, parseBody, sinceParam } from '../../http/validate';
import {
  brokenHistory,
  createEquipment,
  deleteEquipment,
  EQUIPMENT_NOT_FOUND,
  fieldHistory,
  getEquipment,
  listEquipmentJson,
  transferHistory,
  updateEquipment,
} from './equipment.service';

export const equipmentRoutes = new Hono<AppEnv>();

// The list feeds the equipment screens, the pickers of hand-over, fault and transfer forms, the
// warehouse inventory and the dashboard (DESIGN.md §4).
const READ = ['view_equipment', 'view_dashboard', 'view_field_equipment', 'view_malfunctions', 'view_transfers', 'view_warehouses'] as const;

equipmentRoutes.get('/', requirePermission(...READ), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  // Optional narrowing (the warehouse inventory, pickers); the spec's client filters the full list itself.
  const warehouseId = c.req.query('warehouse_id') || undefined;
  if (warehouseId !== undefined && !isUuid(warehouseId)) throw badRequest('Geçersiz depo.');
  const status = c.req.query('status') || undefined;
  if (status !== undefined && !(EQUIPMENT_STATUSES as readonly string[]).includes(status)) throw badRequest('Geçersiz ekipman durumu.');
  const since = sinceParam(c);
  const filter = { warehouseId, status };
  if (since) {
    const serverTime = deltaClock();
    const items = await listEquipmentJson(db, user, { ...filter, since });
    const deleted = await deletedSince(db, 'equipment', since);
    return c.body(`{"items":${items},"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)}}`, 200, {
      'content-type': 'application/json; charset=UTF-8',
    });
  }
  // Passed through as the text PostgreSQL built; the /api compression shrinks it on the way out.
  return c.body(await listEquipmentJson(db, user, filter), 200, { 'content-type': 'application/json; charset=UTF-8' });
});

equipmentRoutes.get('/:id', requirePermission(...READ), async (c) => {
  return c.json(await getEquipment(c.get('db'), c.get('user'), idParam(c, 'id', EQUIPMENT_NOT_FOUND)));
});

equipmentRoutes.get('/:id/field-history', requirePermission('view_equipment'), async (c) => {
  return c.json(await fieldHistory(c.get('db'), c.get('user'), idParam(c, 'id', EQUIPMENT_NOT_FOUND)));
});

equipmentRoutes.get('/:id/broken-history', requirePermission('view_equipment'), async (c) => {
  return c.json(await brokenHistory(c.get('db'), c.get('user'), idParam(c, 'id', EQUIPMENT_NOT_FOUND)));
});

equipmentRoutes.get('/:id/transfer-history', requirePermission('view_equipment'), async (c) => {
  return c.json(await transferHistory(c.get('db'), c.get('user'), idParam(c, 'id', EQUIPMENT_NOT_FOUND)));
});

equipmentRoutes.post('/', requirePermission('create_equipment'), async (c) => {
  const input = await parseBody(c, EquipmentSchema);
  return c.json(await createEquipment(c.get('db'), c.get('user'), input), 201);
});

equipmentRoutes.put('/:id', requirePermission('edit_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  const input = await parseBody(c, EquipmentSchema);
  return c.json(await updateEquipment(c.get('db'), c.get('user'), id, input));
});

equipmentRoutes.delete('/:id', requirePermission('delete_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  await deleteEquipment(c.get('db'), c.get('user'), id);
  return c.json({ message: 'Ekipman başarıyla silindi.' });
});
