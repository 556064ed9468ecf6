// /api/transfers. Completing is offered by the spec's page without a gate: the page's permission
// (view_transfers) or complete_transfer is enough (docs/permissions.md).
import { Hono } from 'hono';
import { TRANSFER_CSV_COLUMNS } from '@shared/exports';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { statusFilter, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import { CreateTransferSchema } from '@shared/schemas/operations';
import { TRANSFER_STATUSES } from '@shared/status';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { jsonPagesRoutes, pagesFor } from '@server/http/json-pages';
import { pagedQuery } from '@server/http/page-params';
import { body } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { completeTransfer, createTransfer, getTransfer, listTransfersJsonPieces, pageTransfersJson } from './transfers.service';
import { answer } from '@server/http/answer';
import { TransferDetailAnswer } from '@server/http/answers/shared-transfer-repair-types';
import { TransferListAnswer } from '@server/http/answers/lists';

export const transfersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.transfer);
const TransferListQuery = pagedQuery({ status: statusFilter(TRANSFER_STATUSES), warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID) });

jsonPagesRoutes(transfersRoutes, {
  read: LIST_READ_PERMISSIONS['/transfers'],
  query: TransferListQuery,
  answer: TransferListAnswer,
  csv: { name: 'transferler', columns: TRANSFER_CSV_COLUMNS },
  pages: (c, q) => pagesFor(c, pageTransfersJson, { status: q.status, warehouseId: q.warehouse_id }),
  whole: listTransfersJsonPieces,
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
