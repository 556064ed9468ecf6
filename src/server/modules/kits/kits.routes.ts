// /api/kits (docs/planning.md "Kits", docs/permissions.md "Kits"): the kits of the caller's
// warehouses, a scanned code, whether a kit may be handed over now, and making and changing kits.
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CreateKitSchema, KIT_MESSAGES as M, KitMemberSchema, UpdateKitSchema } from '@shared/kits';
import { uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import { isUuid } from '@shared/uuid';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { kitRows } from './kit-rows';
import { kitByCode, kitForMove } from './kit-moves';
import { addKitMember, createKit, deleteKit, getKit, removeKitMember, updateKit } from './kits.service';
import { answer, answerNothing } from '@server/http/answer';
import { KitsGetAnswer } from '@server/http/answers/kits';
import { KitAnswer } from '@server/http/answers/shared-kits';

export const kitsRoutes = new Hono<AppEnv>();
const READ = LIST_READ_PERMISSIONS['/kits'];

const ListQuery = v.object({ warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID) });

// The whole list of the caller's warehouses (kits are few): the device copy keeps it.
kitsRoutes.get('/', requirePermission(...READ), query(ListQuery), answer(KitsGetAnswer), async (c) => {
  const warehouseId = c.req.valid('query').warehouse_id;
  return c.json(await kitRows(c.get('db'), c.get('user'), warehouseId ? [sql`k.warehouse_id = ${warehouseId}::uuid`] : []));
});

// Registered before '/:id'.
kitsRoutes.get('/code/:code', requirePermission(...READ), answer(KitAnswer), async (c) => {
  return c.json(await kitByCode(c.get('db'), c.get('user'), c.req.param('code')));
});

kitsRoutes.get('/:id', requirePermission(...READ), pathId(M.notFound), answer(KitAnswer), async (c) => {
  return c.json(await getKit(c.get('db'), c.get('user'), c.req.valid('param').id));
});

// 200 with the kit when every member may be handed over (or transferred) now; 409 naming the first that may not.
kitsRoutes.get('/:id/handover', requirePermission(...READ), pathId(M.notFound), answer(KitAnswer), async (c) => {
  const kit = await getKit(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json(await kitForMove(c.get('db'), kit, 'issue'));
});
kitsRoutes.get('/:id/transfer', requirePermission(...READ), pathId(M.notFound), answer(KitAnswer), async (c) => {
  const kit = await getKit(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json(await kitForMove(c.get('db'), kit, 'transfer'));
});

kitsRoutes.post('/', requirePermission('manage_kits'), body(CreateKitSchema), answer(KitAnswer, 201), async (c) => {
  return c.json(await createKit(c.get('db'), c.get('user'), c.req.valid('json')), 201);
});

kitsRoutes.put('/:id', requirePermission('manage_kits'), pathId(M.notFound), body(UpdateKitSchema), answer(KitAnswer), async (c) => {
  return c.json(await updateKit(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')));
});

kitsRoutes.post(
  '/:id/members',
  requirePermission('manage_kits'),
  pathId(M.notFound),
  body(KitMemberSchema),
  answer(KitAnswer),
  async (c) => {
    return c.json(await addKitMember(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').equipment_id));
  },
);

kitsRoutes.delete('/:id/members/:equipmentId', requirePermission('manage_kits'), pathId(M.notFound), answer(KitAnswer), async (c) => {
  const equipmentId = c.req.param('equipmentId');
  if (!isUuid(equipmentId)) throw notFound(M.itemNotFound);
  return c.json(await removeKitMember(c.get('db'), c.get('user'), c.req.valid('param').id, equipmentId));
});

kitsRoutes.delete('/:id', requirePermission('manage_kits'), pathId(M.notFound), answerNothing(), async (c) => {
  await deleteKit(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.body(null, 204);
});
