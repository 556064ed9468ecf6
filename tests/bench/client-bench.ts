// The client half of `npm run bench` (started by run-bench.ts, under the browser lock when given):
// first-page bytes of the built app, and in Chromium the equipment list from the offline mirror,
// a filter keystroke at 100k rows and the outbox replay rate. Prints one `CLIENT_RESULT {json}` line.
// Whatever the app does not have yet is reported as 'n/a: <why>', never guessed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import { build } from 'esbuild';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { signatureDataUrl } from '@server/cli/signature-png';
import type { FilterFigures, ReplayFigures } from './client/bench-entry';
import { handableIds, login, median, mirrorCount, ROOT, snapshotClient, startServerProcess, timed, type ServerProcess } from './lib';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A serial number of the seeded data in a rendered row. */
const ROW_TEXT = /[A-Z]{3}-\d{2}-\d{6}/;
/** `BENCH_CLIENT_ONLY=navigation`: only the visits of the equipment list (no filter, replay or typing). */
const NAVIGATION_ONLY = process.env.BENCH_CLIENT_ONLY === 'navigation';
const log = (line: string) => console.error(`[bench:client] ${line}`);

interface ClientFigures {
  js?: number;
  /** The first screen with the device copy's engine (the build's count). */
  jsWithEngine?: number;
  css?: number;
  files?: string[];
  navigationMs?: number | string;
  navigationOnlineMs?: number | string;
  /** The whole list read (search, filters and exports usable), after the reload of each visit. */
  wholeListMs?: number | string;
  wholeListOnlineMs?: number | string;
  /** Second visit inside the app (menu link, no reload), online and offline. */
  revisitOnlineMs?: number | string;
  revisitMs?: number | string;
  firstDownloadMs?: number | string;
  keystrokeMs?: number | string;
  filterFnMs?: number | string;
  replayPerSecond?: number | string;
  notes: string[];
}

// ---------------------------------------------------------------- bytes of the first page

const gz = (bytes: Buffer) => gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length;

/** index.html's scripts and styles, and every module they import statically (dynamic imports load later). */
export function firstPageBytes(clientDir = snapshotClient()): { js: number; css: number; files: string[] } {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && /type=["']module["']/.test(tag)) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (/rel=["']modulepreload["']/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) scripts.push(href);
    } else if (/rel=["']stylesheet["']/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) styles.push(href);
    }
  }
  const seen = new Set<string>();
  const queue = scripts.map((s) => new URL(s, 'http://app/').pathname);
  let js = 0;
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(clientDir, file));
    js += gz(code);
    const text = code.toString('utf8');
    // Static `import … from "x"`, `import "x"` and `export … from "x"`; `import("x")` is left out.
    for (const m of text.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
      const spec = m[1] as string;
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(new URL(spec, `http://app${file}`).pathname);
    }
  }
  let css = 0;
  for (const s of styles) css += gz(readFileSync(path.join(clientDir, new URL(s, 'http://app/').pathname)));
  return { js, css, files: [...seen, ...styles.map((s) => new URL(s, 'http://app/').pathname)] };
}

// ---------------------------------------------------------------- Chromium

async function benchBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'tests', 'bench', 'client', 'bench-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'error',
    define: { 'import.meta.env': JSON.stringify({ DEV: false, PROD: true, MODE: 'production', BASE_URL: '/' }) },
  });
  return result.outputFiles[0]?.text ?? '';
}

interface Pools {
  available: string[];
  workers: string[];
  rows: number;
}

async function pools(server: ServerProcess, token: string): Promise<Pools> {
  const auth = { authorization: `Bearer ${token}` };
  const list = JSON.parse((await timed(`${server.url}/api/equipment`, auth)).body.toString('utf8')) as Parameters<typeof handableIds>[0];
  const workers = JSON.parse((await timed(`${server.url}/api/workers`, auth)).body.toString('utf8')) as { id: string }[];
  return { available: handableIds(list), workers: workers.map((w) => w.id), rows: list.length };
}

/** Filter function and outbox replay on a page of the server's origin that is not the app. */
async function inPageBenches(browser: Browser, server: ServerProcess, token: string, p: Pools, figures: ClientFigures): Promise<void> {
  const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/api/health`);
    await page.addScriptTag({ content: await benchBundle() });

    log('filter function over the real list');
    const f = await page.evaluate(
      (t) => (globalThis as unknown as { depoBench: { filterBench(t: string): Promise<FilterFigures> } }).depoBench.filterBench(t),
      token,
    );
    figures.filterFnMs = Math.max(...f.keystrokeMs);
    figures.notes.push(
      `filter function in Chromium: index of ${f.rows} rows built once in ${f.indexMs.toFixed(0)} ms; typing 'makita hr' cost ` +
        `${f.keystrokeMs.map((x) => x.toFixed(1)).join('/')} ms per key (max shown), matches ${f.matches.join('/')}.`,
    );

    log('outbox replay of 500 hand-overs');
    const signature = signatureDataUrl(777, 600, 200);
    const bodies = p.available.slice(0, 500).map((equipment_id, i) => ({
      equipment_id,
      worker_id: p.workers[(i * 7) % p.workers.length],
      team_leader_id: null,
      signature,
      batch_id: null,
    }));
    if (bodies.length < 500) throw new Error(`only ${bodies.length} available items for the replay`);
    const r = await page.evaluate(
      ([t, b]) =>
        (globalThis as unknown as { depoBench: { replayBench(t: string, b: unknown[]): Promise<ReplayFigures> } }).depoBench.replayBench(
          t,
          b,
        ),
      [token, bodies] as const,
    );
    if (r.sent === 500) figures.replayPerSecond = (r.sent / r.ms) * 1000;
    else figures.replayPerSecond = `n/a: ${r.sent} sent, ${r.failed} failed, ${r.remaining} left (${r.firstError ?? 'no message'})`;
    figures.notes.push(
      `outbox replay: ${r.sent} hand-overs (signature ${(signature.length / 1024).toFixed(1)} KB each) in ${(r.ms / 1000).toFixed(1)} s, one after another as the outbox sends them.`,
    );
  } finally {
    await context.close();
  }
}

/** Loaded when 'Tümünü Yazdır' is usable: it waits for the whole list, not for its first page. */
async function wholeListReady(page: Page): Promise<number> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Tümünü Yazdır') && !b.disabled),
    undefined,
    { timeout: 180_000, polling: 'raf' },
  );
  return page.evaluate(() => performance.now());
}

/** From another screen back to the list through the menu: click → a row of the list in a painted frame. */
async function revisit(page: Page): Promise<number> {
  await page.locator('nav a[href="/warehouses"]').first().click();
  await page.waitForURL(/\/warehouses$/);
  await page.waitForTimeout(1000);
  return page.evaluate(async (pattern) => {
    const re = new RegExp(pattern);
    const t0 = performance.now();
    document.querySelector<HTMLAnchorElement>('nav a[href="/equipment"]')?.click();
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      const section = document.querySelector('section[aria-labelledby="equipment-list-heading"]');
      if (section && re.test(section.textContent ?? '')) return performance.now() - t0;
      if (performance.now() - t0 > 120_000) return -1;
    }
  }, ROW_TEXT.source);
}

/** Reloads (and revisits) of the list per mode; the medians are reported. */
const VISITS = 3;

/** The list loaded VISITS times: first rows after the reload, the whole list, then a revisit through the menu. */
async function visits(page: Page, url: string): Promise<{ navigation: number; whole: number; revisit: number; note: string }> {
  const nav: number[] = [];
  const whole: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < VISITS; i++) {
    await page.goto(url);
    await page.getByText(ROW_TEXT).first().waitFor({ timeout: 120_000 });
    nav.push(await page.evaluate(() => performance.now()));
    whole.push(await wholeListReady(page));
    again.push(await revisit(page));
  }
  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join('/');
  return {
    navigation: median(nav),
    whole: median(whole),
    revisit: median(again),
    note: `${list(nav)} / ${list(whole)} / ${list(again)} ms`,
  };
}

/** The app itself: /equipment online (fills the mirror), then offline from the mirror, then typing. */
async function screenBenches(browser: Browser, server: ServerProcess, token: string, rows: number, figures: ClientFigures): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // What a first visit really downloads (lazy route chunks included), for comparison with the static graph.
    const loaded: Promise<{ js: number; css: number }>[] = [];
    const onResponse = (res: Response) => {
      const type = res.headers()['content-type'] ?? '';
      if (!/javascript|text\/css/.test(type)) return;
      loaded.push(
        res
          .body()
          .then((b) => (type.includes('css') ? { js: 0, css: gz(b) } : { js: gz(b), css: 0 }))
          .catch(() => ({ js: 0, css: 0 })),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${server.url}/login`);
    await page.waitForLoadState('networkidle').catch(() => {});
    page.off('response', onResponse);
    const first = (await Promise.all(loaded)).reduce((a, b) => ({ js: a.js + b.js, css: a.css + b.css }), { js: 0, css: 0 });
    figures.notes.push(
      `first visit of /login in Chromium downloads ${(first.js / 1024).toFixed(1)} KB JS and ${(first.css / 1024).toFixed(1)} KB CSS (gzip -9 of each file, ${loaded.length} files, service worker precache not counted).`,
    );
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    log('equipment screen online: the first download into the mirror');
    const downloadStarted = Date.now();
    await page.goto(`${server.url}/equipment`);
    // The screen renders once the first download (page by page, progress in the shell) is stored.
    const deadline = Date.now() + 300_000;
    let mirrored = await mirrorCount(page);
    while (mirrored < rows && Date.now() < deadline) {
      await page.waitForTimeout(500);
      mirrored = await mirrorCount(page);
    }
    if (mirrored < rows) {
      figures.navigationMs = `n/a: the mirror holds ${Math.max(mirrored, 0)} of ${rows} items after 5 minutes`;
      figures.firstDownloadMs = figures.navigationMs;
    } else {
      // From the navigation to every row stored (polled every 0.5 s; the rows render once it is done).
      figures.firstDownloadMs = Date.now() - downloadStarted;
      try {
        await page.getByText(ROW_TEXT).first().waitFor({ timeout: 60_000 });
      } catch {
        figures.navigationMs = 'n/a: the equipment list (/equipment) does not render rows in this build';
        figures.keystrokeMs = 'n/a: no equipment list screen to type into';
        return;
      }
      log('equipment screen online again, from the mirror after a delta call');
      const online = await visits(page, `${server.url}/equipment`);
      figures.navigationOnlineMs = online.navigation;
      figures.wholeListOnlineMs = online.whole;
      figures.revisitOnlineMs = online.revisit;
      figures.notes.push(
        `list visits online (reload → first rows / whole list / revisit through the menu), ${VISITS} each: ${online.note}.`,
      );
      const controlled = await page
        .waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 })
        .then(() => true)
        .catch(() => false);
      if (!controlled) {
        figures.navigationMs = 'n/a: no active service worker to serve the app offline';
      } else {
        log('equipment screen offline, from the mirror');
        await context.setOffline(true);
        const offline = await visits(page, `${server.url}/equipment`);
        figures.navigationMs = offline.navigation;
        figures.wholeListMs = offline.whole;
        figures.revisitMs = offline.revisit;
        figures.notes.push(
          `list visits offline (reload → first rows / whole list / revisit through the menu), ${VISITS} each: ${offline.note}.`,
        );
      }
    }
    if (NAVIGATION_ONLY) return;

    log('filter keystrokes on the screen');
    const search = page.locator('input[type="search"], input[placeholder*="Ara"], input[placeholder*="ara"]').first();
    if ((await search.count()) === 0) {
      figures.keystrokeMs = 'n/a: no search box on the equipment screen';
      return;
    }
    await search.click();
    await page.evaluate(() => {
      const w = window as unknown as { benchT0?: number; benchT1?: number };
      document.addEventListener(
        'keydown',
        () => {
          w.benchT0 = performance.now();
          w.benchT1 = undefined;
        },
        true,
      );
      // The first DOM change after the key, then the frame that paints it.
      new MutationObserver(() => {
        if (w.benchT0 === undefined || w.benchT1 !== undefined) return;
        w.benchT1 = -1;
        requestAnimationFrame(() => setTimeout(() => (w.benchT1 = performance.now()), 0));
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const times: number[] = [];
    for (const key of 'makita') {
      await page.keyboard.press(key);
      const handle = await page.waitForFunction(
        () => {
          const w = window as unknown as { benchT0?: number; benchT1?: number };
          return w.benchT1 !== undefined && w.benchT1 > 0 && w.benchT0 !== undefined ? w.benchT1 - w.benchT0 : false;
        },
        undefined,
        { timeout: 30_000 },
      );
      times.push((await handle.jsonValue()) as number);
      await page.waitForTimeout(300);
    }
    figures.keystrokeMs = median(times);
    figures.notes.push(`screen keystrokes (key → DOM change → next frame): ${times.map((t) => t.toFixed(0)).join('/')} ms, median shown.`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const figures: ClientFigures = { notes: [] };
  try {
    const bytes = firstPageBytes();
    figures.css = bytes.css;
    figures.files = bytes.files;
    // The build's count (src/app/build/js-budget.ts): sign-in → dashboard drawn, then with the engine.
    const budget = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'js-budget.json'), 'utf8')) as {
      parts: Array<{ bytes: number }>;
      total: number;
    };
    figures.js = budget.parts[0]?.bytes;
    figures.jsWithEngine = budget.total;
    figures.notes.push(
      `first JS: index.html's static graph alone is ${(bytes.js / 1024).toFixed(1)} KB gzip (route chunks and the engine not counted).`,
    );
  } catch (error) {
    figures.notes.push(`first-page bytes: n/a (${(error as Error).message})`);
  }

  const dataDir = process.env.BENCH_CLIENT_DATA_DIR || undefined;
  const databaseUrl = process.env.BENCH_CLIENT_DATABASE_URL || undefined;
  if (!dataDir && !databaseUrl) {
    figures.notes.push('client Chromium part: n/a (no database to serve)');
    console.log(`CLIENT_RESULT ${JSON.stringify(figures)}`);
    return;
  }
  const server = await startServerProcess(
    Number(process.env.BENCH_CLIENT_PORT ?? 4182),
    dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl },
  );
  let browser: Browser | undefined;
  try {
    const token = await login(server.url);
    const p = await pools(server, token);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    if (!NAVIGATION_ONLY)
      await inPageBenches(browser, server, token, p, figures).catch((error: Error) => {
        figures.filterFnMs ??= `n/a: ${error.message.split('\n')[0]}`;
        figures.replayPerSecond ??= `n/a: ${error.message.split('\n')[0]}`;
      });
    await screenBenches(browser, server, token, p.rows, figures).catch((error: Error) => {
      figures.navigationMs ??= `n/a: ${error.message.split('\n')[0]}`;
      figures.keystrokeMs ??= `n/a: ${error.message.split('\n')[0]}`;
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.log(`CLIENT_RESULT ${JSON.stringify(figures)}`);
}

await main();
