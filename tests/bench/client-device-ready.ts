// "A new device ready for offline work" (docs/performance.md "A new device"), against its limit
// measured in the same run and browser:
//   app    a fresh Chromium profile signs in at /login; the time from 'Giriş Yap' until the shell
//          says 'Çevrimdışı kullanıma hazır' (every list the user may read is in the device copy);
//   limit  a bare page of the same origin fetches the same URLs the app fetched for the copy (the
//          same bytes) and writes the same rows into plain IndexedDB stores (key 'id', no index),
//          one transaction per answer: network + parse + writes.
// The stock part apart (issue 44: a warehouse's levels reach a new device within the equipment's
// device-ready figure): in the app, from its request of each stock list, or from the list before it
// stored if that came later, to that list's sync state stored (mirror-sync.ts writes it in the rows'
// transaction). The sync asks for a list while the one before is written and writes in order: the
// wait for that turn is the list before's write, counted in 'ready', not this list's. In the bare
// page, the same URL's fetch + parse + write. After 'ready' the app's stored levels are counted against the server's.
// Prints `DEVICE_READY_RESULT {json}`. Run alone: BENCH_DEVICE_DATA_DIR=<seeded data dir> (or
// BENCH_DEVICE_DATABASE_URL) npx tsx tests/bench/client-device-ready.ts; run-bench.ts runs it on
// the large data. `BENCH_DEVICE_RUNS` (default 1) repeats both, alternating.
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { BENCH_ADMIN, login, startServerProcess } from './lib';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The lists of the device copy (src/app/lib/offline/tables.ts MIRROR_TABLES). */
const COPY_URL =
  /\/api\/(warehouses|equipment|brands|categories|workers|departments|users|repairers|field-equipment|kits|reservations|stock\/items|stock\/device\/levels|stock\/device\/pickers)(\?|$)/;
/** The stock lists of the copy (MIRROR_TABLES), by the path the app asks. */
const STOCK_LISTS = {
  stock_items: '/api/stock/items',
  stock_levels: '/api/stock/device/levels',
  stock_pickers: '/api/stock/device/pickers',
} as const;
type StockList = keyof typeof STOCK_LISTS;
/** Every list of the copy the administrator reads (MIRROR_TABLES' 14; BENCH_DEVICE_LISTS for a build with fewer, BENCH_DEVICE_PROBE=idb). */
const COPY_LISTS = Number(process.env.BENCH_DEVICE_LISTS ?? 14);
/** tsx names functions with a helper the page does not have: give the page one. */
const KEEP_NAMES = 'globalThis.__name = (f) => f;';
const log = (line: string) => console.error(`[bench:device] ${line}`);

/** One stock list in the app: asked (ms after the click) and stored (its sync state written). */
export interface StockLanding {
  asked: number;
  /** When the list before it in the sync's order was stored (its turn to write), if later than `asked`. */
  turn: number;
  stored: number;
}

/** The list each stock list waits for before it writes (MIRROR_TABLES' order, src/app/lib/offline/tables.ts). */
const LIST_BEFORE: Record<StockList, string> = { stock_items: 'reservations', stock_levels: 'stock_items', stock_pickers: 'stock_levels' };

export interface AppRun {
  ms: number;
  stock: Partial<Record<StockList, StockLanding>>;
  /** Levels in the app's copy once ready. */
  storedLevels: number;
  /** When the page asked for its first list of the copy, and got its last answer (ms after the click). */
  firstAsked: number;
  lastAnswered: number;
}

export interface BareRun {
  /** Each URL's fetch, parse and write (ms), for the stock lists' part. */
  byUrl: Record<string, number>;
  networkMs: number;
  parseMs: number;
  idbMs: number;
  rows: number;
  totalMs: number;
}

/**
 * In the page: every list of the copy is stored (its sync state complete, no walk left). For a
 * build that does not say so on screen yet (the figures before this round); 9 lists for the
 * administrator.
 */
async function copyStored(lists: number): Promise<boolean> {
  // Never create the app's database here (an empty one would be in the app's way).
  if (!(await indexedDB.databases()).some((d) => d.name === 'depo-offline')) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open('depo-offline');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('syncState')) {
        db.close();
        return resolve(false);
      }
      const req = db.transaction('syncState').objectStore('syncState').getAll();
      req.onsuccess = () => {
        db.close();
        const rows = req.result as Array<{ syncedAt: number; walk?: unknown }>;
        resolve(rows.length >= lists && rows.every((r) => r.syncedAt > 0 && !r.walk));
      };
      req.onerror = () => resolve(false);
    };
  });
}

/** In the page, once ready: each list's stored sync time (epoch ms) and the levels the copy holds. */
async function copyStock(): Promise<{ syncedAt: Record<string, number>; levels: number }> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('depo-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['syncState', 'stock_levels']);
      const states = tx.objectStore('syncState').getAll();
      const levels = tx.objectStore('stock_levels').count();
      tx.oncomplete = () => {
        db.close();
        const rows = states.result as Array<{ table: string; syncedAt: number }>;
        resolve({ syncedAt: Object.fromEntries(rows.map((r) => [r.table, r.syncedAt])), levels: levels.result });
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function appRun(browser: Browser, url: string): Promise<AppRun> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 820, height: 1180 } });
  await context.addInitScript({ content: KEEP_NAMES });
  try {
    const page = await context.newPage();
    // The page's own requests (answered by the service worker once it controls the page).
    let started = 0;
    let firstAsked = Infinity;
    let lastAnswered = 0;
    // When the app first asked for each stock list (epoch ms, the page's clock is the machine's).
    const stockAsked: Partial<Record<StockList, number>> = {};
    page.on('request', (r) => {
      if (!started || r.method() !== 'GET' || !COPY_URL.test(r.url())) return;
      firstAsked = Math.min(firstAsked, Date.now() - started);
      const path = new URL(r.url()).pathname;
      for (const [list, at] of Object.entries(STOCK_LISTS) as Array<[StockList, string]>) if (path === at) stockAsked[list] ??= Date.now();
    });
    page.on('requestfinished', (r) => {
      if (started && r.method() === 'GET' && COPY_URL.test(r.url())) lastAnswered = Math.max(lastAnswered, Date.now() - started);
    });
    await page.goto(`${url}/login`);
    await page.getByLabel('E-posta').fill(BENCH_ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_ADMIN.password);
    started = Date.now();
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    if (process.env.BENCH_DEVICE_PROBE === 'idb') {
      const deadline = Date.now() + 15 * 60_000;
      while (!(await page.evaluate(copyStored, COPY_LISTS).catch(() => false))) {
        if (Date.now() > deadline) throw new Error('the device copy was not complete after 15 minutes');
        await page.waitForTimeout(250);
      }
    } else await page.getByText('Çevrimdışı kullanıma hazır', { exact: true }).waitFor({ timeout: 15 * 60_000 });
    const ms = Date.now() - started;
    if (process.env.BENCH_DEVICE_VERBOSE) log(`first list asked ${firstAsked} ms after the click, last answer at ${lastAnswered} ms`);
    const stored = await page.evaluate(copyStock);
    const stock: AppRun['stock'] = {};
    for (const list of Object.keys(STOCK_LISTS) as StockList[]) {
      const asked = stockAsked[list];
      const at = stored.syncedAt[list];
      const before = stored.syncedAt[LIST_BEFORE[list]];
      if (asked && at) stock[list] = { asked: asked - started, turn: Math.max(asked, before ?? 0) - started, stored: at - started };
    }
    return { ms, firstAsked, lastAnswered, stock, storedLevels: stored.levels };
  } finally {
    await context.close();
  }
}

/** The requests of a first copy, as the app makes them (mirror-sync.ts): whole lists, deltas from the epoch, the equipment walk. */
const EPOCH = encodeURIComponent(new Date(0).toISOString());
const FIRST_COPY = [
  '/api/warehouses',
  `/api/brands?since=${EPOCH}`,
  `/api/categories?since=${EPOCH}`,
  `/api/workers?since=${EPOCH}`,
  `/api/departments?since=${EPOCH}`,
  '/api/users',
  `/api/repairers?since=${EPOCH}`,
  `/api/field-equipment?since=${EPOCH}&status=active`,
  '/api/kits',
  '/api/reservations?limit=5000',
  ...Object.values(STOCK_LISTS),
];
const WALK = `/api/equipment?since=${EPOCH}&fields=ids&limit=5000`;

async function bareRun(browser: Browser, url: string, token: string): Promise<BareRun & { requests: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript({ content: KEEP_NAMES });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/api/health`);
    return await page.evaluate(
      async ({ lists, walk, token }) => {
        const storeOf = (u: string) => u.replace('/api/', '').split('?')[0]!;
        const stores = [...new Set([...lists, walk].map(storeOf))];
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(`bare-${Date.now()}`, 1);
          open.onupgradeneeded = () => stores.forEach((s) => open.result.createObjectStore(s, { keyPath: 'id' }));
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        let networkMs = 0;
        let parseMs = 0;
        let idbMs = 0;
        let rows = 0;
        let requests = 0;
        const byUrl: Record<string, number> = {};
        const t0 = performance.now();
        const take = async (u: string): Promise<string | null> => {
          const a = performance.now();
          const text = await (await fetch(u, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).text();
          const b = performance.now();
          const data = JSON.parse(text) as unknown;
          const items = (Array.isArray(data) ? data : ((data as { items?: unknown[] }).items ?? [])) as Array<{ id: string }>;
          const c = performance.now();
          await new Promise<void>((resolve, reject) => {
            const tx = db.transaction(storeOf(u), 'readwrite');
            const store = tx.objectStore(storeOf(u));
            for (const item of items) store.put(item);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          });
          const d = performance.now();
          networkMs += b - a;
          parseMs += c - b;
          idbMs += d - c;
          rows += items.length;
          requests += 1;
          byUrl[u] = (byUrl[u] ?? 0) + (d - a);
          return Array.isArray(data) ? null : ((data as { next_cursor?: string | null }).next_cursor ?? null);
        };
        for (const u of lists) await take(u);
        let after: string | null = null;
        do after = await take(after ? `${walk}&after=${encodeURIComponent(after)}` : walk);
        while (after);
        const totalMs = performance.now() - t0;
        db.close();
        return { byUrl, networkMs, parseMs, idbMs, rows, totalMs, requests };
      },
      { lists: FIRST_COPY, walk: WALK, token },
    );
  } finally {
    await context.close();
  }
}

/** One stock list: the app's time from asking to stored, beside the bare page's fetch + parse + write of it. */
export interface StockPart {
  app: number;
  limit: number;
}

export interface DeviceReadyFigures {
  items: number;
  /** Stock levels the user's copy holds (the server's count) and the answer's bytes. */
  stockLevels: number;
  stockLevelBytes: number;
  runs: Array<{
    /** 1-minute load average when the run began. */
    load: number;
    stock: Partial<Record<StockList, StockPart>>;
    app: number;
    limit: number;
    ratio: number;
    bare: BareRun & { requests: number };
    appFirstRequestMs: number;
    appLastAnswerMs: number;
  }>;
}

/** Both measures on one server, `runs` times, app first then the bare page on the app's URLs. */
export async function measureDeviceReady(url: string, runs: number): Promise<DeviceReadyFigures> {
  const token = await login(url);
  const items =
    (
      (await (
        await fetch(`${url}/api/equipment?since=${encodeURIComponent(new Date(0).toISOString())}&fields=ids&limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { total?: number }
    ).total ?? 0;
  const levelsBody = await (await fetch(`${url}${STOCK_LISTS.stock_levels}`, { headers: { authorization: `Bearer ${token}` } })).text();
  const stockLevels = (JSON.parse(levelsBody) as unknown[]).length;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const out: DeviceReadyFigures = { items, stockLevels, stockLevelBytes: Buffer.byteLength(levelsBody), runs: [] };
    for (let i = 0; i < runs; i++) {
      const load = os.loadavg()[0]!;
      log(
        `run ${i + 1}/${runs}: the app from 'Giriş Yap' to 'Çevrimdışı kullanıma hazır' (${items} items, ${stockLevels} stock levels; load ${load.toFixed(2)})`,
      );
      const app = await appRun(browser, url);
      // 'Ready' must mean the warehouse's levels are on the device: counted, not assumed.
      if (app.storedLevels !== stockLevels)
        throw new Error(`ready with ${app.storedLevels} of the ${stockLevels} stock levels in the device copy`);
      log(`run ${i + 1}/${runs}: the bare page over the same lists`);
      const bare = await bareRun(browser, url, token);
      const stock: Partial<Record<StockList, StockPart>> = {};
      for (const [list, at] of Object.entries(STOCK_LISTS) as Array<[StockList, string]>) {
        const landed = app.stock[list];
        const limit = bare.byUrl[at];
        if (landed && limit !== undefined) stock[list] = { app: landed.stored - landed.turn, limit };
      }
      const levels = stock.stock_levels;
      if (levels)
        log(
          `run ${i + 1}/${runs}: stock levels asked at ${((app.stock.stock_levels?.asked ?? 0) / 1000).toFixed(1)} s, their turn to write at ${((app.stock.stock_levels?.turn ?? 0) / 1000).toFixed(1)} s, stored ${(levels.app / 1000).toFixed(2)} s after the later of the two; limit ${(levels.limit / 1000).toFixed(2)} s (×${(levels.app / levels.limit).toFixed(2)})`,
        );
      out.runs.push({
        load,
        stock,
        app: app.ms,
        limit: bare.totalMs,
        ratio: app.ms / bare.totalMs,
        bare,
        appFirstRequestMs: app.firstAsked,
        appLastAnswerMs: app.lastAnswered,
      });
      log(
        `run ${i + 1}/${runs}: app ${(app.ms / 1000).toFixed(1)} s, limit ${(bare.totalMs / 1000).toFixed(1)} s (network ${(bare.networkMs / 1000).toFixed(1)}, parse ${(bare.parseMs / 1000).toFixed(1)}, IndexedDB ${(bare.idbMs / 1000).toFixed(1)}), ×${(app.ms / bare.totalMs).toFixed(2)}`,
      );
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_DEVICE_RUNS ?? 1);
  // A server already running (another build, e.g. the one before a change).
  if (process.env.BENCH_DEVICE_URL) {
    console.log(`DEVICE_READY_RESULT ${JSON.stringify(await measureDeviceReady(process.env.BENCH_DEVICE_URL, runs))}`);
    return;
  }
  const dataDir = process.env.BENCH_DEVICE_DATA_DIR;
  const databaseUrl = process.env.BENCH_DEVICE_DATABASE_URL;
  if (!dataDir && !databaseUrl) throw new Error('set BENCH_DEVICE_DATA_DIR or BENCH_DEVICE_DATABASE_URL (a seeded database)');
  const server = await startServerProcess(
    Number(process.env.BENCH_DEVICE_PORT ?? 4183),
    dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl },
  );
  try {
    const figures = await measureDeviceReady(server.url, runs);
    console.log(`DEVICE_READY_RESULT ${JSON.stringify(figures)}`);
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('client-device-ready.ts')) await main();
