// `npm run bench`: one table of figures measured in one run on this machine, on the large data
// (100k equipment, 20k workers, 300k hand-overs, 50k faults, 50k transfers). Figures only — this
// is not a test and asserts nothing; targets are printed beside the figures (docs/performance.md).
//
// Environment:
//   BENCH_PGLITE_DIR    work directory for the embedded database (seeded when empty; default: a new temp dir)
//   BENCH_PGLITE_PORT   the embedded server's port (default 4180)
//   BENCH_DATABASE_URL  PostgreSQL database for the second column (default: DATABASE_URL's server, else a
//                       local server on 5432/5433, database depo_bench; created and seeded when empty)
//   BENCH_BUILD_LOCK    lock file to hold while building a stale dist (shared machines)
//   BENCH_BROWSER_LOCK  lock file to hold while Chromium runs (shared machines)
//   BENCH_SECONDS       seconds per load run (default 10; the two big lists run twice as long)
//   BENCH_MEMORY_SETTINGS=0  start the servers without npm start's memory settings (src/server/cli/memory-settings.mjs)
//   BENCH_SKIP          comma list of parts to leave out: build, pglite, postgres, together, client, import, stocktake, notifications
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import postgres from 'postgres';
import { signatureDataUrl } from '@server/cli/signature-png';
import { importBench, importRows } from './import-bench';
import { deviceReadyRows } from './client-device-bench';
import { measureSignIn, signInRows } from './client-sign-in';
import { startTogetherBench, startTogetherRows } from './start-together';
import {
  fmt,
  handableIds,
  load,
  locked,
  login,
  median,
  memoryOf,
  ROOT,
  run,
  startServerProcess,
  snapshotClient,
  table,
  timed,
  TSX,
  BENCH_ADMIN,
  type LoadResult,
} from './lib';
import type { CheckDue } from '@shared/equipment-checks';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
/** A list version is trusted (cached, shared) once nothing changed for 5 s (equipment.service). */
const SETTLE_MS = 6000;
const PORTS = { pglite: Number(process.env.BENCH_PGLITE_PORT ?? 4180), postgres: 4181, client: 4182, ceiling: 4189 } as const;
const log = (line: string) => console.error(`[bench] ${line}`);

type Backend = 'pglite' | 'postgres';

interface ApiFigures {
  seedSeconds: number | null;
  startSeconds: number;
  launcher: string;
  listItems: number;
  listCold: { ms: number; bytes: number };
  listWarmMs: number;
  listGzip: { ms: number; bytes: number };
  rssAfterList: number;
  list: LoadResult;
  sinceItems: number;
  sinceSingleMs: number;
  since: LoadResult;
  fieldItems: number;
  fieldSingle: { ms: number; bytes: number };
  field: LoadResult | string;
  stampede: { oneMs: number; tenMs: number; afterLoadMs: number; tenUnchangedMs: number; oneWholeMs: number; tenWholeMs: number };
  /** The mirror's slim rows (`?fields=ids`): the whole list in one answer after a change, and the paged first download. */
  slim: { wholeMs: number; wholeBytes: number; firstPageMs: number; walkMs: number; pages: number; rows: number };
  pages: Array<{ name: string; firstMs: number; medianMs: number; bytes: number; total: number }>;
  /** The 1-minute load average as each step began, by the step's name (printed beside its figures). */
  loadAt: Record<string, string>;
  exportActive: { ms: number; bytes: number; lines: number };
  issue: LoadResult;
  login: LoadResult;
  rssEnd: number;
  rssPeak: number;
  listBody: Buffer;
}

// ---------------------------------------------------------------- build and data

async function ensureBuild(): Promise<void> {
  const start = (await import(path.join(ROOT, 'src/server/cli/start.mjs'))) as { buildIsStale(): boolean };
  if (!start.buildIsStale()) return;
  log('dist is stale: building');
  const [cmd, args] = locked(process.env.BENCH_BUILD_LOCK, 'npm', ['run', 'build']);
  const result = run(cmd, args);
  if (result.status !== 0) log('build failed: measuring with what dist holds (or the sources through tsx)');
}

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

/** The embedded database: seeded once per work directory, the seed time kept beside it. */
function preparePglite(): { dataDir: string; seedSeconds: number | null } {
  let work = process.env.BENCH_PGLITE_DIR;
  if (!work) {
    // A fresh directory is removed at the end; pass BENCH_PGLITE_DIR to keep the data between runs.
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'depo-bench-'));
    process.on('exit', () => rmSync(fresh, { recursive: true, force: true }));
    work = fresh;
  }
  const dataDir = path.join(work, 'data');
  const stamp = path.join(work, 'seed.json');
  if (existsSync(stamp)) return { dataDir, seedSeconds: (JSON.parse(readFileSync(stamp, 'utf8')) as { seconds: number }).seconds };
  const seconds = seedLarge({ DATA_DIR: dataDir, DATABASE_URL: '' });
  writeFileSync(stamp, JSON.stringify({ seconds, at: new Date().toISOString() }));
  return { dataDir, seedSeconds: seconds };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** PostgreSQL for the second column, or the reason there is none. */
async function preparePostgres(): Promise<{ url: string; seedSeconds: number | null } | { skipped: string }> {
  const candidates = process.env.BENCH_DATABASE_URL
    ? [process.env.BENCH_DATABASE_URL]
    : [
        ...(process.env.DATABASE_URL ? [withDatabase(process.env.DATABASE_URL, 'depo_bench')] : []),
        'postgres://postgres@127.0.0.1:5432/depo_bench',
        'postgres://postgres@127.0.0.1:5433/depo_bench',
      ];
  for (const url of candidates) {
    const name = new URL(url).pathname.slice(1);
    const admin = postgres(withDatabase(url, 'postgres'), { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      const exists = await admin`select 1 from pg_database where datname = ${name}`;
      if (exists.length === 0) await admin.unsafe(`create database "${name.replace(/"/g, '')}"`);
    } catch {
      await admin.end({ timeout: 1 }).catch(() => {});
      continue;
    }
    const db = postgres(url, { max: 1, onnotice: () => {} });
    try {
      // Two steps: PostgreSQL resolves every table a statement names before running it.
      const [table] = await db`select to_regclass('public.equipment') is not null as present`;
      const [row] = table?.present ? await db`select count(*)::int as n from equipment` : [{ n: 0 }];
      let seedSeconds: number | null = null;
      if ((row?.n ?? 0) < 100_000) {
        seedSeconds = seedLarge({ DATABASE_URL: url, DATA_DIR: '' });
        await admin.unsafe(`comment on database "${name}" is '${JSON.stringify({ seed_seconds: seedSeconds })}'`);
      } else {
        const [c] = await admin`select shobj_description(oid, 'pg_database') as d from pg_database where datname = ${name}`;
        seedSeconds = c?.d ? ((JSON.parse(String(c.d)) as { seed_seconds?: number }).seed_seconds ?? null) : null;
      }
      return { url, seedSeconds };
    } finally {
      await db.end({ timeout: 1 });
      await admin.end({ timeout: 1 });
    }
  }
  return { skipped: 'no PostgreSQL reachable (set BENCH_DATABASE_URL)' };
}

// ---------------------------------------------------------------- API

/** The history first pages measured, in the table's order. */
const HISTORY_PAGE_NAMES = [
  'hand-overs',
  'hand-overs, search "ali"',
  "hand-overs, search of an item's serial (a few matches)",
  'hand-overs, search of a document number',
  'hand-overs, Sahada',
  'faults',
  'transfers',
  "a worker's history",
  "an item's hand-overs",
  "an item's faults",
  "an item's transfers",
  "a repairer's history",
  "a depot's hand-overs",
  "a depot's transfers",
];

interface ListRow {
  id: string;
  status: string;
  serial_number: string;
  check_due?: CheckDue[] | null;
  updated_at: string;
  brand_id: string | null;
  category_id: string | null;
  warehouse_id: string | null;
}

async function apiBench(backend: Backend, env: NodeJS.ProcessEnv, seedSeconds: number | null): Promise<ApiFigures> {
  log(`${backend}: starting the server`);
  const server = await startServerProcess(PORTS[backend], env);
  try {
    const token = await login(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const listUrl = `${server.url}/api/equipment`;
    // Each step's line says where the server's memory stood when it began (RSS, and VmHWM: the peak so
    // far), so the step that set the run's peak is the one before the line where VmHWM rose.
    const loadAt: ApiFigures['loadAt'] = {};
    const step = (what: string) => {
      const m = memoryOf(server.pid);
      loadAt[what] = os.loadavg()[0]!.toFixed(1);
      log(`${backend}: ${what} (server RSS ${m.rss.toFixed(0)} MB, peak so far ${m.peak.toFixed(0)} MB, load ${loadAt[what]})`);
    };

    step(`GET /equipment`);
    const cold = await timed(listUrl, auth);
    if (cold.status !== 200) throw new Error(`GET /equipment answered ${cold.status}`);
    const rssAfterList = memoryOf(server.pid).rss;
    const warm = [];
    for (let i = 0; i < 3; i++) warm.push((await timed(listUrl, auth)).ms);
    const gzip = await timed(listUrl, { ...auth, 'accept-encoding': 'gzip' });
    const rows = JSON.parse(cold.body.toString('utf8')) as ListRow[];

    // `since` such that the last 100 changes come back: a client that synced a little while ago.
    const stamps = rows
      .map((r) => r.updated_at)
      .sort()
      .reverse();
    const since = stamps[Math.min(100, stamps.length - 1)] ?? new Date().toISOString();
    const sinceUrl = `/api/equipment?since=${encodeURIComponent(since)}`;
    const sinceOne = await timed(`${server.url}${sinceUrl}`, auth);
    const sinceItems = (JSON.parse(sinceOne.body.toString('utf8')) as { items: unknown[] }).items.length;
    const sinceTimes = [sinceOne.ms];
    for (let i = 0; i < 4; i++) sinceTimes.push((await timed(`${server.url}${sinceUrl}`, auth)).ms);

    const list = await load(server.url, {
      connections: 2,
      duration: SECONDS * 2,
      timeout: 120,
      requests: [{ method: 'GET', path: '/api/equipment', headers: auth }],
    });
    step(`GET /equipment?since`);
    const sinceLoad = await load(server.url, {
      connections: 10,
      duration: SECONDS,
      requests: [{ method: 'GET', path: sinceUrl, headers: auth }],
    });

    step(`POST /field-equipment`);
    const workersRes = await timed(`${server.url}/api/workers`, auth);
    const workers = (JSON.parse(workersRes.body.toString('utf8')) as { id: string }[]).map((w) => w.id);
    // The pool: items a hand-over may take now (handableIds), in random order; each hand-over takes one.
    const pool = handableIds(rows);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
    }
    const signature = signatureDataUrl(4242, 600, 200);
    let next = 0;
    const issue = await load(server.url, {
      connections: 10,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/field-equipment',
          setupRequest: (req) => ({
            ...req,
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              equipment_id: pool[next++ % pool.length],
              worker_id: workers[next % workers.length],
              team_leader_id: null,
              signature,
              batch_id: randomUUID(),
            }),
          }),
        },
      ],
    });

    // Stampede: after a change has settled, one tablet's fetch against ten at once (single flight:
    // the ten share one build). Each round starts from a new version (one more hand-over).
    step(`10 concurrent first fetches after a change`);
    const change = async () => {
      const res = await fetch(`${server.url}/api/field-equipment`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          equipment_id: pool[next++ % pool.length],
          worker_id: workers[next % workers.length],
          team_leader_id: null,
          signature,
          batch_id: randomUUID(),
        }),
      });
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    };
    // The first fetch after the hand-over load: most blocks of the kept list changed, so it is
    // built whole. Then one hand-over: only the block holding that item is built again.
    await change();
    const afterLoad = await timed(listUrl, { ...auth, 'accept-encoding': 'gzip' });
    await change();
    const oneFetch = await timed(listUrl, { ...auth, 'accept-encoding': 'gzip' });
    await change();
    const tenStart = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => timed(listUrl, { ...auth, 'accept-encoding': 'gzip' })));
    const tenMs = performance.now() - tenStart;
    // The same ten with nothing changed: what sending ten copies of the answer costs by itself.
    const sameStart = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => timed(listUrl, { ...auth, 'accept-encoding': 'gzip' })));
    const tenUnchangedMs = performance.now() - sameStart;
    // The stampede as it was first seen: a change that makes the list be built whole (an item
    // added and deleted: a deletion rebuilds every block), one fetch, then again with ten at once.
    const sample = rows.find((r) => r.brand_id && r.category_id && r.warehouse_id);
    const wholeChange = async () => {
      const created = await fetch(`${server.url}/api/equipment`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          serial_number: `BENCH-${randomUUID().slice(0, 8)}`,
          model: 'Bench',
          brand_id: sample?.brand_id,
          category_id: sample?.category_id,
          warehouse_id: sample?.warehouse_id,
        }),
      });
      const { id } = (await created.json()) as { id: string };
      await (
        await fetch(`${server.url}/api/equipment/${id}`, { method: 'DELETE', headers: { ...auth, 'idempotency-key': randomUUID() } })
      ).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    };
    await wholeChange();
    const oneWhole = await timed(listUrl, { ...auth, 'accept-encoding': 'gzip' });
    await wholeChange();
    const tenWholeStart = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => timed(listUrl, { ...auth, 'accept-encoding': 'gzip' })));
    const stampede = {
      oneMs: oneFetch.ms,
      tenMs,
      afterLoadMs: afterLoad.ms,
      tenUnchangedMs,
      oneWholeMs: oneWhole.ms,
      tenWholeMs: performance.now() - tenWholeStart,
    };

    // What a device asks for instead (docs/offline.md): slim rows, the whole list right after a
    // change, then the paged first download (5,000 rows a page, cursor from page to page).
    step(`slim equipment rows (the mirror's download)`);
    await change();
    const epoch = encodeURIComponent(new Date(0).toISOString());
    const slimWhole = await timed(`${server.url}/api/equipment?since=${epoch}&fields=ids`, auth);
    const walkStart = performance.now();
    let firstPageMs = NaN;
    let slimPages = 0;
    let slimRows = 0;
    let after: string | null = null;
    do {
      const page = await timed(
        `${server.url}/api/equipment?since=${epoch}&fields=ids&limit=5000${after ? `&after=${encodeURIComponent(after)}` : ''}`,
        auth,
      );
      if (page.status !== 200) throw new Error(`slim page answered ${page.status}`);
      if (slimPages === 0) firstPageMs = page.ms;
      const body = JSON.parse(page.body.toString('utf8')) as { items: unknown[]; next_cursor: string | null };
      slimPages++;
      slimRows += body.items.length;
      after = body.next_cursor;
    } while (after);
    const slim = {
      wholeMs: slimWhole.ms,
      wholeBytes: slimWhole.bytes,
      firstPageMs,
      walkMs: performance.now() - walkStart,
      pages: slimPages,
      rows: slimRows,
    };

    // The history screens' first pages (10 rows, counts included): the first call, then a median of 5.
    step(`history first pages`);
    const pages: ApiFigures['pages'] = [];
    const firstId = async (path: string) =>
      (JSON.parse((await timed(`${server.url}${path}`, auth)).body.toString('utf8')) as { id: string }[])[0]?.id ?? '';
    const [warehouseId, repairerId] = await Promise.all([firstId('/api/warehouses'), firstId('/api/repairers')]);
    // A returned hand-over's serial (its item has a few hand-overs) and document number: the searches
    // that match a few rows, which the page reads from their ids (docs/performance.md).
    const returned = (
      JSON.parse((await timed(`${server.url}/api/field-equipment?limit=10&status=returned`, auth)).body.toString('utf8')) as {
        items: Array<{ equipment: { serial_number: string }; document: { number: string } | null }>;
      }
    ).items[3];
    const serial = encodeURIComponent(returned?.equipment.serial_number ?? '');
    const documentNumber = encodeURIComponent(returned?.document?.number ?? '');
    // The busiest worker and item of the seeded skew are not known here; the newest item and the
    // first worker stand for any: their histories are index probes however long the whole history.
    for (const [name, path] of [
      ["a worker's history", `/api/workers/${workers[0]}/equipment-history?limit=10`],
      ["an item's hand-overs", `/api/equipment/${rows[0]?.id}/field-history?limit=10`],
      ["an item's faults", `/api/equipment/${rows[0]?.id}/broken-history?limit=10`],
      ["an item's transfers", `/api/equipment/${rows[0]?.id}/transfer-history?limit=10`],
      ["a repairer's history", `/api/repairers/${repairerId}/history?limit=10`],
      ["a depot's hand-overs", `/api/field-equipment?limit=10&warehouse_id=${warehouseId}`],
      ["a depot's transfers", `/api/transfers?limit=10&warehouse_id=${warehouseId}`],
      ['hand-overs', '/api/field-equipment?limit=10'],
      ['hand-overs, search "ali"', '/api/field-equipment?limit=10&q=ali'],
      ["hand-overs, search of an item's serial (a few matches)", `/api/field-equipment?limit=10&q=${serial}`],
      ['hand-overs, search of a document number', `/api/field-equipment?limit=10&q=${documentNumber}`],
      ['hand-overs, Sahada', '/api/field-equipment?limit=10&status=active'],
      ['faults', '/api/broken-equipment?limit=10'],
      ['transfers', '/api/transfers?limit=10'],
    ] as const) {
      const first = await timed(`${server.url}${path}`, auth);
      const again: number[] = [];
      for (let i = 0; i < 5; i++) again.push((await timed(`${server.url}${path}`, auth)).ms);
      const total = first.status === 200 ? (JSON.parse(first.body.toString('utf8')) as { filtered: number }).filtered : NaN;
      pages.push({ name, firstMs: first.ms, medianMs: median(again), bytes: first.bytes, total });
    }
    step(`CSV export of the active hand-overs`);
    const exported = await timed(`${server.url}/api/field-equipment/export?status=active`, auth);
    const exportActive = { ms: exported.ms, bytes: exported.bytes, lines: exported.body.toString('utf8').split('\r\n').length - 2 };

    step(`POST /auth/login`);
    const loginLoad = await load(server.url, {
      connections: 10,
      duration: SECONDS,
      requests: [
        { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) },
      ],
    });
    // Last: the hand-overs the mirror downloads on its first sync (the active ones, ~30k of 300k).
    // The screens page on the server; the whole 300k history is only ever streamed as CSV.
    step(`GET /field-equipment?status=active`);
    let field = { ms: NaN, bytes: 0, status: 0 };
    let fieldItems = 0;
    let fieldLoad: LoadResult | string = 'not run';
    try {
      const one = await timed(`${server.url}/api/field-equipment?status=active`, auth);
      field = one;
      fieldItems = one.status === 200 ? (JSON.parse(one.body.toString('utf8')) as unknown[]).length : 0;
      fieldLoad =
        one.ms > 5000
          ? await load(server.url, {
              connections: 1,
              amount: 2,
              timeout: 300,
              requests: [{ method: 'GET', path: '/api/field-equipment?status=active', headers: auth }],
            })
          : await load(server.url, {
              connections: 2,
              duration: SECONDS * 2,
              timeout: 120,
              requests: [{ method: 'GET', path: '/api/field-equipment?status=active', headers: auth }],
            });
    } catch (error) {
      fieldLoad = `failed: ${(error as Error).message}${server.child.exitCode !== null ? ' (the server died)' : ''}`;
    }
    if (server.child.exitCode === null) step('done');
    const end = server.child.exitCode === null ? memoryOf(server.pid) : { rss: NaN, peak: NaN };
    return {
      seedSeconds,
      startSeconds: server.startSeconds,
      launcher: server.launcher,
      listItems: rows.length,
      listCold: { ms: cold.ms, bytes: cold.bytes },
      listWarmMs: median(warm),
      listGzip: { ms: gzip.ms, bytes: gzip.bytes },
      rssAfterList,
      list,
      sinceItems,
      sinceSingleMs: median(sinceTimes),
      since: sinceLoad,
      fieldItems,
      fieldSingle: { ms: field.ms, bytes: field.bytes },
      field: fieldLoad,
      stampede,
      slim,
      pages,
      loadAt,
      exportActive,
      issue,
      login: loginLoad,
      rssEnd: end.rss,
      rssPeak: end.peak,
      listBody: cold.body,
    };
  } finally {
    await server.stop();
  }
}

/** The same list bytes from a bare node:http server: what the machine can move at all. */
async function ceiling(body: Buffer): Promise<LoadResult> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(PORTS.ceiling, '127.0.0.1', resolve));
  try {
    return await load(`http://127.0.0.1:${PORTS.ceiling}`, {
      connections: 2,
      duration: SECONDS * 2,
      requests: [{ method: 'GET', path: '/api/equipment' }],
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

// ---------------------------------------------------------------- client

interface ClientFigures {
  js?: number;
  jsWithEngine?: number;
  css?: number;
  files?: string[];
  navigationMs?: number | string;
  navigationOnlineMs?: number | string;
  wholeListMs?: number | string;
  wholeListOnlineMs?: number | string;
  revisitMs?: number | string;
  revisitOnlineMs?: number | string;
  firstDownloadMs?: number | string;
  keystrokeMs?: number | string;
  filterFnMs?: number | string;
  replayPerSecond?: number | string;
  notes?: string[];
}

/** The API part's sign-in load locks the bench account (the sign-in throttle); later parts sign in with it. */
const CLEAR_THROTTLE = `const { PGlite } = await import('@electric-sql/pglite');
const pg = await PGlite.create(process.argv[1]);
await pg.query('delete from login_throttle');
await pg.close();`;

function clientBench(dataDir: string | undefined, databaseUrl: string | undefined): ClientFigures {
  if (dataDir) spawnSync(process.execPath, ['--input-type=module', '-e', CLEAR_THROTTLE, dataDir], { cwd: ROOT, stdio: 'inherit' });
  const [cmd, args] = locked(process.env.BENCH_BROWSER_LOCK, process.execPath, [TSX, 'tests/bench/client-bench.ts']);
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BENCH_CLIENT_DATA_DIR: dataDir ?? '',
      BENCH_CLIENT_DATABASE_URL: databaseUrl ?? '',
      BENCH_CLIENT_PORT: String(PORTS.client),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = (result.stdout ?? '').split('\n').find((l) => l.startsWith('CLIENT_RESULT '));
  if (!line) return { notes: [`client bench failed (exit ${result.status})`] };
  return JSON.parse(line.slice('CLIENT_RESULT '.length)) as ClientFigures;
}

// ---------------------------------------------------------------- table

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${os.type()} ${os.release()}, Node ${process.versions.node}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join('/')}`;
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'yes' : 'NO');
function both(a: boolean | undefined, b: boolean | undefined): string {
  if (a === undefined && b === undefined) return '';
  if (b === undefined) return verdict(a);
  if (a === undefined) return verdict(b);
  return a === b ? verdict(a) : `PGlite ${verdict(a)}, PG ${verdict(b)}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join('/');
  if (!SKIP.has('build')) await ensureBuild();
  snapshotClient();
  const results: Partial<Record<Backend, ApiFigures>> = {};
  const notes: string[] = [];

  let pgliteDir: string | undefined;
  if (!SKIP.has('pglite')) {
    const p = preparePglite();
    pgliteDir = p.dataDir;
    results.pglite = await apiBench('pglite', { DATA_DIR: p.dataDir }, p.seedSeconds);
  }
  let pgUrl: string | undefined;
  if (!SKIP.has('postgres')) {
    const pg = await preparePostgres();
    if ('skipped' in pg) notes.push(`PostgreSQL column empty: ${pg.skipped}.`);
    else {
      pgUrl = pg.url;
      results.postgres = await apiBench('postgres', { DATABASE_URL: pg.url }, pg.seedSeconds);
    }
  }
  // Three servers started at once on an empty database of the same PostgreSQL (tests/bench/start-together.ts).
  const together =
    SKIP.has('together') || !pgUrl
      ? 'not measured'
      : await startTogetherBench(withDatabase(pgUrl, 'postgres')).catch((e: unknown) => String(e).slice(0, 120));
  const body = (results.pglite ?? results.postgres)?.listBody;
  log('ceiling: bare node:http');
  const top = body ? await ceiling(body) : undefined;
  // Import of 100k rows into a fresh database of each kind (tests/bench/import-bench.ts).
  const imports = SKIP.has('import') ? {} : await importBench({ pglite: !SKIP.has('pglite'), postgresUrl: pgUrl });
  const client: ClientFigures = SKIP.has('client')
    ? { notes: ['client part skipped'] }
    : clientBench(pgliteDir, pgliteDir ? undefined : pgUrl);
  const deviceRows = SKIP.has('client') ? [] : await deviceReadyRows(pgliteDir);
  const signIn = SKIP.has('client')
    ? []
    : signInRows(await measureSignIn(pgliteDir).catch((e: unknown) => `n/a: ${String(e).slice(0, 120)}`));

  const a = results.pglite;
  const b = results.postgres;
  const col = (f: (x: ApiFigures) => string) => [a ? f(a) : 'n/a', b ? f(b) : 'n/a'];
  const ok = (f: (x: ApiFigures) => boolean) => both(a ? f(a) : undefined, b ? f(b) : undefined);
  const ratio = (x: ApiFigures) => (top ? x.list.rps / top.rps : NaN);
  const cell = (v: number | string | undefined, unit: (n: number) => string) => (typeof v === 'number' ? unit(v) : (v ?? 'n/a'));
  const rows: string[][] = [
    [
      'seed:large (100k items, 20k workers, 300k hand-overs, 50k faults, 50k transfers)',
      ...col((x) => (x.seedSeconds === null ? 'reused' : fmt.s(x.seedSeconds))),
      'a few minutes',
      '',
    ],
    ['server start on the large data', ...col((x) => `${fmt.s(x.startSeconds)} (${x.launcher})`), '', ''],
    ...startTogetherRows(together),
    [
      'GET /equipment, one request, first (items, bytes)',
      ...col((x) => `${fmt.ms(x.listCold.ms)} (${x.listItems}, ${fmt.bytes(x.listCold.bytes)})`),
      '',
      '',
    ],
    [
      'GET /equipment, one request, warm (median of 3; load average as the step began)',
      ...col((x) => `${fmt.ms(x.listWarmMs)} (load ${x.loadAt['GET /equipment']})`),
      '≤ 1 s',
      ok((x) => x.listWarmMs <= 1000),
    ],
    [
      'GET /equipment, one request, gzip (bytes on the wire)',
      ...col((x) => `${fmt.ms(x.listGzip.ms)} (${fmt.bytes(x.listGzip.bytes)})`),
      '',
      '',
    ],
    ['GET /equipment under load (2 connections)', ...col((x) => fmt.load(x.list)), '', ''],
    ['ceiling: same bytes from bare node:http (2 connections)', top ? fmt.load(top) : 'n/a', top ? fmt.load(top) : 'n/a', '', ''],
    ['GET /equipment ÷ ceiling', ...col((x) => `${(ratio(x) * 100).toFixed(1)} %`), '≥ 50 %', ok((x) => ratio(x) >= 0.5)],
    [
      'GET /equipment?since=<recent> (items), one request, median of 5',
      ...col((x) => `${fmt.ms(x.sinceSingleMs)} (${x.sinceItems})`),
      '≤ 50 ms',
      ok((x) => x.sinceSingleMs <= 50),
    ],
    [
      'GET /equipment?since=<recent> under load (10 conn.; load average as the step began)',
      ...col((x) => `${fmt.load(x.since)} (load ${x.loadAt['GET /equipment?since']})`),
      'p50 ≤ 50 ms',
      ok((x) => x.since.p50 <= 50),
    ],
    [
      'GET /field-equipment?status=active (mirror sync), one request (items, bytes)',
      ...col((x) => `${fmt.ms(x.fieldSingle.ms)} (${x.fieldItems}, ${fmt.bytes(x.fieldSingle.bytes)})`),
      '',
      '',
    ],
    [
      'GET /field-equipment?status=active under load',
      ...col((x) => (typeof x.field === 'string' ? x.field : `${fmt.load(x.field)} (${x.field.connections} conn.)`)),
      '',
      '',
    ],
    // Restated (round 3): ten answers cost their sending even with nothing to build, measured in the same run.
    [
      'GET /equipment after a one-block change: 10 concurrent ÷ (one fetch + 10 concurrent unchanged)',
      ...col(
        (x) =>
          `${fmt.ms(x.stampede.tenMs)} ÷ (${fmt.ms(x.stampede.oneMs)} + ${fmt.ms(x.stampede.tenUnchangedMs)}) = ×${(x.stampede.tenMs / (x.stampede.oneMs + x.stampede.tenUnchangedMs)).toFixed(2)}`,
      ),
      '≤ ×1.3',
      ok((x) => x.stampede.tenMs <= 1.3 * (x.stampede.oneMs + x.stampede.tenUnchangedMs)),
    ],
    [
      'GET /equipment, first build after a change (cold list, nested names)',
      ...col((x) => fmt.ms(x.stampede.oneMs)),
      '≤ 1 s',
      ok((x) => x.stampede.oneMs <= 1000),
    ],
    [
      'GET /equipment, 10 concurrent with nothing changed (sending ten answers, no build)',
      ...col((x) => fmt.ms(x.stampede.tenUnchangedMs)),
      '',
      '',
    ],
    [
      'GET /equipment after a deletion (built whole): one fetch / 10 concurrent (slowest)',
      ...col(
        (x) =>
          `${fmt.ms(x.stampede.oneWholeMs)} / ${fmt.ms(x.stampede.tenWholeMs)} (×${(x.stampede.tenWholeMs / x.stampede.oneWholeMs).toFixed(2)})`,
      ),
      '10 ≤ 1.3 × one',
      ok((x) => x.stampede.tenWholeMs <= 1.3 * x.stampede.oneWholeMs),
    ],
    [
      'GET /equipment, first build after the hand-over load (every block changed: built whole)',
      ...col((x) => fmt.ms(x.stampede.afterLoadMs)),
      '',
      '',
    ],
    [
      'GET /equipment?fields=ids (slim rows), whole list right after a change (bytes; a device walks pages and deltas instead)',
      ...col((x) => `${fmt.ms(x.slim.wholeMs)} (${fmt.bytes(x.slim.wholeBytes)})`),
      '',
      '',
    ],
    [
      'slim first download, pages of 5,000: first page / whole walk (pages, rows)',
      ...col((x) => `${fmt.ms(x.slim.firstPageMs)} / ${fmt.ms(x.slim.walkMs)} (${x.slim.pages}, ${x.slim.rows})`),
      '',
      '',
    ],
    [
      'first search of a day: hand-overs "ali" over 300k, first call (its count not yet kept; load average as the step began)',
      ...col(
        (x) =>
          `${fmt.ms(x.pages.find((q) => q.name === 'hand-overs, search "ali"')?.firstMs ?? NaN)} (load ${x.loadAt['history first pages']})`,
      ),
      '≤ 300 ms',
      ok((x) => (x.pages.find((q) => q.name === 'hand-overs, search "ali"')?.firstMs ?? Infinity) <= 300),
    ],
    ...HISTORY_PAGE_NAMES.map((name) => [
      `first page of ${name} (?limit=10): first call / median of 5 (bytes, matching records)`,
      ...col((x) => {
        const p = x.pages.find((q) => q.name === name);
        return p ? `${fmt.ms(p.firstMs)} / ${fmt.ms(p.medianMs)} (${fmt.bytes(p.bytes)}, ${p.total})` : 'n/a';
      }),
      '≤ 100 ms, ≤ 50 KB',
      ok((x) => {
        const p = x.pages.find((q) => q.name === name);
        return !!p && p.medianMs <= 100 && p.bytes <= 50 * 1024;
      }),
    ]),
    [
      'CSV export of the active hand-overs, streamed (rows, bytes)',
      ...col((x) => `${fmt.ms(x.exportActive.ms)} (${x.exportActive.lines}, ${fmt.bytes(x.exportActive.bytes)})`),
      '',
      '',
    ],
    ['POST /field-equipment, signature, Idempotency-Key (10 conn.)', ...col((x) => fmt.load(x.issue)), '', ''],
    ['POST /auth/login, argon2id (10 conn.)', ...col((x) => fmt.load(x.login)), '', ''],
    ['server RSS after GET /equipment', ...col((x) => fmt.mb(x.rssAfterList)), '≤ 400 MB', ok((x) => x.rssAfterList <= 400)],
    [
      'server RSS after the run (peak)',
      ...col((x) => `${fmt.mb(x.rssEnd)} (${fmt.mb(x.rssPeak)})`),
      '≤ 400 MB',
      ok((x) => x.rssPeak <= 400),
    ],
    ...(SKIP.has('import') ? [] : importRows(imports)),
    [
      "client: first JS, sign-in → dashboard drawn, gzip (the build's count)",
      cell(client.js, fmt.kb),
      '',
      '≤ 140 KB',
      both(typeof client.js === 'number' ? client.js <= 140 * 1024 : undefined, undefined),
    ],
    [
      'client: … with what loads right after the first paint (device copy engine, outbox, sonner, …)',
      cell(client.jsWithEngine, fmt.kb),
      '',
      '≤ 190 KB',
      both(typeof client.jsWithEngine === 'number' ? client.jsWithEngine <= 190 * 1024 : undefined, undefined),
    ],
    ...signIn,
    ...deviceRows,
    ['client: initial CSS, gzip', cell(client.css, fmt.kb), '', '', ''],
    ['client: first download of the equipment list into the mirror (paged, 100k)', cell(client.firstDownloadMs, fmt.ms), '', '', ''],
    [
      'client: navigation → equipment list from mirror (100k), offline',
      cell(client.navigationMs, fmt.ms),
      '',
      '≤ 500 ms',
      both(typeof client.navigationMs === 'number' ? client.navigationMs <= 500 : undefined, undefined),
    ],
    [
      'client: navigation → equipment list from mirror (100k), online (delta call first)',
      cell(client.navigationOnlineMs, fmt.ms),
      '',
      '≤ 500 ms',
      both(typeof client.navigationOnlineMs === 'number' ? client.navigationOnlineMs <= 500 : undefined, undefined),
    ],
    ['client: … until the whole list is read (filters, search, exports), offline', cell(client.wholeListMs, fmt.ms), '', '', ''],
    ['client: … until the whole list is read (filters, search, exports), online', cell(client.wholeListOnlineMs, fmt.ms), '', '', ''],
    [
      'client: list revisited through the menu (no reload), offline',
      cell(client.revisitMs, fmt.ms),
      '',
      '≤ 500 ms',
      both(typeof client.revisitMs === 'number' ? client.revisitMs <= 500 : undefined, undefined),
    ],
    [
      'client: list revisited through the menu (no reload), online',
      cell(client.revisitOnlineMs, fmt.ms),
      '',
      '≤ 500 ms',
      both(typeof client.revisitOnlineMs === 'number' ? client.revisitOnlineMs <= 500 : undefined, undefined),
    ],
    [
      'client: one filter keystroke, 100k (screen)',
      cell(client.keystrokeMs, fmt.ms),
      '',
      '≤ 16 ms',
      both(typeof client.keystrokeMs === 'number' ? client.keystrokeMs <= 16 : undefined, undefined),
    ],
    [
      'client: one filter keystroke, 100k (filter function)',
      cell(client.filterFnMs, fmt.ms),
      '',
      '≤ 16 ms',
      both(typeof client.filterFnMs === 'number' ? client.filterFnMs <= 16 : undefined, undefined),
    ],
    [
      'client: outbox replay, 500 hand-overs with signatures',
      cell(client.replayPerSecond, (n) => `${n.toFixed(0)} entries/s`),
      '',
      '≥ 50/s',
      both(typeof client.replayPerSecond === 'number' ? client.replayPerSecond >= 50 : undefined, undefined),
    ],
  ];
  console.log(`\nDepo Takip benchmark — ${new Date().toISOString()}`);
  console.log(`Machine: ${machine()} at the end; ${loadAtStart} when the run started`);
  console.log(
    `Load runs: autocannon on loopback, ${SECONDS} s each (the two big lists ${SECONDS * 2} s). Client figures were taken against the ${pgliteDir ? 'PGlite' : 'PostgreSQL'} server.\n`,
  );
  console.log(table(['measure', 'PGlite', 'PostgreSQL', 'target', 'met'], rows));
  for (const n of [...notes, ...(client.notes ?? [])]) console.log(`- ${n}`);
  if (client.files?.length) console.log(`- first-page files: ${client.files.join(', ')}`);
  // The parts below make databases of their own on the server the PostgreSQL column used.
  const postgresServer = process.env.BENCH_DATABASE_URL || pgUrl || process.env.DATABASE_URL || '';
  if (!SKIP.has('stocktake')) {
    console.log('\nStocktake, a warehouse of 20,000 items (tests/bench/stocktake.bench.ts):\n');
    const [cmd, args] = locked(process.env.BENCH_BROWSER_LOCK, process.execPath, [TSX, 'tests/bench/stocktake.bench.ts']);
    spawnSync(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_DATABASE_URL: postgresServer },
    });
  }
  if (!SKIP.has('notifications')) {
    console.log('\nReminders: the scan, the digests, 1,000 e-mails (tests/bench/notifications.bench.ts):\n');
    spawnSync(process.execPath, [TSX, 'tests/bench/notifications.bench.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_DATABASE_URL: postgresServer },
    });
  }
  console.log(`\nWhole run: ${fmt.s((performance.now() - started) / 1000)}`);
}

await main();
