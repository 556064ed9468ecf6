import { Hono } from 'hono';
import * as v from 'valibot';
import { WORKER_HISTORY_CSV_COLUMNS } from '@shared/exports';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { sinceParam, statusFilter } from '@shared/schemas/list-query';
import { WorkerSchema, WorkerUpdateSchema } from '@shared/schemas/workers';
import { foldTurkish } from '@shared/search';
import { FIELD_FILTER_STATUSES } from '@shared/status';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { streamCsv } from '@server/http/csv-stream';
import { deltaClose } from '@server/http/delta';
import { can, requirePermission } from '@server/http/guard';
import { pagesFor } from '@server/http/json-pages';
import { streamJsonArray } from '@server/http/list-stream';
import { exportRequest, pagedQuery, pageRequest } from '@server/http/page-params';
import { query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { asSeenBy, seesNationalId } from '@server/http/national-id';
import { pageFieldEquipment } from '../field/field-equipment.service';
import { createWorker, deleteWorker, getWorker, listWorkerIds, listWorkersJsonPieces, updateWorker } from './workers.service';
import { answer, answerMedia } from '@server/http/answer';
import { WorkersGetAnswer, WorkerRowAnswer, WorkersByIdEquipmentHistoryGetAnswer } from '@server/http/answers/workers';

export const workersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.worker);

// The worker screens, the hand-over form's picker, and the dashboard's count (DESIGN.md §4).
workersRoutes.get(
  '/',
  requirePermission(...LIST_READ_PERMISSIONS['/workers']),
  query(v.object({ since: sinceParam })),
  answer(WorkersGetAnswer),
  async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    if (!can(user, 'view_workers') && !can(user, 'view_field_equipment')) return c.json(await listWorkerIds(db));
    const { since } = c.req.valid('query');
    // Streamed a piece at a time (20k workers are ~9 MB of JSON).
    const reveal = seesNationalId(user);
    if (!since) return streamJsonArray(c, listWorkersJsonPieces(db, undefined, undefined, reveal));
    return streamJsonArray(c, listWorkersJsonPieces(db, since, undefined, reveal), '{"items":[', await deltaClose(db, 'workers', since));
  },
);

workersRoutes.get('/:id', requirePermission('view_workers'), answer(WorkerRowAnswer), async (c) =>
  c.json(asSeenBy(c.get('user'), await getWorker(c.get('db'), id(c)))),
);

// One page of the worker's hand-overs (overdue first, then newest first; 10 unless `limit` says
// otherwise), with the counts the detail shows ('Toplam Alınan'; `status=active` for 'Şu Anda Üzerinde').
const WorkerHistoryQuery = pagedQuery({ status: statusFilter(FIELD_FILTER_STATUSES) });

workersRoutes.get(
  '/:id/equipment-history',
  requirePermission('view_workers'),
  query(WorkerHistoryQuery),
  answer(WorkersByIdEquipmentHistoryGetAnswer),
  async (c) => {
    const workerId = id(c);
    const q = c.req.valid('query');
    await getWorker(c.get('db'), workerId);
    return c.json(
      await pageFieldEquipment(
        c.get('db'),
        c.get('user'),
        { workerId, status: q.status, overdueFirst: true },
        pageRequest(q, 10),
        c.get('caches').counts,
      ),
    );
  },
);

// The worker's whole history as CSV, streamed (the screen holds one page).
workersRoutes.get(
  '/:id/equipment-history/export',
  requirePermission('export_reports'),
  query(WorkerHistoryQuery),
  answerMedia('text/csv'),
  async (c) => {
    const workerId = id(c);
    const worker = await getWorker(c.get('db'), workerId);
    // A header carries ASCII only: the names folded the Turkish way, anything else dropped.
    const name = `isci-gecmisi-${foldTurkish(`${worker.first_name} ${worker.last_name}`)}`.replace(/\s+/g, '-').replace(/[^a-z0-9-]/g, '');
    return streamCsv(
      c,
      name,
      WORKER_HISTORY_CSV_COLUMNS,
      exportRequest(c.req.valid('query')),
      pagesFor(c, pageFieldEquipment, { workerId, overdueFirst: true }),
    );
  },
);

writeRoutes(workersRoutes, {
  answer: WorkerRowAnswer,
  notFound: NOT_FOUND.worker,
  createPermission: 'create_worker',
  createBody: WorkerSchema,
  create: createWorker,
  editPermission: 'edit_worker',
  updateBody: WorkerUpdateSchema,
  update: updateWorker,
  deletePermission: 'delete_worker',
  remove: deleteWorker,
  shown: asSeenBy,
});
