// /api/broken-equipment: fault reports and their repair. Reads need view_malfunctions (the
// dashboard's lists also view_dashboard); the actions the spec's page offers without a gate need
// the page's permission, with resolve_/edit_malfunction accepted as well (docs/permissions.md).
import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import { BROKEN_CSV_COLUMNS } from '@shared/exports';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import type { PermissionName } from '@shared/permissions';
import { statusFilter } from '@shared/schemas/list-query';
import { AssignRepairSchema, RepairCostSchema, RepairStatusSchema, ReportFaultSchema } from '@shared/schemas/operations';
import { BROKEN_STATUSES } from '@shared/status';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { jsonPagesRoutes, pagesFor } from '@server/http/json-pages';
import { pagedQuery } from '@server/http/page-params';
import { body, bodySize, MB, pathId } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { assignRepair, completeRepair, reportFault, setRepairStatus, updateInvoice, updateRepairCost } from './broken-equipment.service';
import { getBroken, getBrokenRow, listBrokenJsonPieces, pageBrokenJson } from './broken-row';
import { readInvoiceBody } from './invoice-body';
import { checkPhotos } from '../photos/photo-file';
import { placePhotos, photoStoreFor } from '../photos/photo-store';
import { answer } from '@server/http/answer';
import { BrokenDetailAnswer } from '@server/http/answers/shared-transfer-repair-types';
import { BrokenListAnswer, BrokenRowAnswer } from '@server/http/answers/lists';

export const brokenEquipmentRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.fault);
const BrokenListQuery = pagedQuery({ status: statusFilter(BROKEN_STATUSES) });
// An invoice (≤ 20 MB, sent base64 inside JSON) and the form's fields.
const WITH_INVOICE = bodySize({ bytes: 30 * MB });

/** A change to one report sent as `schema`'s body, for holders of view_malfunctions or `permission`; answers the report's row. */
function putReportChange<I>(
  path: string,
  permission: PermissionName,
  schema: v.GenericSchema<unknown, I>,
  change: (c: Context<AppEnv>, reportId: string, input: I) => Promise<void>,
): void {
  brokenEquipmentRoutes.put(
    path,
    requirePermission('view_malfunctions', permission),
    pathId(NOT_FOUND.fault),
    body(schema),
    answer(BrokenRowAnswer),
    async (c) => {
      const reportId = c.req.valid('param').id;
      await change(c, reportId, c.req.valid('json'));
      return c.json(await getBrokenRow(c.get('db'), c.get('user'), reportId));
    },
  );
}

jsonPagesRoutes(brokenEquipmentRoutes, {
  read: LIST_READ_PERMISSIONS['/broken-equipment'],
  query: BrokenListQuery,
  answer: BrokenListAnswer,
  csv: { name: 'arizali-ekipmanlar', columns: BROKEN_CSV_COLUMNS },
  pages: (c, q) => pagesFor(c, pageBrokenJson, { status: q.status }),
  whole: listBrokenJsonPieces,
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

putReportChange('/:id/assign', 'resolve_malfunction', AssignRepairSchema, (c, reportId, input) =>
  assignRepair(c.get('notifier'), c.get('db'), c.get('user'), reportId, input.assigned_to),
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

putReportChange('/:id/status', 'edit_malfunction', RepairStatusSchema, (c, reportId, input) =>
  setRepairStatus(c.get('notifier'), c.get('db'), c.get('user'), reportId, input.status),
);

putReportChange('/:id/repair-cost', 'edit_malfunction', RepairCostSchema, (c, reportId, input) =>
  updateRepairCost(c.get('db'), c.get('user'), reportId, input.repair_cost),
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
