import { Hono } from 'hono';
import { WorkerSchema } from '@shared/schemas/workers';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { can, requirePermission } from '@server/http/guard';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import { exportParams, optionalChoice, pageParams, streamCsv, wantsPage } from '@server/http/paging';
import { streamJsonArray } from '@server/http/list-stream';
import { WORKER_HISTORY_CSV_COLUMNS } from '@shared/exports';
import { foldTurkish } from '@shared/search';
import { pageFieldEquipment, type FieldPageStatus } from '../field/field-equipment.service';
import {
  createWorker,
  deleteWorker,
  getWorker,
  listWorkerIds,
  listWorkersJsonPieces,
  updateWorker,
  WORKER_NOT_FOUND,
  workerEquipmentHistory,
} from './workers.service';

export const workersRoutes = new Hono<AppEnv>();

// The worker screens, the hand-over form's picker, and the dashboard's count (DESIGN.md §4).
workersRoutes.get('/', requirePermission('view_workers', 'view_field_equipment', 'view_dashboard'), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  if (!can(user, 'view_workers') && !can(user, 'view_field_equipment')) return c.json(await listWorkerIds(db));
  const since = sinceParam(c);
  // Streamed a piece at a time (20k workers are ~9 MB of JSON).
  if (!since) return streamJsonArray(c, listWorkersJsonPieces(db));
  const serverTime = deltaClock();
  const deleted = await deletedSince(db, 'workers', since);
  return streamJsonArray(c, listWorkersJsonPieces(db, since), '{"items":[', `],"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)}}`);
});

workersRoutes.get('/:id', requirePermission('view_workers'), async (c) =>
  c.json(await getWorker(c.get('db'), idParam(c, 'id', WORKER_NOT_FOUND))),
);

// With `?limit=` one page of the worker's hand-overs (overdue first, then newest first), with the
// counts the detail shows ('Toplam Alınan'; `status=active` for 'Şu Anda Üzerinde').
workersRoutes.get('/:id/equipment-history', requirePermission('view_workers'), async (c) => {
  const workerId = idParam(c, 'id', WORKER_NOT_FOUND);
  if (wantsPage(c)) {
    const status = optionalChoice<FieldPageStatus>(c, 'status', ['active', 'returned', 'overdue'], 'Geçersiz durum filtresi.');
    await getWorker(c.get('db'), workerId);
    return c.json(await pageFieldEquipment(c.get('db'), c.get('user'), { workerId, status, overdueFirst: true }, pageParams(c)));
  }
  return c.json(await workerEquipmentHistory(c.get('db'), c.get('user'), workerId));
});

// The worker's whole history as CSV, streamed (the screen holds one page).
workersRoutes.get('/:id/equipment-history/export', requirePermission('export_reports'), async (c) => {
  const workerId = idParam(c, 'id', WORKER_NOT_FOUND);
  const worker = await getWorker(c.get('db'), workerId);
  // A header carries ASCII only: the names folded the Turkish way, anything else dropped.
  const name = `isci-gecmisi-${foldTurkish(`${worker.first_name} ${worker.last_name}`)}`.replace(/\s+/g, '-').replace(/[^a-z0-9-]/g, '');
  return streamCsv(c, name, WORKER_HISTORY_CSV_COLUMNS, exportParams(c), (request) =>
    pageFieldEquipment(c.get('db'), c.get('user'), { workerId, overdueFirst: true }, request),
  );
});

workersRoutes.post('/', requirePermission('create_worker'), async (c) => {
  const input = await parseBody(c, WorkerSchema);
  return c.json(await createWorker(c.get('db'), c.get('user'), input), 201);
});

workersRoutes.put('/:id', requirePermission('edit_worker'), async (c) => {
  const id = idParam(c, 'id', WORKER_NOT_FOUND);
  const input = await parseBody(c, WorkerSchema);
  return c.json(await updateWorker(c.get('db'), c.get('user'), id, input));
});

workersRoutes.delete('/:id', requirePermission('delete_worker'), async (c) => {
  await deleteWorker(c.get('db'), c.get('user'), idParam(c, 'id', WORKER_NOT_FOUND));
  return c.json({ ok: true });
});
