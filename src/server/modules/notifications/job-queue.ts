// The kept job queue (pg-boss 10, docs/notifications.md): its cron schedule puts one tick job a
// minute into PostgreSQL, and one worker among all processes takes it (SKIP LOCKED). On the
// embedded database the same pg-boss runs over PGlite through its `db` adapter: PGlite answers
// one statement at a time and its transactions hold its lock, so pg-boss's own multi-statement
// commands run whole and never inside one of ours.
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { WAREHOUSE_TIME_ZONE } from '@shared/local-day';
import type { Database } from '@server/db/client';

export const TICK_QUEUE = 'notifications-tick';

function pgliteAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      // Without parameters pg-boss may send several statements (its migrations, BEGIN … COMMIT).
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export interface JobQueue {
  stop(): Promise<void>;
}

export async function startJobQueue(
  database: Database,
  databaseUrl: string | undefined,
  tick: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<JobQueue> {
  const common = { schema: 'pgboss', supervise: true, schedule: true, migrate: true } as const;
  // Never the driver's defaults from the environment: the queue lives in the server's own database.
  if (database.kind === 'postgres' && !databaseUrl) throw new Error('İş kuyruğu için PostgreSQL adresi bilinmiyor.');
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ ...common, db: pgliteAdapter(database.pglite) })
      : new PgBoss({ ...common, connectionString: databaseUrl, max: 2, application_name: 'depo-takip-jobs' });
  boss.on('error', onError);
  // The queue's own schema, queue and schedule are set up under the start-up lock (db/client.ts):
  // processes started together on an empty PostgreSQL otherwise create pg-boss's tables and
  // partitions at the same moment and one of them dies of a deadlock (issue 42).
  await database.startUp(async () => {
    await boss.start();
    await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: 'singleton', retryLimit: 2, retryDelay: 30, expireInSeconds: 300 });
    // Every minute in Istanbul time; each tick does what is due (runTick), each piece once a day.
    await boss.schedule(TICK_QUEUE, '* * * * *', {}, { tz: WAREHOUSE_TIME_ZONE });
  });
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await tick();
  });
  return {
    async stop() {
      await boss.stop({ graceful: false, wait: true, close: true });
    },
  };
}
