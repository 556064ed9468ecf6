// /api/transfers. Completing is offered by the spec's page without a gate: the page's permission
// (view_transfers) or complete_transfer is enough (docs/permissions.md).
import { Hono } from 'hono';
import { TRANSFER_CSV_COLUMNS, type TransferExportRow } from '@shared/exports';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { statusFilter, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import { CreateTransferSchema } from '@shared/schemas/operations';
import { TRANSFER_STATUSES } from '@shared/status';
import type { AppEnv } from '@server/http/context';
import { streamCsv } from '@server/http/csv-stream';
import { requirePermission } from '@server/http/guard';
import { jsonText } from '@server/http/json-text';
import { streamJsonArray } from '@server/http/list-stream';
import { exportRequest, pagedQuery, pageRequest } from '@server/http/page-params';
import { body, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { completeTransfer, createTransfer, getTransfer, listTransfersJsonPieces, pageTransfersJson } from './transfers.service';
import { answer, answerMedia } from '@server/http/answer';
import { TransferDetailAnswer } from '@server/http/answers/shared-transfer-repair-types';
import { TransferListAnswer } from '@server/http/answers/lists';

export const transfersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.transfer);
const TransferListQuery = pagedQuery({ status: statusFilter(TRANSFER_STATUSES), warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID) });

transfersRoutes.get(
  '/',
  requirePermission(...LIST_READ_PERMISSIONS['/transfers']),
  query(TransferListQuery),
  answer(TransferListAnswer),
  async (c) => {
    const q = c.req.valid('query');
    if (q.limit !== undefined) {
      return jsonText(
        c,
        await pageTransfersJson(
          c.get('db'),
          c.get('user'),
          { status: q.status, warehouseId: q.warehouse_id },
          pageRequest(q),
          c.get('caches').counts,
        ),
      );
    }
    // The whole list, streamed in keyset pieces built as JSON text by the database.
    return streamJsonArray(c, listTransfersJsonPieces(c.get('db'), c.get('user')));
  },
);

// Registered before '/:id': the whole filtered list as CSV, streamed.
transfersRoutes.get('/export', requirePermission('export_reports'), query(TransferListQuery), answerMedia('text/csv'), async (c) => {
  const q = c.req.valid('query');
  return streamCsv(
    c,
    'transferler',
    TRANSFER_CSV_COLUMNS,
    exportRequest(q),
    async (request) =>
      JSON.parse(
        await pageTransfersJson(
          c.get('db'),
          c.get('user'),
          { status: q.status, warehouseId: q.warehouse_id },
          request,
          c.get('caches').counts,
        ),
      ) as { items: TransferExportRow[]; next_cursor: string | null },
  );
});

transfersRoutes.get('/:id', requirePermission('view_transfers'), answer(TransferDetailAnswer), async (c) => {
  return c.json(await getTransfer(c.get('db'), c.get('user'), id(c)));
});

transfersRoutes.post(
  '/',
  requirePermission('create_transfer'),
  body(CreateTransferSchema),
  answer(TransferDetailAnswer, 201),
  async (c) => {
    const newId = await createTransfer(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json'));
    return c.json(await getTransfer(c.get('db'), c.get('user'), newId), 201);
  },
);

transfersRoutes.put('/:id/complete', requirePermission('view_transfers', 'complete_transfer'), answer(TransferDetailAnswer), async (c) => {
  const transferId = id(c);
  await completeTransfer(c.get('notifier'), c.get('db'), c.get('user'), transferId);
  return c.json(await getTransfer(c.get('db'), c.get('user'), transferId));
});
