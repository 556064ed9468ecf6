// `npm run bench:charts`: the figures of issue 45 (docs/reports.md) on the large data (`seed.ts
// large`: 100k items, 300k hand-overs, 50k faults, 50k transfers), on PGlite and on PostgreSQL,
// the services called directly as the admin: the dashboard's charts, and the 'Raporlar' page's two
// reads (use and repair costs) for one year. Figures only, nothing asserted; the load average is
// printed beside them.
//
// Environment: BENCH_PGLITE_DIR (a work directory kept between runs: seeded once), BENCH_DATABASE_URL
// or DATABASE_URL (a PostgreSQL server; a temporary database is seeded and dropped), BENCH_PG_SEEDED (a
// database of that server already seeded by `seed.ts large`, used instead), BENCH_SKIP=postgres or pglite.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { dashboardCharts } from '@server/modules/reports/dashboard-charts.service';
import { repairCostReport, utilisationReport } from '@server/modules/reports/reports.service';
import { addDays, warehouseToday } from '@shared/local-day';
import { BENCH_ADMIN, fmt, median, run, table, TSX } from './lib';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const log = (line: string) => console.error(`[bench:charts] ${line}`);
const load = () => os.loadavg()[0]!.toFixed(2);

function seedLarge(env: NodeJS.ProcessEnv): number {
  log(`seeding the large data (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`);
  const result = run(process.execPath, [TSX, 'src/server/cli/seed.ts', 'large', '--force'], {
    ...env,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  if (result.status !== 0) throw new Error('seed:large failed');
  return result.seconds;
}

async function adminUser(db: Database['db']): Promise<AuthUser> {
  const [admin] = await queryRows<Omit<AuthUser, 'sessionId' | 'permissions' | 'warehouseIds'>>(
    db,
    sql`select id, first_name, last_name, email, tc_no, phone, role_id from users where email = ${BENCH_ADMIN.email}`,
  );
  const permissions = (await queryRows<{ name: string }>(db, sql`select name from permissions`)).map((p) => p.name);
  return { ...admin!, sessionId: randomUUID(), permissions, warehouseIds: [] };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

interface Figures {
  chartsMs: number;
  reportsMs: number;
  utilisationMs: number;
  repairCostsMs: number;
  load: string;
}

async function figures(database: Database): Promise<Figures> {
  const db = database.db;
  const user = await adminUser(db);
  const to = warehouseToday();
  const year = { from: addDays(to, -364), to };
  const chartsMs = await timed(() => dashboardCharts(db, user));
  const utilisationMs = await timed(() => utilisationReport(db, user, year));
  const repairCostsMs = await timed(() => repairCostReport(db, user, year));
  // The page asks for both at once.
  const reportsMs = await timed(() => Promise.all([utilisationReport(db, user, year), repairCostReport(db, user, year)]));
  return { chartsMs, reportsMs, utilisationMs, repairCostsMs, load: load() };
}

async function pglite(): Promise<Figures> {
  let work = process.env.BENCH_PGLITE_DIR;
  if (!work) {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'depo-charts-bench-'));
    process.on('exit', () => rmSync(fresh, { recursive: true, force: true }));
    work = fresh;
  }
  const dataDir = path.join(work, 'data');
  const stamp = path.join(work, 'seed.json');
  if (!existsSync(stamp)) {
    const seconds = seedLarge({ DATA_DIR: dataDir, DATABASE_URL: '' });
    writeFileSync(stamp, JSON.stringify({ seconds }));
  }
  // Brought to the current migrations (a kept directory may have been seeded before the last ones).
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await figures(database);
  } finally {
    await database.close();
  }
}

async function postgresFigures(): Promise<Figures | string> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (SKIP.has('postgres')) return 'skipped';
  // A database seeded by `seed.ts large` before (kept between runs: seeding takes 20 minutes and
  // more); brought to the current migrations, then only read.
  const seeded = process.env.BENCH_PG_SEEDED;
  if (seeded) {
    const database = await openDatabase({ kind: 'postgres', url: seeded });
    try {
      return await figures(database);
    } finally {
      await database.close();
    }
  }
  if (!url) return 'n/a: no PostgreSQL URL';
  const name = `depo_charts_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  try {
    seedLarge({ DATABASE_URL: own.toString(), DATA_DIR: '' });
    const database = await openDatabase({ kind: 'postgres', url: own.toString() }, { migrate: false });
    try {
      return await figures(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const lite: Figures | string = SKIP.has('pglite') ? 'skipped' : await pglite();
  const pg = await postgresFigures();
  const col = (f: (x: Figures) => string) => (typeof pg === 'string' ? pg : f(pg));
  const liteCol = (f: (x: Figures) => string) => (typeof lite === 'string' ? lite : f(lite));
  console.log(
    table(
      ['charts and reports (100k items, 300k hand-overs, 50k faults)', 'PGlite', 'PostgreSQL', 'target'],
      [
        ["the dashboard's charts", liteCol((x) => fmt.ms(x.chartsMs)), col((x) => fmt.ms(x.chartsMs)), '≤ 300 ms'],
        ["'Raporlar' for one year (both reads at once)", liteCol((x) => fmt.ms(x.reportsMs)), col((x) => fmt.ms(x.reportsMs)), '≤ 1 s'],
        ['  use of the items', liteCol((x) => fmt.ms(x.utilisationMs)), col((x) => fmt.ms(x.utilisationMs)), ''],
        ['  repair costs', liteCol((x) => fmt.ms(x.repairCostsMs)), col((x) => fmt.ms(x.repairCostsMs)), ''],
        ['load average (1 min) at the reads', liteCol((x) => x.load), col((x) => x.load), ''],
      ],
    ),
  );
}

await main();
