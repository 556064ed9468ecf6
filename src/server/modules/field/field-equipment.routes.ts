// /api/field-equipment: hand-over list, detail, issue and return (spec 02 §2 "Field equipment").
// The screens have no gate of their own, so the writes require the area's view permission
// (DESIGN.md §4); the list is also read by the dashboard.
import { Hono, type Context } from 'hono';
import { IDEMPOTENCY_HEADER, IMMEDIATE_SEND, SEND_MODE_HEADER } from '@shared/idempotency';
import { FIELD_CSV_COLUMNS, overdueCsvColumns } from '@shared/exports';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { warehouseToday } from '@shared/local-day';
import { NOT_FOUND } from '@shared/not-found';
import { sinceParam, STATUS_FILTER_INVALID, statusFilter, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import { IssueEquipmentSchema, ReturnBatchSchema, ReturnEquipmentSchema } from '@shared/schemas/operations';
import { FIELD_FILTER_STATUSES, type FieldFilterStatus } from '@shared/status';
import type { AppEnv } from '@server/http/context';
import { streamCsv } from '@server/http/csv-stream';
import { deltaClose } from '@server/http/delta';
import { badRequest } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { pagesFor } from '@server/http/json-pages';
import { streamJsonArray } from '@server/http/list-stream';
import { exportRequest, pagedQuery, pageRequest } from '@server/http/page-params';
import { body, MB, pathId, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { getFieldEquipment, listFieldEquipmentJsonPieces, listOverdueFieldEquipment, pageFieldEquipment } from './field-equipment.service';
import { issueEquipment } from './field-issue';
import { checkPhotos } from '../photos/photo-file';
import { placePhotos, photoStoreFor } from '../photos/photo-store';
import { damageNoteRequired, returnEquipment, returnEquipmentBatch } from './field-return';
import { answer, answerMedia } from '@server/http/answer';
import { FieldEquipmentGetAnswer, FieldEquipmentOverdueGetAnswer } from '@server/http/answers/field';
import {
  FieldEquipmentDetailAnswer,
  IssuedRecordAnswer,
  ReturnedRecordAnswer,
  ReturnBatchAnswerAnswer,
} from '@server/http/answers/shared-api-types';

export const fieldEquipmentRoutes = new Hono<AppEnv>();

const FieldListQuery = pagedQuery({
  status: statusFilter(FIELD_FILTER_STATUSES),
  warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID),
  since: sinceParam,
});
const fieldPages = (c: Context<AppEnv>, q: { status?: FieldFilterStatus; warehouse_id?: string }) =>
  pagesFor(c, pageFieldEquipment, { status: q.status, warehouseId: q.warehouse_id });

// A signature (≤ 1 MB as a data URL) and the form's fields.
const SIGNED = { bytes: 2 * MB };

fieldEquipmentRoutes.get(
  '/',
  requirePermission(...LIST_READ_PERMISSIONS['/field-equipment']),
  query(FieldListQuery),
  answer(FieldEquipmentGetAnswer),
  async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const q = c.req.valid('query');
    if (q.limit !== undefined) {
      // One page of the history with the spec's search and filters (the list screen, the dashboard).
      return c.json(await fieldPages(c, q)(pageRequest(q)));
    }
    // The whole list (the mirror): `?status=active` lets a device's first sync skip the returned history.
    if (q.status === 'overdue') throw badRequest(STATUS_FILTER_INVALID);
    // Streamed in keyset pieces: a history of hundreds of thousands of hand-overs never sits in the
    // server's memory at once, nor does a delta owed to a device back after weeks away.
    if (q.since === undefined) return streamJsonArray(c, listFieldEquipmentJsonPieces(db, user, q.status));
    const close = await deltaClose(db, 'field_equipment', q.since);
    return streamJsonArray(c, listFieldEquipmentJsonPieces(db, user, q.status, undefined, q.since), '{"items":[', close);
  },
);

// Registered before '/:id': the whole filtered list as CSV, streamed (the screen holds one page).
fieldEquipmentRoutes.get('/export', requirePermission('export_reports'), query(FieldListQuery), answerMedia('text/csv'), async (c) => {
  const q = c.req.valid('query');
  const overdue = q.status === 'overdue';
  const columns = overdue ? overdueCsvColumns(warehouseToday()) : FIELD_CSV_COLUMNS;
  return streamCsv(c, overdue ? 'geciken-saha-ekipmanlari' : 'saha-ekipmanlari', columns, exportRequest(q), fieldPages(c, q));
});

// Registered before '/:id': active hand-overs past their expected return day (Europe/Istanbul).
fieldEquipmentRoutes.get('/overdue', requirePermission('view_field_equipment'), answer(FieldEquipmentOverdueGetAnswer), async (c) => {
  return c.json(await listOverdueFieldEquipment(c.get('db'), c.get('user')));
});

fieldEquipmentRoutes.get('/:id', requirePermission('view_field_equipment'), answer(FieldEquipmentDetailAnswer), async (c) => {
  return c.json(await getFieldEquipment(c.get('db'), c.get('user'), idParam(c, 'id', NOT_FOUND.handover)));
});

// Two signatures (≤ 1 MB each) and up to three condition photos (≤ 300 KB each, base64).
fieldEquipmentRoutes.post(
  '/',
  requirePermission('view_field_equipment'),
  body(IssueEquipmentSchema, { bytes: 4 * MB }),
  answer(IssuedRecordAnswer, 201),
  async (c) => {
    const input = c.req.valid('json');
    const photos = await placePhotos(photoStoreFor(c.get('config').photoStore), checkPhotos(input.photos));
    // A keyed request without the immediate mark is a queued entry: its stock lines land whatever the shelf says (docs/stock.md).
    const keyed = (c.req.header(IDEMPOTENCY_HEADER) ?? '').trim() !== '';
    const send = { keyed, queued: keyed && c.req.header(SEND_MODE_HEADER) !== IMMEDIATE_SEND };
    return c.json(await issueEquipment(c.get('notifier'), c.get('db'), c.get('user'), input, send, photos), 201);
  },
);

// The body is optional: the previous app version queued this call without one (return as Sağlam).
fieldEquipmentRoutes.put(
  '/:id/return',
  requirePermission('view_field_equipment'),
  pathId(NOT_FOUND.handover),
  body(ReturnEquipmentSchema, SIGNED),
  answer(ReturnedRecordAnswer),
  async (c) => {
    const id = c.req.valid('param').id;
    const noteRequired = damageNoteRequired((name) => c.req.header(name));
    return c.json(await returnEquipment(c.get('notifier'), c.get('db'), c.get('user'), id, c.req.valid('json'), noteRequired));
  },
);

// Several hand-overs of one worker at once, with conditions and the worker's signature: all or nothing.
// Two signatures (≤ 1 MB each) and up to ten condition photos (≤ 300 KB each, base64).
fieldEquipmentRoutes.post(
  '/returns',
  requirePermission('view_field_equipment'),
  body(ReturnBatchSchema, { bytes: 8 * MB }),
  answer(ReturnBatchAnswerAnswer, 201),
  async (c) => {
    const input = c.req.valid('json');
    const store = photoStoreFor(c.get('config').photoStore);
    const checked = input.items.map((i) => checkPhotos(i.photos));
    const items = await Promise.all(input.items.map(async (i, n) => ({ ...i, photos: await placePhotos(store, checked[n]!) })));
    const result = await returnEquipmentBatch(c.get('notifier'), c.get('db'), c.get('user'), items, {
      signature: input.signature,
      returnBatchId: input.return_batch_id,
      returnerSignature: input.returner_signature,
      refersTo: input.refers_to,
      noteRequired: damageNoteRequired((name) => c.req.header(name)),
    });
    return c.json(result, 201);
  },
);
