// Issue 9 §3: two API processes on one PostgreSQL, 50 simulated clients issuing, returning,
// reporting and transferring random items for a bounded time; afterwards every invariant holds and
// the dashboard's counts match the rows.  Run: `DATABASE_URL=… npm run test:concurrency`.
import postgres from 'postgres';
import { openDatabase } from '@server/db/client';
import { checkInvariants, statusCounts } from './invariants';
import { call, login, setUpInventory, startServerProcess, type ServerProcess } from './harness';
import { newTally, printTally, refreshSnapshot, runOne } from './workload';

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 20);

async function main(): Promise<number> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('DATABASE_URL gerekli (PostgreSQL).');
    return 2;
  }
  const name = `depo_concurrency_${Date.now().toString(36)}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(base);
  dbUrl.pathname = `/${name}`;

  const servers: ServerProcess[] = [];
  try {
    // The first process migrates and seeds; the second starts on the ready database.
    servers.push(await startServerProcess({ DATABASE_URL: dbUrl.toString() }, 4191));
    servers.push(await startServerProcess({ DATABASE_URL: dbUrl.toString() }, 4192));
    const urls = servers.map((s) => s.url);
    const { token, userId } = await login(urls[0]!);
    const inv = await setUpInventory(urls[0]!, token, 60, 20);

    let snap = await refreshSnapshot(urls[0]!, token);
    const deadline = Date.now() + SECONDS * 1000;
    const poller = (async () => {
      while (Date.now() < deadline) {
        snap = await refreshSnapshot(urls[Math.floor(Math.random() * 2)]!, token);
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    const tally = newTally();
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const url = urls[i % 2]!;
        while (Date.now() < deadline) await runOne(url, token, userId, inv, snap, tally);
      }),
    );
    await poller;
    const seconds = (Date.now() - started) / 1000;

    console.log(`Eşzamanlılık: ${CLIENTS} istemci, 2 API süreci, ${seconds.toFixed(1)} s, PostgreSQL`);
    printTally(tally);

    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), maxConnections: 2 }, { migrate: false });
    // One check per invariant, the dashboard counts and "no server error"; the closing line is the
    // `N passed, M failed` CI adds up.
    const checks: boolean[] = [tally.serverErrors.length === 0];
    let failed = tally.serverErrors.length > 0;
    try {
      for (const report of await checkInvariants(database.db)) {
        console.log(`  ${report.violations.length === 0 ? 'tamam' : 'BOZUK'}  ${report.name}`);
        checks.push(report.violations.length === 0);
        if (report.violations.length) {
          failed = true;
          console.log(JSON.stringify(report.violations.slice(0, 5)));
        }
      }
      const counts = await statusCounts(database.db);
      const list = await call<Array<{ status: string }>>(urls[1]!, token, 'GET', '/equipment');
      const fromApi: Record<string, number> = {};
      for (const e of list.body) fromApi[e.status] = (fromApi[e.status] ?? 0) + 1;
      const same = JSON.stringify(Object.entries(counts).sort()) === JSON.stringify(Object.entries(fromApi).sort());
      console.log(`  ${same ? 'tamam' : 'BOZUK'}  gösterge sayıları satırlarla aynı ${JSON.stringify(counts)}`);
      checks.push(same);
      if (!same) failed = true;
    } finally {
      await database.close();
    }
    for (const e of tally.serverErrors.slice(0, 5)) console.log(`  sunucu hatası: ${e}`);
    const passed = checks.filter(Boolean).length;
    console.log(`${passed} passed, ${checks.length - passed} failed`);
    return failed ? 1 : 0;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

process.exitCode = await main();
