// /api/stock: counted stock (docs/stock.md). Reads are open to every stock permission whose screens
// show levels; each movement needs its own permission; every call naming a warehouse keeps to the
// caller's warehouses (404 outside them).
import { Hono } from 'hono';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import type { PermissionName } from '@shared/permissions';
import { isUuid } from '@shared/schemas/fields';
import { choiceParam, PAGE_QUERY, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import {
  AdjustmentSchema,
  ReceiptSchema,
  ResolveShortfallSchema,
  ReverseSchema,
  StockIssueSchema,
  StockItemSchema,
  StockLevelSchema,
  StockReturnSchema,
  StockSettingsSchema,
  StockTransferSchema,
} from '@shared/schemas/stock';
import { REPLACEMENT_STATUSES, STOCK_KINDS, STOCK_MESSAGES } from '@shared/stock';
import { STOCK_LIST_MESSAGES, STOCK_LIST_SORTS } from '@shared/stock-list';
import { STOCK_READ_PERMISSIONS } from '@shared/list-read-permissions';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, MB, pathId, query } from '@server/http/route-input';
import { createItem, getItem, listItems, setLevel, stockPickers, updateItem, warehouseLevels } from './stock-items.service';
import { warehouseLevelsPage } from './stock-levels-page';
import { getSettings, putSettings } from './stock-settings.service';
import { pageRequest } from '@server/http/page-params';
import { pageOf } from '@server/http/answers/common';
import { adjustStock, issueStock, receiveStock, returnStock, reverseMovement } from './stock-moves.service';
import { listMovements, listShortfalls, ppeCard, resolveShortfall } from './stock-reads.service';
import { replacementsDue, stockIssueRecord } from './stock-papers.service';
import { stockReportsRoutes } from './stock-reports.routes';
import { deviceLevels, devicePickers } from './stock-device-copy.service';
import { closeTransfer, createTransfer, listTransfers } from './stock-transfers.service';
import { answer } from '@server/http/answer';
import { StockItemAnswer, StockLevelAnswer } from '@server/http/answers/stock-catalogue';
import {
  StockPickersAnswer,
  StockDeviceLevelsGetAnswer,
  StockDevicePickersGetAnswer,
  MovesAnswerAnswer,
  IssueAnswerAnswer,
  StockMovementsGetAnswer,
  StockTransfersGetAnswer,
  StockTransferRowAnswer,
  StockShortfallsGetAnswer,
  StockWorkersByIdPpeGetAnswer,
  StockReplacementsGetAnswer,
} from '@server/http/answers/stock';
import { StockLevelRowAnswer, StockShortfallAnswer, StockIssueRecordAnswer } from '@server/http/answers/shared-stock';
import { StockSettingsAnswer } from '@server/http/answers/shared-stock-settings';

export const stockRoutes = new Hono<AppEnv>();
stockRoutes.route('/reports', stockReportsRoutes);

/** Every screen that shows items or levels reads them. */
const READ: PermissionName[] = [...STOCK_READ_PERMISSIONS];
/** The printed KKD- paper's data and 'Yenilemesi Gelenler': read as the PPE card is. */
const PPE_READ: PermissionName[] = ['view_stock', 'issue_stock', 'view_workers'];
const WAREHOUSE_REQUIRED = 'Depo seçimi zorunludur';

const warehouseQuery = v.pipe(
  v.optional(v.string(WAREHOUSE_REQUIRED), ''),
  v.trim(),
  v.nonEmpty(WAREHOUSE_REQUIRED),
  v.check((id: string) => isUuid(id), WAREHOUSE_FILTER_INVALID),
  v.toLowerCase(),
);

stockRoutes.get('/pickers', requirePermission(...READ), answer(StockPickersAnswer), async (c) =>
  c.json(await stockPickers(c.get('db'), c.get('user'))),
);
// The device copy (docs/stock.md "Offline"): the levels of the caller's warehouses, the pickers as rows.
stockRoutes.get('/device/levels', requirePermission(...READ), answer(StockDeviceLevelsGetAnswer), async (c) =>
  c.json(await deviceLevels(c.get('db'), c.get('user'))),
);
stockRoutes.get('/device/pickers', requirePermission(...READ), answer(StockDevicePickersGetAnswer), async (c) =>
  c.json(await devicePickers(c.get('db'), c.get('user'))),
);
stockRoutes.get('/items', requirePermission(...READ), answer(v.array(StockItemAnswer)), async (c) => c.json(await listItems(c.get('db'))));
stockRoutes.get('/items/:id', requirePermission(...READ), pathId(STOCK_MESSAGES.itemNotFound), answer(StockItemAnswer), async (c) =>
  c.json(await getItem(c.get('db'), c.req.valid('param').id)),
);
stockRoutes.post('/items', requirePermission('manage_stock_items'), body(StockItemSchema), answer(StockItemAnswer, 201), async (c) =>
  c.json(await createItem(c.get('db'), c.get('user'), c.req.valid('json')), 201),
);
stockRoutes.put(
  '/items/:id',
  requirePermission('manage_stock_items'),
  pathId(STOCK_MESSAGES.itemNotFound),
  body(StockItemSchema),
  answer(StockItemAnswer),
  async (c) => c.json(await updateItem(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
);

const LevelsQuery = v.object({
  warehouse_id: warehouseQuery,
  low: choiceParam(['true', 'false'], STOCK_LIST_MESSAGES.low),
  kind: choiceParam(STOCK_KINDS, STOCK_LIST_MESSAGES.kind),
  sort: choiceParam(STOCK_LIST_SORTS, STOCK_LIST_MESSAGES.sort),
  limit: PAGE_QUERY.limit,
  page: PAGE_QUERY.page,
  q: PAGE_QUERY.q,
});

stockRoutes.get(
  '/levels',
  requirePermission(...READ),
  query(LevelsQuery),
  answer(v.union([v.array(StockLevelAnswer), pageOf(StockLevelAnswer)])),
  async (c) => {
    const q = c.req.valid('query');
    const low = q.low === 'true';
    // `limit` asks for one page (the 'Stok' screen); without it every level (the forms, the count, tests).
    if (q.limit === undefined) return c.json(await warehouseLevels(c.get('db'), c.get('user'), q.warehouse_id, { low }));
    const page = { ...pageRequest(q), low, kind: q.kind, sort: q.sort };
    return c.json(await warehouseLevelsPage(c.get('db'), c.get('user'), q.warehouse_id, page));
  },
);
stockRoutes.put('/levels', requirePermission('manage_stock_items'), body(StockLevelSchema), answer(StockLevelRowAnswer), async (c) =>
  c.json(await setLevel(c.get('db'), c.get('user'), c.req.valid('json'))),
);

stockRoutes.get(
  '/settings/:id',
  requirePermission(...READ),
  pathId(STOCK_MESSAGES.warehouseNotFound),
  answer(StockSettingsAnswer),
  async (c) => c.json(await getSettings(c.get('db'), c.get('user'), c.req.valid('param').id)),
);
stockRoutes.put(
  '/settings/:id',
  requirePermission('manage_stock_items'),
  pathId(STOCK_MESSAGES.warehouseNotFound),
  body(StockSettingsSchema),
  answer(StockSettingsAnswer),
  async (c) => c.json(await putSettings(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
);

stockRoutes.post('/receipts', requirePermission('receive_stock'), body(ReceiptSchema), answer(MovesAnswerAnswer, 201), async (c) =>
  c.json(await receiveStock(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json')), 201),
);

// Two signatures (the worker's and, when none is saved, the issuer's) of up to 1 MB each.
stockRoutes.post(
  '/issues',
  requirePermission('issue_stock'),
  body(StockIssueSchema, { bytes: 3 * MB }),
  answer(IssueAnswerAnswer, 201),
  answer(IssueAnswerAnswer),
  async (c) => {
    const hasKey = (c.req.header(IDEMPOTENCY_HEADER) ?? '').trim() !== '';
    const { answer, created } = await issueStock(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json'), hasKey);
    return c.json(answer, created ? 201 : 200);
  },
);
stockRoutes.post('/returns', requirePermission('issue_stock'), body(StockReturnSchema), answer(MovesAnswerAnswer, 201), async (c) =>
  c.json(await returnStock(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json')), 201),
);
stockRoutes.post('/adjustments', requirePermission('adjust_stock'), body(AdjustmentSchema), answer(MovesAnswerAnswer, 201), async (c) =>
  c.json(await adjustStock(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json')), 201),
);

stockRoutes.get(
  '/movements',
  requirePermission('view_stock'),
  query(v.object({ warehouse_id: warehouseQuery, item_id: uuidParam(STOCK_MESSAGES.itemNotFound) })),
  answer(StockMovementsGetAnswer),
  async (c) => {
    const q = c.req.valid('query');
    return c.json(await listMovements(c.get('db'), c.get('user'), q.warehouse_id, q.item_id));
  },
);
stockRoutes.post(
  '/movements/:id/reverse',
  requirePermission('adjust_stock'),
  pathId(STOCK_MESSAGES.movementNotFound),
  body(ReverseSchema),
  answer(MovesAnswerAnswer, 201),
  async (c) =>
    c.json(await reverseMovement(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason), 201),
);

stockRoutes.get(
  '/transfers',
  requirePermission('view_stock', 'adjust_stock'),
  query(v.object({ status: choiceParam(['in_transit', 'received', 'cancelled'], 'Geçersiz durum filtresi.') })),
  answer(StockTransfersGetAnswer),
  async (c) => c.json(await listTransfers(c.get('db'), c.get('user'), c.req.valid('query').status)),
);
stockRoutes.post(
  '/transfers',
  requirePermission('adjust_stock'),
  body(StockTransferSchema),
  answer(StockTransferRowAnswer, 201),
  async (c) => c.json(await createTransfer(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json')), 201),
);
stockRoutes.post(
  '/transfers/:id/receive',
  requirePermission('adjust_stock', 'receive_stock'),
  pathId(STOCK_MESSAGES.transferNotFound),
  answer(StockTransferRowAnswer),
  async (c) => c.json(await closeTransfer(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id, 'receive')),
);
stockRoutes.post(
  '/transfers/:id/cancel',
  requirePermission('adjust_stock'),
  pathId(STOCK_MESSAGES.transferNotFound),
  answer(StockTransferRowAnswer),
  async (c) => c.json(await closeTransfer(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id, 'cancel')),
);

stockRoutes.get(
  '/shortfalls',
  requirePermission('view_stock', 'adjust_stock'),
  query(v.object({ warehouse_id: uuidParam(STOCK_MESSAGES.warehouseNotFound), open: choiceParam(['true', 'false'], 'Geçersiz filtre.') })),
  answer(StockShortfallsGetAnswer),
  async (c) => {
    const q = c.req.valid('query');
    return c.json(await listShortfalls(c.get('db'), c.get('user'), { warehouseId: q.warehouse_id, open: q.open === 'true' }));
  },
);
stockRoutes.post(
  '/shortfalls/:id/resolve',
  requirePermission('adjust_stock'),
  pathId(STOCK_MESSAGES.shortfallNotFound),
  body(ResolveShortfallSchema),
  answer(StockShortfallAnswer),
  async (c) => c.json(await resolveShortfall(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').note)),
);

stockRoutes.get(
  '/workers/:id/ppe',
  requirePermission(...PPE_READ),
  pathId(STOCK_MESSAGES.workerNotFound),
  answer(StockWorkersByIdPpeGetAnswer),
  async (c) => c.json(await ppeCard(c.get('db'), c.get('user'), c.req.valid('param').id)),
);

stockRoutes.get(
  '/issues/:id',
  requirePermission(...PPE_READ),
  pathId(STOCK_MESSAGES.issueNotFound),
  answer(StockIssueRecordAnswer),
  async (c) => c.json(await stockIssueRecord(c.get('db'), c.get('user'), c.req.valid('param').id)),
);
stockRoutes.get(
  '/replacements',
  requirePermission(...PPE_READ),
  query(v.object({ warehouse_id: warehouseQuery, status: choiceParam(REPLACEMENT_STATUSES, 'Geçersiz durum filtresi.') })),
  answer(StockReplacementsGetAnswer),
  async (c) => {
    const q = c.req.valid('query');
    return c.json(await replacementsDue(c.get('db'), c.get('user'), q.warehouse_id, q.status));
  },
);
