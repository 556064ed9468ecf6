// A KVKK destruction run (docs/kvkk.md): workers whose time has passed are anonymised one per
// transaction (a fault rolls back that worker alone and is counted; the next run tries again), then
// the logs past their time are deleted. Started by hand ('Şimdi çalıştır') or by the job queue's
// tick, once a month (the month is claimed in `retention_runs.period`, so one process runs it).
import { eq, sql } from 'drizzle-orm';
import type { RetentionCounts, RetentionRun } from '@shared/kvkk';
import { warehouseToday } from '@shared/local-day';
import type { Db } from '@server/db/client';
import { retentionRuns } from '@server/db/kvkk-schema';
import { queryRows } from '@server/db/sql';
import { anonymiseWorker, dueWorkersSql } from './anonymise-worker';
import { pruneLogs } from './prune-logs';
import { readRetention } from './retention-settings';

const emptyCounts = (): RetentionCounts => ({
  workers: 0,
  documents: 0,
  notifications: 0,
  webhook_deliveries: 0,
  sessions: 0,
  login_attempts: 0,
  api_token_calls: 0,
  destruction_log: 0,
  held: 0,
  failed: 0,
});

export function runAnswer(row: typeof retentionRuns.$inferSelect): RetentionRun {
  return {
    id: row.id,
    trigger: row.trigger === 'schedule' ? 'schedule' : 'manual',
    started_by: row.started_by,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    status: row.status === 'done' ? 'done' : row.status === 'failed' ? 'failed' : 'running',
    counts: row.counts,
    error: row.error,
  };
}

async function carryOut(db: Db, runId: string, onError?: (error: unknown) => void): Promise<RetentionRun> {
  const counts = emptyCounts();
  let failure: string | null = null;
  try {
    const settings = await readRetention(db);
    for (const due of await queryRows<{ id: string; held: boolean }>(db, dueWorkersSql(settings.worker_years))) {
      if (due.held) {
        counts.held += 1;
        continue;
      }
      try {
        const documents = await db.transaction((tx) => anonymiseWorker(tx, due.id, settings.worker_years, runId));
        if (documents !== false) {
          counts.workers += 1;
          counts.documents += documents;
        }
      } catch (error) {
        counts.failed += 1;
        onError?.(error);
      }
    }
    await pruneLogs(db, settings, runId, counts);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    onError?.(error);
  }
  const [row] = await db
    .update(retentionRuns)
    .set({ status: failure ? 'failed' : 'done', finished_at: new Date(), counts: { ...counts }, error: failure })
    .where(eq(retentionRuns.id, runId))
    .returning();
  return runAnswer(row!);
}

/** 'Şimdi çalıştır': a run now, answered when it has finished. */
export async function runRetentionNow(db: Db, userId: string, onError?: (error: unknown) => void): Promise<RetentionRun> {
  const [run] = await db.insert(retentionRuns).values({ trigger: 'manual', started_by: userId }).returning();
  return carryOut(db, run!.id, onError);
}

/** The job queue's tick: the month's run, when no process has made it yet. */
export async function retentionTick(db: Db, now: Date, onError?: (error: unknown) => void): Promise<RetentionRun | null> {
  const period = warehouseToday(now).slice(0, 7);
  const [claimed] = await queryRows<{ id: string }>(
    db,
    sql`insert into retention_runs (trigger, period) values ('schedule', ${period}) on conflict (period) do nothing returning id`,
  );
  return claimed ? carryOut(db, claimed.id, onError) : null;
}
