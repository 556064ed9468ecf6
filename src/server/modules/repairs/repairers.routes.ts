// /api/repairers. The list is also read by the completion modal's picker (view_malfunctions) and
// mirrored for offline use (`?since=`).
import { Hono } from 'hono';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import { NOT_FOUND } from '@shared/not-found';
import { RepairerSchema } from '@shared/schemas/operations';
import type { AppEnv } from '@server/http/context';
import { writeRoutes } from '@server/http/write-routes';
import { deltaListRoute } from '@server/http/delta-list-route';
import { requirePermission } from '@server/http/guard';
import { jsonText } from '@server/http/json-text';
import { pagedQuery, pageRequest } from '@server/http/page-params';
import { query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { pageBrokenJson } from './broken-row';
import { createRepairer, deleteRepairer, getRepairer, listRepairers, updateRepairer } from './repairers.service';
import { answer } from '@server/http/answer';
import { deltaList } from '@server/http/answers/common';
import { RepairerAnswer } from '@server/http/answers/reference';
import { RepairerDetailAnswer } from '@server/http/answers/shared-transfer-repair-types';

import { BrokenPageAnswer } from '@server/http/answers/lists';

export const repairersRoutes = new Hono<AppEnv>();

const id = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', NOT_FOUND.repairer);

deltaListRoute(repairersRoutes, {
  read: LIST_READ_PERMISSIONS['/repairers'],
  answer: deltaList(RepairerAnswer),
  table: 'repairers',
  list: listRepairers,
});

repairersRoutes.get('/:id', requirePermission('view_repairer_detail'), answer(RepairerDetailAnswer), async (c) => {
  return c.json(await getRepairer(c.get('db'), id(c)));
});

// The repairer's fault reports, one page at a time (10 unless `limit` says otherwise).
repairersRoutes.get(
  '/:id/history',
  requirePermission('view_repairer_detail'),
  query(pagedQuery({})),
  answer(BrokenPageAnswer),
  async (c) => {
    const repairerId = id(c);
    await getRepairer(c.get('db'), repairerId);
    return jsonText(
      c,
      await pageBrokenJson(c.get('db'), c.get('user'), { repairerId }, pageRequest(c.req.valid('query'), 10), c.get('caches').counts),
    );
  },
);

writeRoutes(repairersRoutes, {
  answer: RepairerAnswer,
  notFound: NOT_FOUND.repairer,
  createPermission: 'create_repairer',
  createBody: RepairerSchema,
  create: createRepairer,
  editPermission: 'edit_repairer',
  updateBody: RepairerSchema,
  update: updateRepairer,
  deletePermission: 'delete_repairer',
  remove: deleteRepairer,
});
