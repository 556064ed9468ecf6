// /api/field-equipment: hand-over list, detail, issue and return (spec 02 §2 "Field equipment").
// The screens have no gate of their own, so the writes require the area's view permission
// (DESIGN.md §4); the list is also read by the dashboard.
import { Hono } from 'hono';
import { IssueEquipmentSchema, ReturnBatchSchema, ReturnEquipmentSchema } from '@shared/schemas/operations';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { badRequest } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { streamJsonArray } from '@server/http/list-stream';
import { exportParams, optionalChoice, optionalUuid, pageParams, streamCsv, wantsPage } from '@server/http/paging';
import { FIELD_CSV_COLUMNS, overdueCsvColumns } from '@shared/exports';
import { warehouseToday } from '@shared/local-day';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import {
  FIELD_RECORD_NOT_FOUND,
  getFieldEquipment,
  pageFieldEquipment,
  type FieldPageStatus,
  issueEquipment,
  listFieldEquipmentJsonPieces,
  listOverdueFieldEquipment,
  returnEquipment,
  returnEquipmentBatch,
} from './field-equipment.service';

export const fieldEquipmentRoutes = new Hono<AppEnv>();

fieldEquipmentRoutes.get('/', requirePermission('view_field_equipment', 'view_dashboard'), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  if (wantsPage(c)) {
    // One page of the history with the spec's search and filters (the list screen).
    const status = optionalChoice<FieldPageStatus>(c, 'status', ['active', 'returned', 'overdue'], 'Geçersiz durum filtresi.');
    const warehouseId = optionalUuid(c, 'warehouse_id', 'Geçersiz depo.');
    return c.json(await pageFieldEquipment(db, user, { status, warehouseId }, pageParams(c)));
  }
  const since = sinceParam(c);
  // `?status=active` lets a device's first mirror sync skip the whole returned history.
  const statusQuery = c.req.query('status');
  if (statusQuery !== undefined && statusQuery !== 'active' && statusQuery !== 'returned') throw badRequest('Geçersiz durum filtresi.');
  const status = statusQuery as 'active' | 'returned' | undefined;
  if (since === undefined) {
    // Streamed in keyset pieces: a history of hundreds of thousands of hand-overs never sits in
    // the server's memory at once.
    return streamJsonArray(c, listFieldEquipmentJsonPieces(db, user, status));
  }
  // A delta is streamed in the same pieces: a device back after weeks away may be owed most of
  // the history, and ten of them at once must not hold ten whole histories in memory.
  const serverTime = deltaClock();
  const deleted = await deletedSince(db, 'field_equipment', since);
  const close = `],"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)}}`;
  return streamJsonArray(c, listFieldEquipmentJsonPieces(db, user, status, undefined, since), '{"items":[', close);
});

// Registered before '/:id': the whole filtered list as CSV, streamed (the screen holds one page).
fieldEquipmentRoutes.get('/export', requirePermission('export_reports'), async (c) => {
  const status = optionalChoice<FieldPageStatus>(c, 'status', ['active', 'returned', 'overdue'], 'Geçersiz durum filtresi.');
  const warehouseId = optionalUuid(c, 'warehouse_id', 'Geçersiz depo.');
  const name = status === 'overdue' ? 'geciken-saha-ekipmanlari' : 'saha-ekipmanlari';
  const columns = status === 'overdue' ? overdueCsvColumns(warehouseToday()) : FIELD_CSV_COLUMNS;
  return streamCsv(c, name, columns, exportParams(c), (request) => pageFieldEquipment(c.get('db'), c.get('user'), { status, warehouseId }, request));
});

// Registered before '/:id': active hand-overs past their expected return day (Europe/Istanbul).
fieldEquipmentRoutes.get('/overdue', requirePermission('view_field_equipment'), async (c) => {
  return c.json(await listOverdueFieldEquipment(c.get('db'), c.get('user')));
});

fieldEquipmentRoutes.get('/:id', requirePermission('view_field_equipment'), async (c) => {
  const id = idParam(c, 'id', FIELD_RECORD_NOT_FOUND);
  return c.json(await getFieldEquipment(c.get('db'), c.get('user'), id));
});

fieldEquipmentRoutes.post('/', requirePermission('view_field_equipment'), async (c) => {
  const input = await parseBody(c, IssueEquipmentSchema);
  return c.json(await issueEquipment(c.get('db'), c.get('user'), input), 201);
});

// The body is optional: the previous app version queued this call without one (return as Sağlam).
fieldEquipmentRoutes.put('/:id/return', requirePermission('view_field_equipment'), async (c) => {
  const id = idParam(c, 'id', FIELD_RECORD_NOT_FOUND);
  const input = await parseBody(c, ReturnEquipmentSchema);
  return c.json(await returnEquipment(c.get('db'), c.get('user'), id, input));
});

// Several hand-overs of one worker at once, with conditions and the worker's signature: all or nothing.
fieldEquipmentRoutes.post('/returns', requirePermission('view_field_equipment'), async (c) => {
  const input = await parseBody(c, ReturnBatchSchema);
  const result = await returnEquipmentBatch(c.get('db'), c.get('user'), input.items, {
    signature: input.signature,
    returnBatchId: input.return_batch_id,
    returnerSignature: input.returner_signature,
  });
  return c.json(result, 201);
});
