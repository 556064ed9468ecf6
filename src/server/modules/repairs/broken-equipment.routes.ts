// /api/broken-equipment: fault reports and their repair. Reads need view_malfunctions (the
// dashboard's lists also view_dashboard); the actions the spec's page offers without a gate need
// the page's permission, with resolve_/edit_malfunction accepted as well (docs/permissions.md).
import { Hono } from 'hono';
import {
  AssignRepairSchema,
  RepairCostSchema,
  RepairStatusSchema,
  ReportFaultSchema,
} from '@shared/schemas/operations';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { streamJsonArray } from '@server/http/list-stream';
import { idParam, parseBody } from '@server/http/validate';
import {
  assignRepair,
  completeRepair,
  getBroken,
  getBrokenRow,
  listBrokenJsonPieces,
  reportFault,
  setRepairStatus,
  updateInvoice,
  updateRepairCost,
  pageBrokenJson,
} from './broken-equipment.service';
import { readInvoiceBody } from './invoice-body';
import { BROKEN_STATUSES, exportParams, jsonText, optionalChoice, pageParams, streamCsv, wantsPage } from '@server/http/paging';
import { BROKEN_CSV_COLUMNS, type BrokenExportRow } from '@shared/exports';

export const brokenEquipmentRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Arıza kaydı bulunamadı.');

brokenEquipmentRoutes.get('/', requirePermission('view_malfunctions', 'view_dashboard'), async (c) => {
  if (wantsPage(c)) {
    const status = optionalChoice(c, 'status', BROKEN_STATUSES, 'Geçersiz durum filtresi.');
    return jsonText(c, await pageBrokenJson(c.get('db'), c.get('user'), { status }, pageParams(c)));
  }
  // The whole list, streamed in keyset pieces built as JSON text by the database.
  return streamJsonArray(c, listBrokenJsonPieces(c.get('db'), c.get('user')));
});

// Registered before '/:id': the whole filtered list as CSV, streamed.
brokenEquipmentRoutes.get('/export', requirePermission('export_reports'), async (c) => {
  const status = optionalChoice(c, 'status', BROKEN_STATUSES, 'Geçersiz durum filtresi.');
  return streamCsv(c, 'arizali-ekipmanlar', BROKEN_CSV_COLUMNS, exportParams(c), async (request) => {
    const page = JSON.parse(await pageBrokenJson(c.get('db'), c.get('user'), { status }, request)) as { items: BrokenExportRow[]; next_cursor: string | null };
    return page;
  });
});

brokenEquipmentRoutes.get('/:id', requirePermission('view_malfunctions'), async (c) => {
  return c.json(await getBroken(c.get('db'), c.get('user'), id(c)));
});

brokenEquipmentRoutes.post('/', requirePermission('create_malfunction'), async (c) => {
  const input = await parseBody(c, ReportFaultSchema);
  const newId = await reportFault(c.get('db'), c.get('user'), input);
  return c.json(await getBrokenRow(c.get('db'), c.get('user'), newId), 201);
});

brokenEquipmentRoutes.put('/:id/assign', requirePermission('view_malfunctions', 'resolve_malfunction'), async (c) => {
  const reportId = id(c);
  const input = await parseBody(c, AssignRepairSchema);
  await assignRepair(c.get('db'), c.get('user'), reportId, input.assigned_to);
  return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
});

brokenEquipmentRoutes.put('/:id/complete', requirePermission('view_malfunctions', 'resolve_malfunction'), async (c) => {
  const reportId = id(c);
  const { fields, invoice } = await readInvoiceBody(c, 'complete');
  await completeRepair(c.get('db'), c.get('user'), reportId, fields, invoice);
  return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
});

brokenEquipmentRoutes.put('/:id/status', requirePermission('view_malfunctions', 'edit_malfunction'), async (c) => {
  const reportId = id(c);
  const input = await parseBody(c, RepairStatusSchema);
  await setRepairStatus(c.get('db'), c.get('user'), reportId, input.status);
  return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
});

brokenEquipmentRoutes.put('/:id/repair-cost', requirePermission('view_malfunctions', 'edit_malfunction'), async (c) => {
  const reportId = id(c);
  const input = await parseBody(c, RepairCostSchema);
  await updateRepairCost(c.get('db'), c.get('user'), reportId, input.repair_cost);
  return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
});

brokenEquipmentRoutes.put('/:id/invoice', requirePermission('view_malfunctions', 'edit_malfunction'), async (c) => {
  const reportId = id(c);
  const { invoice } = await readInvoiceBody(c, 'invoice');
  await updateInvoice(c.get('db'), c.get('user'), reportId, invoice);
  return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
});
