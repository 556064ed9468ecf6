// /api/stocktakes: count sessions (docs/stocktake.md). Every call needs manage_stocktake; the
// warehouse scope answers 404 for sessions of other warehouses.
import { Hono } from 'hono';
import { isLocalDay } from '@shared/local-day';
import { isUuid } from '@shared/schemas/fields';
import { LateDecisionSchema, PresenceSchema, SettleSchema, StartStocktakeSchema, StocktakeReadSchema } from '@shared/schemas/stocktake';
import { RESULT_ROW_SCOPES, type ResultRowScope } from '@shared/stocktake';
import type { AppEnv } from '@server/http/context';
import { badRequest, HttpError } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import { addRead, listDevices, listReads, reportPresence } from './stocktake-reads.service';
import { closeSession, decideLateReads, getResultJson } from './stocktake-result.service';
import { countOverview, frozenItems, getSession, listSessions, startStocktake, type SessionFilter } from './stocktake.service';
import { SESSION_NOT_FOUND } from './stocktake-session';
import { settle } from './stocktake-settle.service';

export const stocktakeRoutes = new Hono<AppEnv>();
stocktakeRoutes.use('*', requirePermission('manage_stocktake'));

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', SESSION_NOT_FOUND);

stocktakeRoutes.get('/', async (c) => {
  const q = c.req.query();
  const filter: SessionFilter = {};
  if (q.warehouse_id) {
    if (!isUuid(q.warehouse_id)) throw badRequest('Geçersiz depo.');
    filter.warehouseId = q.warehouse_id;
  }
  if (q.status) {
    if (q.status !== 'open' && q.status !== 'closed') throw badRequest('Geçersiz durum.');
    filter.status = q.status;
  }
  for (const key of ['from', 'to'] as const) {
    const day = q[key];
    if (!day) continue;
    if (!isLocalDay(day)) throw badRequest('Geçerli bir tarih giriniz.');
    filter[key] = day;
  }
  return c.json(await listSessions(c.get('db'), c.get('user'), filter));
});

stocktakeRoutes.get('/overview', async (c) => c.json(await countOverview(c.get('db'), c.get('user'))));

stocktakeRoutes.post('/', async (c) => {
  const input = await parseBody(c, StartStocktakeSchema);
  const sessionId = await startStocktake(c.get('db'), c.get('user'), input);
  return c.json(await getSession(c.get('db'), c.get('user'), sessionId), 201);
});

stocktakeRoutes.get('/:id', async (c) => c.json(await getSession(c.get('db'), c.get('user'), id(c))));

stocktakeRoutes.get('/:id/items', async (c) => c.json(await frozenItems(c.get('db'), c.get('user'), id(c))));

stocktakeRoutes.get('/:id/reads', async (c) => c.json(await listReads(c.get('db'), c.get('user'), id(c), sinceParam(c))));

stocktakeRoutes.post('/:id/reads', async (c) => {
  const sessionId = id(c);
  const input = await parseBody(c, StocktakeReadSchema);
  const { read, created } = await addRead(c.get('db'), c.get('user'), sessionId, input);
  return c.json(read, created ? 201 : 200);
});

stocktakeRoutes.post('/:id/presence', async (c) => {
  const sessionId = id(c);
  const input = await parseBody(c, PresenceSchema);
  await reportPresence(c.get('db'), c.get('user'), sessionId, input);
  return c.body(null, 204);
});

stocktakeRoutes.get('/:id/devices', async (c) => {
  const device = c.req.query('device_id');
  if (device !== undefined && !isUuid(device)) throw badRequest('Geçersiz cihaz.');
  return c.json(await listDevices(c.get('db'), c.get('user'), id(c), device));
});

stocktakeRoutes.get('/:id/result', async (c) => {
  const sessionId = id(c);
  const scope = c.req.query('rows') ?? 'all';
  if (!(RESULT_ROW_SCOPES as readonly string[]).includes(scope)) throw badRequest('Geçersiz satır seçimi.');
  const body = await getResultJson(c.get('db'), c.get('user'), sessionId, scope as ResultRowScope);
  return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
});

stocktakeRoutes.post('/:id/close', async (c) => {
  const sessionId = id(c);
  await closeSession(c.get('db'), c.get('user'), sessionId);
  return c.json(await getSession(c.get('db'), c.get('user'), sessionId));
});

stocktakeRoutes.post('/:id/settle', async (c) => {
  const sessionId = id(c);
  const input = await parseBody(c, SettleSchema);
  const outcome = await settle(c.get('db'), c.get('user'), sessionId, input);
  // Every chosen row refused: the action as a whole is refused, with the first reason.
  if (outcome.done.length === 0) throw new HttpError(409, outcome.failed[0]?.error ?? 'İşlem yapılamadı.', { failed: outcome.failed });
  return c.json(outcome);
});

stocktakeRoutes.post('/:id/late-reads', async (c) => {
  const sessionId = id(c);
  const input = await parseBody(c, LateDecisionSchema);
  return c.json(await decideLateReads(c.get('db'), c.get('user'), sessionId, input));
});
