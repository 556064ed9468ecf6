// /api/kvkk (manage_personal_data, docs/kvkk.md): the retention periods, a run now, the destruction
// log, a worker's legal hold and their data-subject export.
import { desc, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { KVKK_MESSAGES, LegalHoldSchema, LegalReleaseSchema, RetentionSettingsSchema, type DestructionLogAnswer } from '@shared/kvkk';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId } from '@server/http/route-input';
import { destructionLog, retentionRuns } from '@server/db/kvkk-schema';
import { clearLegalHold, setLegalHold, workerRetentionState } from './legal-hold';
import { DESTRUCTION_LOG_YEARS } from './prune-logs';
import { runAnswer, runRetentionNow } from './retention-run';
import { readRetention, saveRetention } from './retention-settings';
import { exportWorker } from './worker-export';
import { answer } from '@server/http/answer';
import {
  RetentionSettingsAnswer,
  RetentionRunAnswer,
  DestructionLogAnswerAnswer,
  WorkerRetentionStateAnswer,
} from '@server/http/answers/shared-kvkk';
import { KvkkWorkersByIdExportGetAnswer } from '@server/http/answers/kvkk';

export const kvkkRoutes = new Hono<AppEnv>();

kvkkRoutes.use('*', requirePermission('manage_personal_data'));

kvkkRoutes.get('/settings', answer(RetentionSettingsAnswer), async (c) => c.json(await readRetention(c.get('db'))));

kvkkRoutes.put('/settings', body(RetentionSettingsSchema), answer(RetentionSettingsAnswer), async (c) => {
  return c.json(await saveRetention(c.get('db'), c.get('user'), c.req.valid('json')));
});

kvkkRoutes.post('/runs', body(v.object({})), answer(RetentionRunAnswer, 201), async (c) => {
  const logger = c.get('logger');
  return c.json(await runRetentionNow(c.get('db'), c.get('user').id, (error) => logger.error('[kvkk] imha', error)), 201);
});

/** The newest 50 runs and 500 destruction rows (of the three years kept). */
kvkkRoutes.get('/destructions', answer(DestructionLogAnswerAnswer), async (c) => {
  const db = c.get('db');
  const since = new Date();
  since.setFullYear(since.getFullYear() - DESTRUCTION_LOG_YEARS);
  const runs = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.started_at)).limit(50);
  const entries = await db.select().from(destructionLog).where(gte(destructionLog.at, since)).orderBy(desc(destructionLog.id)).limit(500);
  const answer: DestructionLogAnswer = {
    runs: runs.map(runAnswer),
    entries: entries.map((e) => ({
      id: e.id,
      run_id: e.run_id,
      record_type: e.record_type,
      record_id: e.record_id,
      action: e.action === 'anonymised' ? 'anonymised' : 'deleted',
      detail: e.detail ?? null,
      at: e.at.toISOString(),
    })),
  };
  return c.json(answer);
});

kvkkRoutes.get('/workers/:id', pathId(KVKK_MESSAGES.workerNotFound), answer(WorkerRetentionStateAnswer), async (c) => {
  return c.json(await workerRetentionState(c.get('db'), c.req.valid('param').id));
});

kvkkRoutes.post(
  '/workers/:id/hold',
  pathId(KVKK_MESSAGES.workerNotFound),
  body(LegalHoldSchema),
  answer(WorkerRetentionStateAnswer),
  async (c) => {
    return c.json(await setLegalHold(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason));
  },
);

kvkkRoutes.post(
  '/workers/:id/release',
  pathId(KVKK_MESSAGES.workerNotFound),
  body(LegalReleaseSchema),
  answer(WorkerRetentionStateAnswer),
  async (c) => {
    return c.json(await clearLegalHold(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason));
  },
);

kvkkRoutes.get('/workers/:id/export', pathId(KVKK_MESSAGES.workerNotFound), answer(KvkkWorkersByIdExportGetAnswer), async (c) => {
  const id = c.req.valid('param').id;
  const file = await exportWorker(c.get('db'), c.get('user'), id);
  c.header('content-disposition', `attachment; filename="kvkk-isci-${id}.json"`);
  return c.json(file);
});
