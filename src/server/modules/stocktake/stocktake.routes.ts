// /api/stocktakes: count sessions (docs/stocktake.md). Every call needs manage_stocktake; the
// warehouse scope answers 404 for sessions of other warehouses.
import { Hono } from 'hono';
import * as v from 'valibot';
import { isLocalDay } from '@shared/local-day';
import { choiceParam, sinceParam, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import { LateDecisionSchema, PresenceSchema, SettleSchema, StartStocktakeSchema, StocktakeReadSchema } from '@shared/schemas/stocktake';
import { RESULT_ROW_SCOPES } from '@shared/stocktake';
import type { AppEnv } from '@server/http/context';
import { HttpError } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { addRead, listDevices, listReads, reportPresence } from './stocktake-reads.service';
import { closeSession, decideLateReads, getResultJson } from './stocktake-result.service';
import { countOverview, frozenItems, getSession, listSessions, startStocktake } from './stocktake.service';
import { SESSION_NOT_FOUND } from './stocktake-session';
import { settle } from './stocktake-settle.service';
import { countStockItems, listStockCounts, putStockCount, settleStockCounts } from './stocktake-stock.service';
import { StockCountSchema } from '@shared/schemas/stock';
import { answer, answerNothing } from '@server/http/answer';
import {
  StocktakeGetAnswer,
  StocktakeOverviewGetAnswer,
  StocktakeByIdItemsGetAnswer,
  StocktakeByIdReadsGetAnswer,
  ReadRowAnswer,
  StocktakeByIdDevicesGetAnswer,
  StocktakeByIdLateReadsPostAnswer,
  StocktakeByIdStockCountsGetAnswer,
  StockCountLineAnswer,
  StocktakeByIdStockCountsSettlePostAnswer,
  CountStockItemsAnswer,
} from '@server/http/answers/stocktake';
import { StocktakeSessionAnswer, SettleAnswerAnswer } from '@server/http/answers/shared-stocktake';
import { StocktakeResultAnswer } from '@server/http/answers/stocktake-result';

export const stocktakeRoutes = new Hono<AppEnv>();
stocktakeRoutes.use('*', requirePermission('manage_stocktake'));

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', SESSION_NOT_FOUND);

const dayParam = v.pipe(
  v.optional(v.string('Geçerli bir tarih giriniz.')),
  v.transform((text) => text || undefined),
  v.optional(v.custom<string>(isLocalDay, 'Geçerli bir tarih giriniz.')),
);
const SessionListQuery = v.object({
  warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID),
  status: choiceParam(['open', 'closed'], 'Geçersiz durum.'),
  from: dayParam,
  to: dayParam,
});

stocktakeRoutes.get('/', query(SessionListQuery), answer(StocktakeGetAnswer), async (c) => {
  const q = c.req.valid('query');
  return c.json(await listSessions(c.get('db'), c.get('user'), { warehouseId: q.warehouse_id, status: q.status, from: q.from, to: q.to }));
});

stocktakeRoutes.get('/overview', answer(StocktakeOverviewGetAnswer), async (c) => c.json(await countOverview(c.get('db'), c.get('user'))));

stocktakeRoutes.post('/', body(StartStocktakeSchema), answer(StocktakeSessionAnswer, 201), async (c) => {
  const sessionId = await startStocktake(c.get('db'), c.get('user'), c.req.valid('json'));
  return c.json(await getSession(c.get('db'), c.get('user'), sessionId), 201);
});

stocktakeRoutes.get('/:id', answer(StocktakeSessionAnswer), async (c) => c.json(await getSession(c.get('db'), c.get('user'), id(c))));

stocktakeRoutes.get('/:id/items', answer(StocktakeByIdItemsGetAnswer), async (c) =>
  c.json(await frozenItems(c.get('db'), c.get('user'), id(c))),
);

stocktakeRoutes.get('/:id/reads', query(v.object({ since: sinceParam })), answer(StocktakeByIdReadsGetAnswer), async (c) =>
  c.json(await listReads(c.get('db'), c.get('user'), id(c), c.req.valid('query').since)),
);

stocktakeRoutes.post(
  '/:id/reads',
  pathId(SESSION_NOT_FOUND),
  body(StocktakeReadSchema),
  answer(ReadRowAnswer, 201),
  answer(ReadRowAnswer),
  async (c) => {
    const { read, created } = await addRead(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
    return c.json(read, created ? 201 : 200);
  },
);

stocktakeRoutes.post('/:id/presence', pathId(SESSION_NOT_FOUND), body(PresenceSchema), answerNothing(), async (c) => {
  await reportPresence(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
  return c.body(null, 204);
});

stocktakeRoutes.get(
  '/:id/devices',
  query(v.object({ device_id: uuidParam('Geçersiz cihaz.') })),
  answer(StocktakeByIdDevicesGetAnswer),
  async (c) => c.json(await listDevices(c.get('db'), c.get('user'), id(c), c.req.valid('query').device_id)),
);

stocktakeRoutes.get(
  '/:id/result',
  query(v.object({ rows: choiceParam(RESULT_ROW_SCOPES, 'Geçersiz satır seçimi.') })),
  answer(StocktakeResultAnswer),
  async (c) => {
    const json = await getResultJson(c.get('db'), c.get('user'), id(c), c.req.valid('query').rows ?? 'all');
    return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
  },
);

stocktakeRoutes.post('/:id/close', answer(StocktakeSessionAnswer), async (c) => {
  const sessionId = id(c);
  await closeSession(c.get('notifier'), c.get('db'), c.get('user'), sessionId);
  return c.json(await getSession(c.get('db'), c.get('user'), sessionId));
});

stocktakeRoutes.post('/:id/settle', pathId(SESSION_NOT_FOUND), body(SettleSchema), answer(SettleAnswerAnswer), async (c) => {
  const outcome = await settle(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
  // Every chosen row refused: the action as a whole is refused, with the first reason.
  if (outcome.done.length === 0) throw new HttpError(409, outcome.failed[0]?.error ?? 'İşlem yapılamadı.', { failed: outcome.failed });
  return c.json(outcome);
});

stocktakeRoutes.post(
  '/:id/late-reads',
  pathId(SESSION_NOT_FOUND),
  body(LateDecisionSchema),
  answer(StocktakeByIdLateReadsPostAnswer),
  async (c) => c.json(await decideLateReads(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
);

// Stock lines (docs/stock.md "In the stocktake"): counted quantities while open, settled as count corrections once closed.
stocktakeRoutes.get('/:id/stock-items', answer(CountStockItemsAnswer), async (c) =>
  c.json(await countStockItems(c.get('db'), c.get('user'), id(c))),
);
stocktakeRoutes.get('/:id/stock-counts', answer(StocktakeByIdStockCountsGetAnswer), async (c) =>
  c.json(await listStockCounts(c.get('db'), c.get('user'), id(c))),
);
stocktakeRoutes.put('/:id/stock-counts', pathId(SESSION_NOT_FOUND), body(StockCountSchema), answer(StockCountLineAnswer), async (c) =>
  c.json(await putStockCount(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
);
stocktakeRoutes.post('/:id/stock-counts/settle', pathId(SESSION_NOT_FOUND), answer(StocktakeByIdStockCountsSettlePostAnswer), async (c) =>
  c.json(await settleStockCounts(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id)),
);
