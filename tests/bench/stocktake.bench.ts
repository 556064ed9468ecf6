// `npm run bench:stocktake` (also the last part of `npm run bench`): a count of a warehouse holding
// 20,000 items (tests/bench/stocktake-seed.ts). Server, the service called directly: freezing the
// expected set at start, the live result, the close (result computed and written once) and the
// closed result. Tablet, the real app on the real built server in Chromium (stocktake-tablet.ts):
// a hardware scanner's read, from the Enter key to the frame that shows it on screen and in the
// counter (median and p95), and the close from the user's confirmation to the result screen. Both
// on PGlite and, when a PostgreSQL URL is given, on PostgreSQL. And the result screen of 20,000
// rows rendered by its own component. Figures only, nothing asserted (docs/stocktake.md).
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL server for the second column; a
// temporary database is created and dropped), BENCH_SKIP=postgres,client,tablet to leave parts out.
// Ports 4185 and 4186 (the tablet's servers).

import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { openDatabase, type Database } from '@server/db/client';
import { closeSession, getResult } from '@server/modules/stocktake/stocktake-result.service';
import { fmt, median, ROOT, table, withPostgres } from './lib';
import { ITEMS, seedCount } from './stocktake-seed';
import { tabletFigures, type TabletFigures } from './stocktake-tablet';
import { Notifier } from '@server/modules/notifications/settings';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const PORTS = { pglite: 4185, postgres: 4186 } as const;
const log = (line: string) => console.error(`[bench:stocktake] ${line}`);

interface ServerFigures {
  startMs: number;
  liveResultMs: number;
  closeMs: number;
  closedResultMs: number;
}

async function serverBench(database: Database): Promise<ServerFigures> {
  const db = database.db;
  const { sessionId, user, startMs } = await seedCount(db);
  let t = performance.now();
  const live = await getResult(db, user, sessionId);
  const liveResultMs = performance.now() - t;
  t = performance.now();
  await closeSession(new Notifier(), db, user, sessionId);
  const closeMs = performance.now() - t;
  t = performance.now();
  const closed = await getResult(db, user, sessionId);
  const closedResultMs = performance.now() - t;
  log(`result rows ${closed.rows.length}, live ${live.rows.length}; counters ${JSON.stringify(closed.counters)}`);
  return { startMs, liveResultMs, closeMs, closedResultMs };
}

/** A PostgreSQL database of its own for `run`, dropped afterwards. */
const withOwnPostgres = <T>(run: (url: string) => Promise<T>) => withPostgres('depo_stocktake_bench', run);

async function pgliteServer(): Promise<ServerFigures> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    return await serverBench(database);
  } finally {
    await database.close();
  }
}

async function postgresServer(): Promise<ServerFigures | string> {
  return withOwnPostgres(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      return await serverBench(database);
    } finally {
      await database.close();
    }
  });
}

/** The result screen of 20,000 rows rendered by its own component (median of 3 page loads). */
async function renderFigures(): Promise<number[]> {
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
    define: {
      'import.meta.env': JSON.stringify({ DEV: false, PROD: true, MODE: 'production', BASE_URL: '/' }),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const code = bundle.outputFiles[0]?.text ?? '';
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
    const page = await (await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'tr-TR' })).newPage();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.addScriptTag({ content: code });
      times.push(
        await page.evaluate(
          (n) =>
            (globalThis as unknown as { depoStocktakeBench: { renderBench(n: number): Promise<number> } }).depoStocktakeBench.renderBench(
              n,
            ),
          ITEMS,
        ),
      );
    }
    return times;
  } finally {
    await browser.close();
    server.close();
  }
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
}

const failed = (e: unknown) => `n/a: ${(e as Error).message.split('\n')[0]}`;

export async function stocktakeBench(): Promise<void> {
  log('server, PGlite');
  const pg = await pgliteServer();
  let pgsql: ServerFigures | string = 'skipped';
  if (!SKIP.has('postgres')) {
    log('server, PostgreSQL');
    pgsql = await postgresServer().catch(failed);
  }
  let tabletPg: TabletFigures | string = 'skipped';
  let tabletPgsql: TabletFigures | string = 'skipped';
  if (!SKIP.has('tablet')) {
    log('tablet, PGlite');
    tabletPg = await tabletFigures('pglite', PORTS.pglite).catch(failed);
    if (!SKIP.has('postgres')) {
      log('tablet, PostgreSQL');
      tabletPgsql = await withOwnPostgres((url) => tabletFigures('postgres', PORTS.postgres, url)).catch(failed);
    }
  }
  let render: number[] | string = 'skipped';
  if (!SKIP.has('client')) {
    log('result screen');
    render = await renderFigures().catch(failed);
  }

  const cell = (f: ServerFigures | string, key: keyof ServerFigures) => (typeof f === 'string' ? f : fmt.ms(f[key]));
  const tab = (f: TabletFigures | string, value: (t: TabletFigures) => string) => (typeof f === 'string' ? f : value(f));
  const reads = (t: TabletFigures) => `${fmt.ms(median(t.readMs))} / ${fmt.ms(p95(t.readMs))}`;
  const rows: string[][] = [
    [`stocktake: start, freeze ${ITEMS.toLocaleString('en')} expected`, fmt.ms(pg.startMs), cell(pgsql, 'startMs'), ''],
    ['stocktake: live result (19,600 reads)', fmt.ms(pg.liveResultMs), cell(pgsql, 'liveResultMs'), ''],
    ['stocktake: close, result computed and written (service)', fmt.ms(pg.closeMs), cell(pgsql, 'closeMs'), '≤ 2 s'],
    ['stocktake: closed result read (service)', fmt.ms(pg.closedResultMs), cell(pgsql, 'closedResultMs'), ''],
    [
      'tablet: count screen opened, 19,600 reads shown',
      tab(tabletPg, (t) => fmt.ms(t.openMs)),
      tab(tabletPgsql, (t) => fmt.ms(t.openMs)),
      '',
    ],
    [
      `tablet: Enter → read on screen and in the counter, next frame (median / p95 of 60)`,
      tab(tabletPg, reads),
      tab(tabletPgsql, reads),
      '≤ 50 ms (median)',
    ],
    [
      'tablet: close confirmed → result screen shown',
      tab(tabletPg, (t) => fmt.ms(t.closeMs)),
      tab(tabletPgsql, (t) => fmt.ms(t.closeMs)),
      '≤ 2 s',
    ],
    ['tablet: close request alone', tab(tabletPg, (t) => fmt.ms(t.closeRequestMs)), tab(tabletPgsql, (t) => fmt.ms(t.closeRequestMs)), ''],
    [
      `stocktake: result screen, ${ITEMS.toLocaleString('en')} rows rendered (median of 3)`,
      typeof render === 'string' ? render : fmt.ms(median(render)),
      '',
      '≤ 1 s',
    ],
  ];
  console.log(table(['figure', 'PGlite (+ Chromium)', 'PostgreSQL (+ Chromium)', 'target'], rows));
  if (typeof tabletPg !== 'string') log(`reads on PGlite, ms: ${tabletPg.readMs.map((x) => x.toFixed(1)).join(' ')}`);
  if (typeof tabletPgsql !== 'string') log(`reads on PostgreSQL, ms: ${tabletPgsql.readMs.map((x) => x.toFixed(1)).join(' ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(ROOT, 'tests/bench/stocktake.bench.ts')) {
  await stocktakeBench();
}
