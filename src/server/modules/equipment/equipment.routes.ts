// /api/equipment: the list (equipment-list-answer.ts), an item, its three histories (pages of the
// hand-over, fault and transfer lists), create, edit, delete.
import { Hono } from 'hono';
import * as v from 'valibot';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { EquipmentSchema } from '@shared/schemas/inventory';
import type { Db } from '@server/db/client';
import type { CountCache } from '@server/db/count-cache';
import type { AppEnv, AuthUser } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { requirePermission } from '@server/http/guard';
import { jsonText } from '@server/http/json-text';
import { pagedQuery, pageRequest, type PageRequest } from '@server/http/page-params';
import { query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { pageFieldEquipment } from '../field/field-equipment.service';
import { pageBrokenJson } from '../repairs/broken-row';
import { pageTransfersJson } from '../transfers/transfers.service';
import { equipmentListAnswer, EquipmentListQuery } from './equipment-list-answer';
import { getEquipment } from './equipment.service';
import { createEquipment, deleteEquipment, updateEquipment } from './equipment-writes';
import { equipmentValuesJson, repairCostReport } from './equipment-value.service';
import { locateSerial } from './locate-serial';
import { answer } from '@server/http/answer';
import { LocatedSerialAnswer, EquipmentRowAnswer } from '@server/http/answers/shared-api-types';
import { RepairCostReportAnswer } from '@server/http/answers/shared-equipment-value';
import { EquipmentByIdFieldHistoryGetAnswer } from '@server/http/answers/equipment';
import { EquipmentListAnswer, EquipmentValuesAnswer, BrokenPageAnswer, TransferPageAnswer } from '@server/http/answers/lists';

export { deltaSettings } from './equipment-list-answer';

export const equipmentRoutes = new Hono<AppEnv>();

// The list feeds the equipment screens, the pickers of hand-over, fault and transfer forms, the
// warehouse inventory and the dashboard (DESIGN.md §4).
const READ = LIST_READ_PERMISSIONS['/equipment'];

equipmentRoutes.get('/', requirePermission(...READ), query(EquipmentListQuery), answer(EquipmentListAnswer), (c) =>
  equipmentListAnswer(c, c.req.valid('query')),
);

// A scanned serial the device's copy does not hold: registered in a warehouse outside the user's
// (its name only, so the scan can say where instead of 'bulunamadı'), or not registered (404).
const LocateQuery = v.object({
  serial: v.pipe(
    v.string('Seri numarası gerekli.'),
    v.trim(),
    v.nonEmpty('Seri numarası gerekli.'),
    v.maxLength(200, 'Seri numarası çok uzun.'),
  ),
});
equipmentRoutes.get('/locate', requirePermission(...READ), query(LocateQuery), answer(LocatedSerialAnswer), async (c) => {
  return c.json(await locateSerial(c.get('db'), c.get('user'), c.req.valid('query').serial));
});

// Registered before '/:id' (docs/equipment-care.md "Value and warranty"): the values the list's CSV
// adds to the device's rows, and the items whose repairs passed half their price.
equipmentRoutes.get('/values', requirePermission('view_equipment'), answer(EquipmentValuesAnswer), async (c) => {
  return jsonText(c, await equipmentValuesJson(c.get('db'), c.get('user')));
});

equipmentRoutes.get('/repair-cost-report', requirePermission('view_equipment'), answer(RepairCostReportAnswer), async (c) => {
  return c.json(await repairCostReport(c.get('db'), c.get('user')));
});

equipmentRoutes.get('/:id', requirePermission(...READ), answer(EquipmentRowAnswer), async (c) => {
  return c.json(await getEquipment(c.get('db'), c.get('user'), idParam(c, 'id', NOT_FOUND.equipment)));
});

// Each history answers one page with its counts (the item's page asks for 10 at a time).
const HISTORY_PAGE = 10;
const HistoryQuery = pagedQuery({});

type HistoryPage = (
  db: Db,
  user: AuthUser,
  filter: { equipmentId: string },
  request: PageRequest,
  counts: CountCache,
) => Promise<object | string>;

/** One history of an item: its page, after the item itself is read (a 404 for an unknown or unseen item). */
function history(path: string, schema: v.GenericSchema, pageOf: HistoryPage) {
  equipmentRoutes.get(path, requirePermission('view_equipment'), query(HistoryQuery), answer(schema), async (c) => {
    const id = idParam(c, 'id', NOT_FOUND.equipment);
    await getEquipment(c.get('db'), c.get('user'), id);
    const request = pageRequest(c.req.valid('query'), HISTORY_PAGE);
    const page = await pageOf(c.get('db'), c.get('user'), { equipmentId: id }, request, c.get('caches').counts);
    return typeof page === 'string' ? jsonText(c, page) : c.json(page);
  });
}

history('/:id/field-history', EquipmentByIdFieldHistoryGetAnswer, pageFieldEquipment);
history('/:id/broken-history', BrokenPageAnswer, pageBrokenJson);
history('/:id/transfer-history', TransferPageAnswer, pageTransfersJson);

writeRoutes(equipmentRoutes, {
  answer: EquipmentRowAnswer,
  notFound: NOT_FOUND.equipment,
  createPermission: 'create_equipment',
  createBody: EquipmentSchema,
  create: createEquipment,
  editPermission: 'edit_equipment',
  updateBody: EquipmentSchema,
  update: updateEquipment,
  deletePermission: 'delete_equipment',
  remove: deleteEquipment,
  deletedMessage: 'Ekipman başarıyla silindi.',
});
