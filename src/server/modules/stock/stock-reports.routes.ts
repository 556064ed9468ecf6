// /api/stock/reports (docs/stock.md, 'Stok Raporları'): consumption per worker, department or
// warehouse, PPE issued per worker, stock value per warehouse. Reading needs view_stock; each
// report's CSV (`…/export`) needs export_reports as well. `from` / `to` are warehouse days
// (YYYY-MM-DD, Europe/Istanbul, at most 366 days); `warehouse_id` narrows to one of the caller's.
import { Hono } from 'hono';
import * as v from 'valibot';
import { uuidParam } from '@shared/schemas/list-query';
import { STOCK_MESSAGES } from '@shared/stock';
import {
  CONSUMPTION_GROUPS,
  consumptionCsvColumns,
  PPE_ISSUED_CSV_COLUMNS,
  REPORT_MESSAGES,
  STOCK_VALUE_CSV_COLUMNS,
  stockReportCsvName,
} from '@shared/stock-reports';
import type { AppEnv } from '@server/http/context';
import { csvResponse } from '@server/http/csv-stream';
import { requirePermission } from '@server/http/guard';
import { query } from '@server/http/route-input';
import { consumptionReport, ppeIssuedReport, stockValueReport, type ReportQuery } from './stock-reports.service';
import { answer, answerMedia } from '@server/http/answer';
import { ConsumptionReportAnswer, PpeIssuedReportAnswer, StockValueReportAnswer } from '@server/http/answers/shared-stock-reports';

export const stockReportsRoutes = new Hono<AppEnv>();

/** A day parameter: absent or text (a repeated one is refused); the service checks it is a real day. */
const dayParam = (message: string) =>
  v.pipe(
    v.optional(v.string(message)),
    v.transform((text) => (text === '' ? undefined : text)),
  );

const PERIOD = {
  from: dayParam(REPORT_MESSAGES.fromInvalid),
  to: dayParam(REPORT_MESSAGES.toInvalid),
  warehouse_id: uuidParam(STOCK_MESSAGES.warehouseNotFound),
};
const ConsumptionQuery = v.object({
  ...PERIOD,
  by: v.pipe(v.optional(v.string(REPORT_MESSAGES.groupInvalid), 'worker'), v.picklist(CONSUMPTION_GROUPS, REPORT_MESSAGES.groupInvalid)),
});
const PeriodQuery = v.object(PERIOD);
const ValueQuery = v.object({ warehouse_id: PERIOD.warehouse_id });

const reportQuery = (q: { from?: string; to?: string; warehouse_id?: string }): ReportQuery => ({
  from: q.from,
  to: q.to,
  warehouseId: q.warehouse_id,
});

const READ = requirePermission('view_stock');
const EXPORT = requirePermission('export_reports');

stockReportsRoutes.get('/consumption', READ, query(ConsumptionQuery), answer(ConsumptionReportAnswer), async (c) => {
  const q = c.req.valid('query');
  return c.json(await consumptionReport(c.get('db'), c.get('user'), q.by, reportQuery(q)));
});
stockReportsRoutes.get('/consumption/export', READ, EXPORT, query(ConsumptionQuery), answerMedia('text/csv'), async (c) => {
  const q = c.req.valid('query');
  const report = await consumptionReport(c.get('db'), c.get('user'), q.by, reportQuery(q));
  return csvResponse(c, stockReportCsvName('consumption', q.by), report.rows, consumptionCsvColumns(q.by));
});

stockReportsRoutes.get('/ppe', READ, query(PeriodQuery), answer(PpeIssuedReportAnswer), async (c) =>
  c.json(await ppeIssuedReport(c.get('db'), c.get('user'), reportQuery(c.req.valid('query')))),
);
stockReportsRoutes.get('/ppe/export', READ, EXPORT, query(PeriodQuery), answerMedia('text/csv'), async (c) => {
  const report = await ppeIssuedReport(c.get('db'), c.get('user'), reportQuery(c.req.valid('query')));
  return csvResponse(c, stockReportCsvName('ppe'), report.rows, PPE_ISSUED_CSV_COLUMNS);
});

stockReportsRoutes.get('/value', READ, query(ValueQuery), answer(StockValueReportAnswer), async (c) =>
  c.json(await stockValueReport(c.get('db'), c.get('user'), reportQuery(c.req.valid('query')))),
);
stockReportsRoutes.get('/value/export', READ, EXPORT, query(ValueQuery), answerMedia('text/csv'), async (c) => {
  const report = await stockValueReport(c.get('db'), c.get('user'), reportQuery(c.req.valid('query')));
  return csvResponse(c, stockReportCsvName('value'), report.rows, STOCK_VALUE_CSV_COLUMNS);
});
