// Another API process on a suite's PostgreSQL database (no migrations: the suite's copy has them),
// for the suites that check what several processes do to one database. Prints `URL <address>` once
// it listens; stops on SIGTERM.
import { openDatabase } from '@server/db/client';
import { readConfig } from '@server/env';
import { startServer } from '@server/server';

const url = process.env.SUITE_DATABASE_URL;
if (!url) throw new Error('SUITE_DATABASE_URL eksik');
const database = await openDatabase({ kind: 'postgres', url, maxConnections: 5 }, { migrate: false });
const server = await startServer({ ...readConfig({}), port: 0, host: '127.0.0.1', logRequests: false }, { database });
console.log(`URL ${server.url}`);
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
