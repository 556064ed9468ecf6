// /api/repairers. The list is also read by the completion modal's picker (view_malfunctions) and
// mirrored for offline use (`?since=`).
import { Hono } from 'hono';
import { jsonText, pageParams, wantsPage } from '@server/http/paging';
import { pageBrokenJson } from './broken-equipment.service';
import { RepairerSchema } from '@shared/schemas/operations';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import {
  createRepairer,
  deleteRepairer,
  getRepairer,
  listRepairers,
  repairerHistoryJson,
  updateRepairer,
} from './repairers.service';

export const repairersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Tamirci bulunamadı.');

repairersRoutes.get('/', requirePermission('view_repairers', 'view_malfunctions', 'view_repairer_detail'), async (c) => {
  const db = c.get('db');
  const since = sinceParam(c);
  if (since === undefined) return c.json(await listRepairers(db));
  const server_time = deltaClock();
  const [items, deleted] = await Promise.all([listRepairers(db, since), deletedSince(db, 'repairers', since)]);
  return c.json({ items, deleted, server_time });
});

repairersRoutes.get('/:id', requirePermission('view_repairer_detail'), async (c) => {
  return c.json(await getRepairer(c.get('db'), id(c)));
});

repairersRoutes.get('/:id/history', requirePermission('view_repairer_detail'), async (c) => {
  if (wantsPage(c)) {
    const repairerId = id(c);
    await getRepairer(c.get('db'), repairerId);
    return jsonText(c, await pageBrokenJson(c.get('db'), c.get('user'), { repairerId }, pageParams(c)));
  }
  return c.body(await repairerHistoryJson(c.get('db'), c.get('user'), id(c)), 200, { 'content-type': 'application/json; charset=utf-8' });
});

repairersRoutes.post('/', requirePermission('create_repairer'), async (c) => {
  const input = await parseBody(c, RepairerSchema);
  return c.json(await createRepairer(c.get('db'), c.get('user'), input), 201);
});

repairersRoutes.put('/:id', requirePermission('edit_repairer'), async (c) => {
  const repairerId = id(c);
  const input = await parseBody(c, RepairerSchema);
  return c.json(await updateRepairer(c.get('db'), c.get('user'), repairerId, input));
});

repairersRoutes.delete('/:id', requirePermission('delete_repairer'), async (c) => {
  await deleteRepairer(c.get('db'), c.get('user'), id(c));
  return c.json({ ok: true });
});
