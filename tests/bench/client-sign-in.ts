// The row "sign-in → dashboard drawn on a phone" of `npm run bench` (docs/performance.md "First
// JS"): a fresh Chromium profile opens /login on the demo data, then from the click on 'Giriş Yap'
// until the dashboard's cards are drawn, on Lighthouse's mobile profile set through CDP (150 ms
// latency, 1.6 Mbps down, 750 Kbps up, CPU slowed 4×); also the JavaScript the page fetched until
// then and in the 10 s after the click (gzip -9 of each file, as the build counts). Three runs,
// each a new profile, clicked at once and again after a typing pause (BENCH_SIGN_IN_TYPING_MS); the
// load average is printed beside each. BENCH_SIGN_IN_TRACE=1 prints the requests, BENCH_SIGN_IN_PROFILE=1
// where the main thread went. Run alone: `tsx tests/bench/client-sign-in.ts`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Request } from 'playwright-core';
import { BENCH_ADMIN, run, snapshotClient, startServerProcess, TSX } from './lib';

const PORT = Number(process.env.BENCH_SIGN_IN_PORT ?? 4185);
const RUNS = Number(process.env.BENCH_SIGN_IN_RUNS ?? 3);
/**
 * The second set of runs waits this long between the page drawn and the click: a person typing an
 * e-mail and a password on a phone (the first set clicks at once, as a password manager's autofill
 * may). Meanwhile the sign-in page's service worker installs, so the app page's files come from its
 * precache. 0: the first set only.
 */
const TYPING_MS = Number(process.env.BENCH_SIGN_IN_TYPING_MS ?? 8000);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse's mobile profile, as CDP takes it (bytes per second). */
export const MOBILE = { latencyMs: 150, downBytes: (1.6 * 1024 * 1024) / 8, upBytes: (750 * 1024) / 8, cpuSlowdown: 4 };
/** The page's fetches counted after the click: the first screen's and those that follow it. */
const AFTER_MS = 10_000;
const TARGET_MS = 3000;
const log = (line: string) => console.error(`[bench:sign-in] ${line}`);

export interface SignInRun {
  ms: number;
  /** KB gzip of the JS fetched from the click until drawn, and in the 10 s after the click. */
  jsDrawnKb: number;
  jsAfterKb: number;
  files: number;
  load: string;
  /** The pause before the click (0: at once). */
  typingMs: number;
}

const gz = (bytes: Buffer) => gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join('/');

/** gzip -9 of a built file, as the build weighs it (the server sends the same bytes). */
const builtGzip = (urlPath: string) => {
  const file = path.join(snapshotClient(), urlPath);
  return existsSync(file) ? gz(readFileSync(file)) : 0;
};
const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

interface SeenRequest {
  path: string;
  type: string;
  /** Wall-clock ms. */
  start: number;
  end?: number;
  /** network, disk cache, prefetch cache or service worker. */
  from: string;
  wireBytes: number;
}

/** The page's own requests as CDP reports them (not the service worker's fetches), with their times. */
function watchNetwork(cdp: CDPSession): { requests: SeenRequest[] } {
  const byId = new Map<string, SeenRequest>();
  const requests: SeenRequest[] = [];
  // CDP times are monotonic seconds; requestWillBeSent gives the wall clock beside them.
  let offset = 0;
  const wall = (t: number) => t * 1000 + offset;
  cdp.on('Network.requestWillBeSent', (e) => {
    offset = e.wallTime * 1000 - e.timestamp * 1000;
    const url = new URL(e.request.url);
    const seen: SeenRequest = { path: url.pathname, type: e.type ?? 'Other', start: wall(e.timestamp), from: 'network', wireBytes: 0 };
    byId.set(e.requestId, seen);
    requests.push(seen);
  });
  cdp.on('Network.responseReceived', (e) => {
    const seen = byId.get(e.requestId);
    if (!seen) return;
    const r = e.response;
    seen.from = r.fromServiceWorker
      ? 'service worker'
      : r.fromPrefetchCache
        ? 'prefetch cache'
        : r.fromDiskCache
          ? 'disk cache'
          : 'network';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const seen = byId.get(e.requestId);
    if (!seen) return;
    seen.end = wall(e.timestamp);
    seen.wireBytes = e.encodedDataLength;
  });
  return { requests };
}

function timeline(requests: SeenRequest[], started: number, drawn: number): string {
  const rows = requests.map(
    (r) =>
      `  ${String(Math.round(r.start - started)).padStart(6)} → ${r.end === undefined ? '     ?' : String(Math.round(r.end - started)).padStart(6)}  ${r.type.padEnd(8)} ${r.from.padEnd(15)} ${(r.wireBytes / 1024).toFixed(1).padStart(6)} KB  ${r.path}`,
  );
  return `${rows.join('\n')}\n  ${String(drawn - started).padStart(6)}  drawn`;
}

type CpuProfile = Awaited<ReturnType<CDPSession['send']>> & {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples?: number[];
  timeDeltas?: number[];
};

/** BENCH_SIGN_IN_PROFILE=1: the sampled self time by script and the heaviest functions. */
function profileSummary(profile: CpuProfile): string {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byUrl = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = nodes.get(samples[i]!);
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!frame) continue;
    const file = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
    byUrl.set(file, (byUrl.get(file) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${String(Math.round(v)).padStart(6)} ms  ${k}`)
      .join('\n');
  return `  by script:\n${top(byUrl, 12)}\n  by function:\n${top(byFunction, 20)}`;
}

async function cpuSeconds(cdp: CDPSession): Promise<{ script: number; task: number; layout: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { script: get('ScriptDuration'), task: get('TaskDuration'), layout: get('LayoutDuration') };
}

/** A PGlite directory with the demo data (seeded once, beside the large data when there is one). */
function demoDir(largeDir: string | undefined): string {
  const work = path.join(largeDir ? path.dirname(largeDir) : os.tmpdir(), 'sign-in-demo');
  const dataDir = path.join(work, 'data');
  const stamp = path.join(work, 'seed.json');
  if (existsSync(stamp)) return dataDir;
  mkdirSync(work, { recursive: true });
  log('seeding the demo data…');
  const result = run(process.execPath, [TSX, 'src/server/cli/seed.ts', 'demo', '--force'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  if (result.status !== 0) throw new Error('seed demo failed');
  writeFileSync(stamp, JSON.stringify({ seconds: result.seconds }));
  return dataDir;
}

async function once(browser: Browser, url: string, typingMs: number): Promise<SignInRun> {
  const load = loadAverage();
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downBytes,
      uploadThroughput: MOBILE.upBytes,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    await page.goto(`${url}/login`);
    await page.getByLabel('E-posta').fill(BENCH_ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_ADMIN.password);
    if (typingMs > 0) await page.waitForTimeout(typingMs);

    const net = watchNetwork(cdp);
    const swFetched: Array<Promise<number>> = [];
    const onWorkerRequest = (req: Request) => {
      if (req.serviceWorker())
        swFetched.push(
          req.response().then(
            async (r) => (r ? (await req.sizes()).responseBodySize : 0),
            () => 0,
          ),
        );
    };
    context.on('requestfinished', onWorkerRequest);
    await cdp.send('Performance.enable');
    const profiling = Boolean(process.env.BENCH_SIGN_IN_PROFILE);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    const before = await cpuSeconds(cdp);
    const started = Date.now();
    await page.getByRole('button', { name: 'Giriş Yap' }).click({ noWaitAfter: true });
    // Drawn: the dashboard's heading and its cards with their counts (its loading spinner gone), in a
    // painted frame. The counts are the server's until the device copy has its lists, then the copy's.
    await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'Gösterge Paneli' &&
        /\d/.test(document.querySelector('[data-testid="card-equipment"]')?.textContent ?? '') &&
        !document.body.textContent?.includes('Gösterge paneli yükleniyor…'),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const drawn = Date.now();
    const after = await cpuSeconds(cdp);
    if (profiling)
      log(
        `where the main thread's time went until drawn (CPU ×${MOBILE.cpuSlowdown}):\n${profileSummary((await cdp.send('Profiler.stop')).profile)}`,
      );
    await page.waitForTimeout(Math.max(0, started + AFTER_MS - Date.now()));
    context.off('requestfinished', onWorkerRequest);
    const requests = net.requests.filter((r) => r.start >= started);
    if (process.env.BENCH_SIGN_IN_TRACE) log(`requests after the click (ms from the click):\n${timeline(requests, started, drawn)}`);
    log(
      `main thread until drawn: script ${ms(after.script - before.script)}, tasks ${ms(after.task - before.task)}, layout ${ms(after.layout - before.layout)} (CPU ×${MOBILE.cpuSlowdown})`,
    );
    // Each script once (a file the sign-in page prefetched and the app then took from the cache is
    // one file), weighed as the build weighs it: gzip -9 of the built file.
    const scripts = (until: number) => {
      const seen = new Map<string, number>();
      for (const r of requests) if (r.type === 'Script' && r.start <= until && !seen.has(r.path)) seen.set(r.path, builtGzip(r.path));
      return seen;
    };
    const drawnJs = scripts(drawn);
    const afterJs = scripts(Number.POSITIVE_INFINITY);
    const sw = (await Promise.all(swFetched)).reduce((a, b) => a + b, 0);
    log(
      `JS run: ${[...afterJs].map(([url, bytes]) => `${url} ${(bytes / 1024).toFixed(1)}`).join(', ')}; the service worker fetched ${swFetched.length} files (${(sw / 1024).toFixed(0)} KB on the wire) for its precache meanwhile`,
    );
    const kb = (files: Map<string, number>) => [...files.values()].reduce((sum, b) => sum + b, 0) / 1024;
    return { ms: drawn - started, jsDrawnKb: kb(drawnJs), jsAfterKb: kb(afterJs), files: afterJs.size, load, typingMs };
  } finally {
    await context.close();
  }
}

export async function measureSignIn(largeDir?: string): Promise<SignInRun[]> {
  const server = await startServerProcess(PORT, { DATA_DIR: demoDir(largeDir), DATABASE_URL: '' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const runs: SignInRun[] = [];
    for (const typingMs of TYPING_MS > 0 ? [0, TYPING_MS] : [0])
      for (let i = 0; i < RUNS; i++) {
        runs.push(await once(browser, server.url, typingMs));
        log(`run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
    return runs;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const range = (xs: number[], unit: (n: number) => string) =>
  Math.min(...xs) === Math.max(...xs) ? unit(xs[0]!) : `${unit(Math.min(...xs))}–${unit(Math.max(...xs))}`;

/** The bench's rows: the range of the runs, each run's load average beside it; a row per pause before the click. */
export function signInRows(runs: SignInRun[] | string): string[][] {
  const label =
    "client: 'Giriş Yap' → dashboard drawn, phone on Lighthouse's mobile profile (150 ms, 1.6 Mbps / 750 Kbps, CPU ×4), demo data";
  if (typeof runs === 'string') return [[label, runs, '', `≤ ${TARGET_MS / 1000} s`, '']];
  const drawnRow = (set: SignInRun[], title: string) => {
    const ms = set.map((r) => r.ms);
    return [
      `${title} (${set.length} runs, load ${set.map((r) => r.load).join(', ')})`,
      range(ms, (n) => `${(n / 1000).toFixed(2)} s`),
      '',
      `≤ ${TARGET_MS / 1000} s`,
      Math.max(...ms) <= TARGET_MS ? 'yes' : 'NO',
    ];
  };
  const atOnce = runs.filter((r) => r.typingMs === 0);
  const typed = runs.filter((r) => r.typingMs > 0);
  return [
    ...(atOnce.length ? [drawnRow(atOnce, `${label}, clicked at once`)] : []),
    ...(typed.length
      ? [drawnRow(typed, `client: the same after ${typed[0]!.typingMs / 1000} s of typing (the service worker installed meanwhile)`)]
      : []),
    [
      'client: … JS fetched until drawn / in the 10 s after the click, gzip',
      `${range(
        runs.map((r) => r.jsDrawnKb),
        (n) => `${n.toFixed(1)} KB`,
      )} / ${range(
        runs.map((r) => r.jsAfterKb),
        (n) => `${n.toFixed(1)} KB`,
      )}`,
      '',
      '— / ≤ 190 KB',
      Math.max(...runs.map((r) => r.jsAfterKb)) <= 190 ? 'yes' : 'NO',
    ],
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const runs = await measureSignIn(process.env.BENCH_PGLITE_DIR ? path.join(process.env.BENCH_PGLITE_DIR, 'data') : undefined);
  for (const row of signInRows(runs)) console.log(`${row[0]}: ${row[1]} (target ${row[3]}) ${row[4]}`);
}
