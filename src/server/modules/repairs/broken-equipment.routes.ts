// /api/broken-equipment: fault reports and their repair. Reads need view_malfunctions (the
// dashboard's lists also view_dashboard); the actions the spec's page offers without a gate need
// the page's permission, with resolve_/edit_malfunction accepted as well (docs/permissions.md).
import { Hono } from 'hono';
import { BROKEN_CSV_COLUMNS } from '@shared/exports';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { statusFilter } from '@shared/schemas/list-query';
import { AssignRepairSchema, RepairCostSchema, RepairStatusSchema, ReportFaultSchema } from '@shared/schemas/operations';
import { BROKEN_STATUSES } from '@shared/status';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { jsonPagesCsv, pageOrWholeJson, pagesFor } from '@server/http/json-pages';
import { pagedQuery } from '@server/http/page-params';
import { body, bodySize, MB, pathId, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { assignRepair, completeRepair, reportFault, setRepairStatus, updateInvoice, updateRepairCost } from './broken-equipment.service';
import { getBroken, getBrokenRow, listBrokenJsonPieces, pageBrokenJson } from './broken-row';
import { readInvoiceBody } from './invoice-body';
import { checkPhotos } from '../photos/photo-file';
import { placePhotos, photoStoreFor } from '../photos/photo-store';
import { answer, answerMedia } from '@server/http/answer';
import { BrokenDetailAnswer } from '@server/http/answers/shared-transfer-repair-types';
import { BrokenListAnswer, BrokenRowAnswer } from '@server/http/answers/lists';

export const brokenEquipmentRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.fault);
const BrokenListQuery = pagedQuery({ status: statusFilter(BROKEN_STATUSES) });
// An invoice (≤ 20 MB, sent base64 inside JSON) and the form's fields.
const WITH_INVOICE = bodySize({ bytes: 30 * MB });

brokenEquipmentRoutes.get(
  '/',
  requirePermission(...LIST_READ_PERMISSIONS['/broken-equipment']),
  query(BrokenListQuery),
  answer(BrokenListAnswer),
  async (c) => {
    const q = c.req.valid('query');
    return pageOrWholeJson(c, q, pagesFor(c, pageBrokenJson, { status: q.status }), () => listBrokenJsonPieces(c.get('db'), c.get('user')));
  },
);

// Registered before '/:id': the whole filtered list as CSV, streamed.
brokenEquipmentRoutes.get('/export', requirePermission('export_reports'), query(BrokenListQuery), answerMedia('text/csv'), async (c) => {
  const q = c.req.valid('query');
  return jsonPagesCsv(c, 'arizali-ekipmanlar', BROKEN_CSV_COLUMNS, q, pagesFor(c, pageBrokenJson, { status: q.status }));
});

brokenEquipmentRoutes.get('/:id', requirePermission('view_malfunctions'), answer(BrokenDetailAnswer), async (c) => {
  return c.json(await getBroken(c.get('db'), c.get('user'), id(c)));
});

// Up to five damage photos of ≤ 300 KB, base64 inside JSON, and the form's fields.
brokenEquipmentRoutes.post(
  '/',
  requirePermission('create_malfunction'),
  body(ReportFaultSchema, { bytes: 3 * MB }),
  answer(BrokenRowAnswer, 201),
  async (c) => {
    const input = c.req.valid('json');
    const photos = await placePhotos(photoStoreFor(c.get('config').photoStore), checkPhotos(input.photos));
    const newId = await reportFault(c.get('db'), c.get('user'), input, photos);
    return c.json(await getBrokenRow(c.get('db'), c.get('user'), newId), 201);
  },
);

brokenEquipmentRoutes.put(
  '/:id/assign',
  requirePermission('view_malfunctions', 'resolve_malfunction'),
  pathId(NOT_FOUND.fault),
  body(AssignRepairSchema),
  answer(BrokenRowAnswer),
  async (c) => {
    const reportId = c.req.valid('param').id;
    await assignRepair(c.get('notifier'), c.get('db'), c.get('user'), reportId, c.req.valid('json').assigned_to);
    return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
  },
);

brokenEquipmentRoutes.put(
  '/:id/complete',
  requirePermission('view_malfunctions', 'resolve_malfunction'),
  WITH_INVOICE,
  answer(BrokenRowAnswer),
  async (c) => {
    const reportId = id(c);
    const { fields, invoice } = await readInvoiceBody(c, 'complete');
    await completeRepair(c.get('notifier'), c.get('db'), c.get('user'), reportId, fields, invoice);
    return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
  },
);

brokenEquipmentRoutes.put(
  '/:id/status',
  requirePermission('view_malfunctions', 'edit_malfunction'),
  pathId(NOT_FOUND.fault),
  body(RepairStatusSchema),
  answer(BrokenRowAnswer),
  async (c) => {
    const reportId = c.req.valid('param').id;
    await setRepairStatus(c.get('notifier'), c.get('db'), c.get('user'), reportId, c.req.valid('json').status);
    return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
  },
);

brokenEquipmentRoutes.put(
  '/:id/repair-cost',
  requirePermission('view_malfunctions', 'edit_malfunction'),
  pathId(NOT_FOUND.fault),
  body(RepairCostSchema),
  answer(BrokenRowAnswer),
  async (c) => {
    const reportId = c.req.valid('param').id;
    await updateRepairCost(c.get('db'), c.get('user'), reportId, c.req.valid('json').repair_cost);
    return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
  },
);

brokenEquipmentRoutes.put(
  '/:id/invoice',
  requirePermission('view_malfunctions', 'edit_malfunction'),
  WITH_INVOICE,
  answer(BrokenRowAnswer),
  async (c) => {
    const reportId = id(c);
    const { invoice } = await readInvoiceBody(c, 'invoice');
    await updateInvoice(c.get('db'), c.get('user'), reportId, invoice);
    return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
  },
);
