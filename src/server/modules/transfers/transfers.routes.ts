// /api/transfers. Completing is offered by the spec's page without a gate: the page's permission
// (view_transfers) or complete_transfer is enough (docs/permissions.md).
import { Hono } from 'hono';
import { CreateTransferSchema } from '@shared/schemas/operations';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { streamJsonArray } from '@server/http/list-stream';
import { idParam, parseBody } from '@server/http/validate';
import { completeTransfer, createTransfer, getTransfer, listTransfersJsonPieces, pageTransfersJson } from './transfers.service';
import { exportParams, jsonText, optionalChoice, optionalUuid, pageParams, streamCsv, wantsPage } from '@server/http/paging';
import { TRANSFER_CSV_COLUMNS, type TransferExportRow } from '@shared/exports';

export const transfersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Transfer bulunamadı.');

transfersRoutes.get('/', requirePermission('view_transfers', 'view_dashboard'), async (c) => {
  if (wantsPage(c)) {
    const status = optionalChoice(c, 'status', ['in_transit', 'completed'], 'Geçersiz durum filtresi.');
    const warehouseId = optionalUuid(c, 'warehouse_id', 'Geçersiz depo.');
    return jsonText(c, await pageTransfersJson(c.get('db'), c.get('user'), { status, warehouseId }, pageParams(c)));
  }
  // The whole list, streamed in keyset pieces built as JSON text by the database.
  return streamJsonArray(c, listTransfersJsonPieces(c.get('db'), c.get('user')));
});

// Registered before '/:id': the whole filtered list as CSV, streamed.
transfersRoutes.get('/export', requirePermission('export_reports'), async (c) => {
  const status = optionalChoice(c, 'status', ['in_transit', 'completed'], 'Geçersiz durum filtresi.');
  const warehouseId = optionalUuid(c, 'warehouse_id', 'Geçersiz depo.');
  return streamCsv(c, 'transferler', TRANSFER_CSV_COLUMNS, exportParams(c), async (request) =>
    JSON.parse(await pageTransfersJson(c.get('db'), c.get('user'), { status, warehouseId }, request)) as { items: TransferExportRow[]; next_cursor: string | null },
  );
});

transfersRoutes.get('/:id', requirePermission('view_transfers'), async (c) => {
  return c.json(await getTransfer(c.get('db'), c.get('user'), id(c)));
});

transfersRoutes.post('/', requirePermission('create_transfer'), async (c) => {
  const input = await parseBody(c, CreateTransferSchema);
  const newId = await createTransfer(c.get('db'), c.get('user'), input);
  return c.json(await getTransfer(c.get('db'), c.get('user'), newId), 201);
});

transfersRoutes.put('/:id/complete', requirePermission('view_transfers', 'complete_transfer'), async (c) => {
  const transferId = id(c);
  await completeTransfer(c.get('db'), c.get('user'), transferId);
  return c.json(await getTransfer(c.get('db'), c.get('user'), transferId));
});
