// /api/dashboard/charts (the dashboard's charts, view_dashboard), /api/dashboard/counts (its cards) and /api/reports ('Raporlar':
// utilisation and repair cost, each with its CSV, export_reports). `from` / `to` are warehouse days
// (YYYY-MM-DD, Europe/Istanbul, at most 366 days; the last 30 days when not given). docs/reports.md.
import { Hono } from 'hono';
import * as v from 'valibot';
import { reportCsvName, REPAIR_COST_CSV, UTILISATION_CATEGORY_CSV, UTILISATION_ITEM_CSV } from '@shared/charts';
import { REPORT_MESSAGES } from '@shared/stock-reports';
import type { AppEnv } from '@server/http/context';
import { csvResponse } from '@server/http/csv-stream';
import { requirePermission } from '@server/http/guard';
import { query } from '@server/http/route-input';
import { dashboardCharts } from './dashboard-charts.service';
import { dashboardCounts } from './dashboard-counts.service';
import { repairCostReport, utilisationReport } from './reports.service';
import { answer, answerMedia } from '@server/http/answer';
import {
  DashboardChartsAnswer,
  DashboardCountsAnswer,
  UtilisationReportAnswer,
  RepairCostReportAnswer,
} from '@server/http/answers/shared-charts';

export const dashboardRoutes = new Hono<AppEnv>();

dashboardRoutes.get('/charts', requirePermission('view_dashboard'), answer(DashboardChartsAnswer), async (c) =>
  c.json(await dashboardCharts(c.get('db'), c.get('user'))),
);

// The cards' counts: any signed-in user (each count is null where the caller may not read its list),
// so the dashboard can ask it without a permission check of its own and never provokes a 403.
dashboardRoutes.get('/counts', answer(DashboardCountsAnswer), async (c) => c.json(await dashboardCounts(c.get('db'), c.get('user'))));

export const reportsRoutes = new Hono<AppEnv>();

/** A day parameter: absent or text (a repeated one is refused); the service checks it is a real day. */
const dayParam = (message: string) =>
  v.pipe(
    v.optional(v.string(message)),
    v.transform((text) => (text === '' ? undefined : text)),
  );
const PeriodQuery = v.object({ from: dayParam(REPORT_MESSAGES.fromInvalid), to: dayParam(REPORT_MESSAGES.toInvalid) });
const UtilisationExportQuery = v.object({
  ...PeriodQuery.entries,
  by: v.pipe(
    v.optional(v.string('Geçersiz gruplama.'), 'category'),
    v.picklist(['category', 'item'] as const, 'Geçersiz gruplama; Kategori veya Ekipman seçin.'),
  ),
});

const EXPORT = requirePermission('export_reports');

reportsRoutes.get('/utilisation', EXPORT, query(PeriodQuery), answer(UtilisationReportAnswer), async (c) =>
  c.json(await utilisationReport(c.get('db'), c.get('user'), c.req.valid('query'))),
);
reportsRoutes.get('/utilisation/export', EXPORT, query(UtilisationExportQuery), answerMedia('text/csv'), async (c) => {
  const q = c.req.valid('query');
  const report = await utilisationReport(c.get('db'), c.get('user'), q, { allItems: true });
  const name = reportCsvName('utilisation', q.by);
  return q.by === 'item'
    ? csvResponse(c, name, report.items, UTILISATION_ITEM_CSV)
    : csvResponse(c, name, report.categories, UTILISATION_CATEGORY_CSV);
});

reportsRoutes.get('/repair-costs', EXPORT, query(PeriodQuery), answer(RepairCostReportAnswer), async (c) =>
  c.json(await repairCostReport(c.get('db'), c.get('user'), c.req.valid('query'))),
);
reportsRoutes.get('/repair-costs/export', EXPORT, query(PeriodQuery), answerMedia('text/csv'), async (c) => {
  const report = await repairCostReport(c.get('db'), c.get('user'), c.req.valid('query'));
  return csvResponse(c, reportCsvName('repair-costs'), report.rows, REPAIR_COST_CSV);
});
