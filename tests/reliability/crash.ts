// Issue 9 §4: kill -9 the server in the middle of a write burst, on PGlite and on PostgreSQL; after
// a restart every invariant holds and no write that was answered 2xx is missing.
// Run: `npm run test:crash` (PostgreSQL too when DATABASE_URL is set).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type DatabaseConfig } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { checkInvariants } from './invariants';
import { login, setUpInventory, startServerProcess, type Inventory } from './harness';
import { newTally, refreshSnapshot, runOne, type Acked } from './workload';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CLIENTS = 10;
/** Acknowledged writes a round waits for before the kill. */
const MIN_ACKED = 5;

const TABLE: Record<Acked['kind'], { table: string; where: string }> = {
  field: { table: 'field_equipment', where: 'true' },
  broken: { table: 'broken_equipment', where: 'true' },
  transfer: { table: 'transfers', where: 'true' },
  return: { table: 'field_equipment', where: "status = 'returned'" },
  complete_transfer: { table: 'transfers', where: "status = 'completed'" },
};

async function missingAcked(config: DatabaseConfig, acked: Acked[]): Promise<{ missing: Acked[]; violations: number }> {
  const database = await openDatabase(config, { migrate: false });
  try {
    const missing: Acked[] = [];
    for (const a of acked) {
      const { table, where } = TABLE[a.kind];
      const rows = await queryRows(database.db, sql`select 1 from ${sql.identifier(table)} where id = ${a.id} and ${sql.raw(where)}`);
      if (rows.length === 0) missing.push(a);
    }
    let violations = 0;
    for (const report of await checkInvariants(database.db)) {
      if (report.violations.length) {
        violations += report.violations.length;
        console.log(`    BOZUK ${report.name}: ${JSON.stringify(report.violations.slice(0, 3))}`);
      }
    }
    return { missing, violations };
  } finally {
    await database.close();
  }
}

let passedRounds = 0;
let failedRounds = 0;

async function crashRounds(label: string, env: Record<string, string>, dbConfig: DatabaseConfig, port: number): Promise<boolean> {
  let inv: Inventory | undefined;
  let totalAcked = 0;
  let ok = true;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServerProcess(env, port);
    const { token, userId } = await login(server.url);
    inv ??= await setUpInventory(server.url, token, 40, 10);
    const snap = await refreshSnapshot(server.url, token);
    const tally = newTally();
    // Killed at a random moment of the burst, but only once some writes were acknowledged: on a
    // loaded machine a fixed delay can fall before the first answer, and such a round proves nothing.
    const earliest = Date.now() + 800 + Math.random() * 1500;
    const giveUp = Date.now() + 30_000;
    let killed = false;
    const killer = (async () => {
      while (Date.now() < giveUp && (Date.now() < earliest || tally.acked.length < MIN_ACKED)) await new Promise((r) => setTimeout(r, 25));
      server.child.kill('SIGKILL');
      killed = true;
    })();
    let stopAt = Infinity;
    void killer.then(() => (stopAt = Date.now() + 500));
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!killed || Date.now() < stopAt) await runOne(server.url, token, userId, inv!, snap, tally);
      }),
    );
    await killer;
    await server.stop('SIGKILL');
    // Restart on the same data: recovery must bring back every acknowledged write.
    const again = await startServerProcess(env, port);
    await again.stop('SIGTERM');
    const { missing, violations } = await missingAcked(dbConfig, tally.acked);
    totalAcked += tally.acked.length;
    console.log(`  ${label} tur ${round}: ${tally.acked.length} onaylı yazma, kayıp ${missing.length}, bozuk değişmez ${violations}`);
    if (missing.length || violations || tally.acked.length === 0) ok = false;
    if (missing.length || violations || tally.acked.length === 0) failedRounds++;
    else passedRounds++;
  }
  console.log(`  ${label}: ${ROUNDS} kill -9, ${totalAcked} onaylı yazma, ${ok ? 'hiçbiri kaybolmadı' : 'KAYIP VAR'}`);
  return ok;
}

async function main(): Promise<number> {
  let ok = true;
  const dir = await mkdtemp(path.join(tmpdir(), 'depo-crash-'));
  try {
    const dataDir = path.join(dir, 'data');
    ok = (await crashRounds('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, { kind: 'pglite', dataDir }, 4193)) && ok;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `depo_crash_${Date.now().toString(36)}`;
    const adminUrl = new URL(base);
    adminUrl.pathname = '/postgres';
    const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      ok =
        (await crashRounds(
          'PostgreSQL',
          { DATABASE_URL: url.toString() },
          { kind: 'postgres', url: url.toString(), maxConnections: 2 },
          4194,
        )) && ok;
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  // The closing count line CI adds up: one check per round.
  console.log(`${passedRounds} passed, ${failedRounds} failed`);
  return ok ? 0 : 1;
}

process.exitCode = await main();
