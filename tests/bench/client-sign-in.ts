// The row "sign-in → dashboard drawn on a phone" of `npm run bench` (docs/performance.md "First
// JS"): a fresh Chromium profile opens /login on the demo data, then from the click on 'Giriş Yap'
// until the dashboard's cards are drawn, on Lighthouse's mobile profile set through CDP (150 ms
// latency, 1.6 Mbps down, 750 Kbps up, CPU slowed 4×); also the JavaScript the page fetched until
// then and in the 10 s after the click (gzip -9 of each file, as the build counts). Three runs,
// each a new profile; the load average is printed beside each. Run alone: `tsx tests/bench/client-sign-in.ts`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { BENCH_ADMIN, run, startServerProcess, TSX } from './lib';

const PORT = Number(process.env.BENCH_SIGN_IN_PORT ?? 4185);
const RUNS = Number(process.env.BENCH_SIGN_IN_RUNS ?? 3);
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
}

const gz = (bytes: Buffer) => gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join('/');

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

async function once(browser: Browser, url: string): Promise<SignInRun> {
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

    const fetched: Array<{ at: number; url: string; bytes: Promise<number> }> = [];
    const onResponse = (res: Response) => {
      if (!/javascript/.test(res.headers()['content-type'] ?? '')) return;
      fetched.push({ at: Date.now(), url: new URL(res.url()).pathname, bytes: res.body().then(gz, () => 0) });
    };
    page.on('response', onResponse);
    const started = Date.now();
    await page.getByRole('button', { name: 'Giriş Yap' }).click({ noWaitAfter: true });
    // Drawn: the dashboard's heading and its cards (its loading spinner gone), in a painted frame.
    await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'Gösterge Paneli' &&
        !document.body.textContent?.includes('Gösterge paneli yükleniyor…'),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const drawn = Date.now();
    await page.waitForTimeout(Math.max(0, started + AFTER_MS - Date.now()));
    page.off('response', onResponse);
    const sizes = await Promise.all(fetched.map(async (f) => ({ at: f.at, url: f.url, bytes: await f.bytes })));
    log(`JS fetched: ${sizes.map((f) => `${f.url} ${(f.bytes / 1024).toFixed(1)}`).join(', ')}`);
    const kb = (xs: typeof sizes) => xs.reduce((sum, f) => sum + f.bytes, 0) / 1024;
    return { ms: drawn - started, jsDrawnKb: kb(sizes.filter((f) => f.at <= drawn)), jsAfterKb: kb(sizes), files: sizes.length, load };
  } finally {
    await context.close();
  }
}

export async function measureSignIn(largeDir?: string): Promise<SignInRun[]> {
  const server = await startServerProcess(PORT, { DATA_DIR: demoDir(largeDir), DATABASE_URL: '' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const runs: SignInRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await once(browser, server.url));
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

/** The bench's rows: the range of the runs, each run's load average beside it. */
export function signInRows(runs: SignInRun[] | string): string[][] {
  const label =
    "client: 'Giriş Yap' → dashboard drawn, phone on Lighthouse's mobile profile (150 ms, 1.6 Mbps / 750 Kbps, CPU ×4), demo data";
  if (typeof runs === 'string') return [[label, runs, '', `≤ ${TARGET_MS / 1000} s`, '']];
  const ms = runs.map((r) => r.ms);
  const loads = runs.map((r) => r.load).join(', ');
  return [
    [
      `${label} (${runs.length} runs, load ${loads})`,
      range(ms, (n) => `${(n / 1000).toFixed(2)} s`),
      '',
      `≤ ${TARGET_MS / 1000} s`,
      Math.max(...ms) <= TARGET_MS ? 'yes' : 'NO',
    ],
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
