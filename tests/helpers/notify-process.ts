// A separate server-side process for the notification suites (run with tsx): it opens the given
// database and either sends everything due (`send`, the kill -9 test) or starts the job queue and
// ticks once at a fixed time (`tick`, several processes on one PostgreSQL).
//   node --import tsx tests/helpers/notify-process.ts '<json: { mode, database, env, now }>'
import { openDatabase, type DatabaseConfig } from '@server/db/client';
import { readConfig } from '@server/env';
import { startNotifications } from '@server/modules/notifications/runtime';

interface Args {
  mode: 'send' | 'tick';
  database: DatabaseConfig;
  env: NodeJS.ProcessEnv;
  /** ISO time of the fixed clock. */
  now: string;
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const config = { ...readConfig(args.env), databaseUrl: args.database.kind === 'postgres' ? args.database.url : undefined };
const database = await openDatabase(args.database, { migrate: false });
const now = new Date(args.now);
const runtime = await startNotifications(database, config, { clock: () => now, workers: args.mode === 'tick' });
if (args.mode === 'send') {
  const sent = await runtime.drain(now);
  console.log(JSON.stringify({ sent }));
} else {
  const result = await runtime.tick(now);
  // Let the job queue's own worker run too (it may tick again: the claims keep it once).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  console.log(JSON.stringify(result));
}
await runtime.stop();
await database.close();
process.exit(0);
