// `npm run bench:stocktake` (also the last part of `npm run bench`): a count of a warehouse holding
// 20,000 items. Server: freezing the expected set at start, the live result, and closing (result
// written once), on PGlite and, when a PostgreSQL URL is given, on PostgreSQL. Tablet (Chromium):
// one read resolved from the mirrored equipment list, the live counters over 20,000 reads, and the
// result screen of 20,000 rows rendered. Figures only, nothing asserted (docs/stocktake.md).
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL server for the second column; a
// temporary database is created and dropped), BENCH_BROWSER_LOCK (lock file held while Chromium runs),
// BENCH_SKIP=postgres,client to leave parts out.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import postgres from 'postgres';
import { openDatabase, type Database } from '@server/db/client';
import * as s from '@server/db/schema';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import type { AuthUser } from '@server/http/context';
import { closeSession, getResult } from '@server/modules/stocktake/stocktake-result.service';
import { startStocktake } from '@server/modules/stocktake/stocktake.service';
import type { ResolveFigures } from './client/stocktake-entry';
import { fmt, median, ROOT, table } from './lib';

const ITEMS = 20_000;
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const log = (line: string) => console.error(`[bench:stocktake] ${line}`);

interface ServerFigures {
  startMs: number;
  liveResultMs: number;
  closeMs: number;
  closedResultMs: number;
}

async function serverBench(database: Database): Promise<ServerFigures> {
  const db = database.db;
  await seedPermissions(db);
  await ensureAdmin(db, { email: 'bench@depo.local', password: 'bench-sifre-123' });
  const [admin] = await db.select().from(s.users).limit(1);
  const user: AuthUser = { ...admin!, sessionId: randomUUID(), permissions: ['manage_stocktake'], warehouseIds: [] };
  const [wh] = await db.insert(s.warehouses).values({ name: 'Ana Depo', location: 'İstanbul' }).returning();
  const [other] = await db.insert(s.warehouses).values({ name: 'Şube Depo', location: 'İzmir' }).returning();
  const [brand] = await db.insert(s.brands).values({ name: 'Bosch' }).returning();
  // 20,000 items on the shelf and 500 elsewhere, in one statement each.
  await db.execute(sql`insert into ${s.equipment} (serial_number, model, brand_id, warehouse_id, status)
    select 'SAY-' || lpad(g::text, 6, '0'), 'GSH 11 VC', ${brand!.id}::uuid, ${wh!.id}::uuid, case when g % 10 = 0 then 'broken' else 'available' end
    from generate_series(1, ${ITEMS}) g`);
  await db.execute(sql`insert into ${s.equipment} (serial_number, model, brand_id, warehouse_id, status)
    select 'SUB-' || lpad(g::text, 6, '0'), 'GSH 11 VC', ${brand!.id}::uuid, ${other!.id}::uuid, 'available' from generate_series(1, 500) g`);

  let t = performance.now();
  const sessionId = await startStocktake(db, user, { warehouse_id: wh!.id, category_ids: [], note: null });
  const startMs = performance.now() - t;
  // 19,000 of the expected read (some twice, by two counters), 500 misplaced and 100 unknown serials.
  await db.execute(sql`insert into ${s.stocktakeReads} (session_id, client_id, serial_number, source, counted_by, counted_at)
    select ${sessionId}::uuid, gen_random_uuid(), 'SAY-' || lpad(((g - 1) % 19000 + 1)::text, 6, '0'), 'camera', ${admin!.id}::uuid, now()
    from generate_series(1, 20000) g`);
  await db.execute(sql`insert into ${s.stocktakeReads} (session_id, client_id, serial_number, source, counted_by, counted_at)
    select ${sessionId}::uuid, gen_random_uuid(), 'SUB-' || lpad(g::text, 6, '0'), 'wedge', ${admin!.id}::uuid, now() from generate_series(1, 500) g`);
  await db.execute(sql`insert into ${s.stocktakeReads} (session_id, client_id, serial_number, source, counted_by, counted_at)
    select ${sessionId}::uuid, gen_random_uuid(), 'YOK-' || g, 'manual', ${admin!.id}::uuid, now() from generate_series(1, 100) g`);

  t = performance.now();
  const live = await getResult(db, user, sessionId);
  const liveResultMs = performance.now() - t;
  t = performance.now();
  await closeSession(db, user, sessionId);
  const closeMs = performance.now() - t;
  t = performance.now();
  const closed = await getResult(db, user, sessionId);
  const closedResultMs = performance.now() - t;
  log(`result rows ${closed.rows.length}, live ${live.rows.length}; counters ${JSON.stringify(closed.counters)}`);
  return { startMs, liveResultMs, closeMs, closedResultMs };
}

async function pgliteFigures(): Promise<ServerFigures> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    return await serverBench(database);
  } finally {
    await database.close();
  }
}

async function postgresFigures(): Promise<ServerFigures | string> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) return 'n/a: no PostgreSQL URL';
  const name = `depo_stocktake_bench_${randomBytes(4).toString('hex')}`;
  const base = new URL(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  base.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: base.toString() });
  try {
    return await serverBench(database);
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

interface ClientFigures {
  resolve: ResolveFigures;
  renderMs: number[];
}

async function clientFigures(): Promise<ClientFigures | string> {
  const bundle = await build({
    entryPoints: [path.join(ROOT, 'tests', 'bench', 'client', 'stocktake-entry.tsx')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    write: false,
    logLevel: 'error',
    define: { 'import.meta.env': JSON.stringify({ DEV: false, PROD: true, MODE: 'production', BASE_URL: '/' }), 'process.env.NODE_ENV': '"production"' },
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  // A page with an origin of its own (IndexedDB needs one).
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="tr"><body></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.addScriptTag({ content: code });
    type Bench = { resolveBench(n: number): Promise<ResolveFigures>; renderBench(n: number): Promise<number> };
    const resolve = await page.evaluate((n) => (globalThis as unknown as { depoStocktakeBench: Bench }).depoStocktakeBench.resolveBench(n), ITEMS);
    const renderMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.addScriptTag({ content: code });
      renderMs.push(await page.evaluate((n) => (globalThis as unknown as { depoStocktakeBench: Bench }).depoStocktakeBench.renderBench(n), ITEMS));
    }
    return { resolve, renderMs };
  } finally {
    await browser.close();
    server.close();
  }
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
}

export async function stocktakeBench(): Promise<void> {
  log('PGlite');
  const pg = await pgliteFigures();
  let pgsql: ServerFigures | string = 'skipped';
  if (!SKIP.has('postgres')) {
    log('PostgreSQL');
    pgsql = await postgresFigures().catch((e: unknown) => `n/a: ${(e as Error).message}`);
  }
  let client: ClientFigures | string = 'skipped';
  if (!SKIP.has('client')) {
    log('Chromium');
    client = await clientFigures().catch((e: unknown) => `n/a: ${(e as Error).message}`);
  }
  const cell = (f: ServerFigures | string, key: keyof ServerFigures) => (typeof f === 'string' ? f : fmt.ms(f[key]));
  const rows: string[][] = [
    [`stocktake: start, freeze ${ITEMS.toLocaleString('en')} expected`, fmt.ms(pg.startMs), cell(pgsql, 'startMs'), ''],
    ['stocktake: live result (20,600 reads)', fmt.ms(pg.liveResultMs), cell(pgsql, 'liveResultMs'), ''],
    ['stocktake: close, result computed and written', fmt.ms(pg.closeMs), cell(pgsql, 'closeMs'), '≤ 2 s'],
    ['stocktake: closed result read', fmt.ms(pg.closedResultMs), cell(pgsql, 'closedResultMs'), ''],
  ];
  if (typeof client === 'string') rows.push(['stocktake: tablet figures', client, '', '']);
  else {
    rows.push([`stocktake: one read resolved from the mirror (median / p95 of ${client.resolve.resolveMs.length})`, `${fmt.ms(median(client.resolve.resolveMs))} / ${fmt.ms(p95(client.resolve.resolveMs))}`, '', '≤ 50 ms']);
    rows.push([`stocktake: live counters over ${ITEMS.toLocaleString('en')} reads`, fmt.ms(client.resolve.tallyMs), '', '']);
    rows.push([`stocktake: result screen, ${ITEMS.toLocaleString('en')} rows rendered (median of 3)`, fmt.ms(median(client.renderMs)), '', '≤ 1 s']);
  }
  console.log(table(['figure', 'PGlite / Chromium', 'PostgreSQL', 'target'], rows));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, 'tests/bench/stocktake.bench.ts')) {
  await stocktakeBench();
}
