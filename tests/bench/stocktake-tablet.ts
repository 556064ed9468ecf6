// The count screen of the real app on the real server (PGlite or PostgreSQL), in Chromium as a
// tablet (820×1180, touch), on the 20,000-item count of stocktake-seed.ts: a hardware scanner's
// serial and Enter, then the time from the Enter key (its event timestamp: when it was typed) to
// the first frame after the read is on screen and in the counter; then the close as the user
// lives it (confirm → the result screen shown) and its request alone. Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { openDatabase, type Database } from '@server/db/client';
import { scannerTypes } from '../helpers/scanner-keys';
import { BENCH_ADMIN, mirrorCount, startServerProcess, type ServerProcess } from './lib';
import { ELSEWHERE, ELSEWHERE_READ, ITEMS, READ_BEFORE, UNKNOWN_READ, elsewhereSerial, seedCount, serial } from './stocktake-seed';

const READS = 60;
const log = (line: string) => console.error(`[bench:stocktake] ${line}`);

export interface TabletFigures {
  /** Enter → read on screen and in the counter → next frame, per read. */
  readMs: number[];
  /** The count screen opened until it shows every read the server holds. */
  openMs: number;
  /** 'Sayımı Kapat' confirmed → the result screen shown. */
  closeMs: number;
  /** The close request alone (request sent → answer received). */
  closeRequestMs: number;
}

/** The serial of the i-th read the tablet makes: mostly expected items not read yet, some misplaced, some unknown. */
function nextSerial(i: number): string {
  if (i % 6 === 4) return elsewhereSerial(ELSEWHERE_READ + 1 + Math.floor(i / 6));
  if (i % 6 === 5) return `YOK-T-${i}`;
  return serial(READ_BEFORE + 1 + i);
}

async function measureReads(page: Page, cdp: CDPSession): Promise<number[]> {
  // No named functions inside: the bench runs through tsx, whose helpers do not exist in the page.
  await page.evaluate(() => {
    const w = window as unknown as { benchEnter?: number; benchWant?: { serial: string; reads: string }; benchDone?: number };
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter') w.benchEnter = e.timeStamp;
      },
      true,
    );
    new MutationObserver(() => {
      const want = w.benchWant;
      if (!want || w.benchDone !== undefined) return;
      const row = document.querySelector('[data-testid="read-row"]');
      const counter = document.querySelector('[data-testid="counter-reads"] dd');
      if (!row?.textContent?.includes(want.serial) || counter?.textContent !== want.reads) return;
      w.benchDone = -1;
      requestAnimationFrame(() => setTimeout(() => (w.benchDone = performance.now() - (w.benchEnter ?? performance.now())), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const times: number[] = [];
  let reads = READ_BEFORE + ELSEWHERE_READ + UNKNOWN_READ;
  for (let i = 0; i < READS; i++) {
    const value = nextSerial(i);
    reads += 1;
    await page.evaluate(
      ([s, r]) => {
        const w = window as unknown as { benchWant?: unknown; benchDone?: number; benchEnter?: number };
        w.benchWant = { serial: s, reads: r };
        w.benchDone = undefined;
        w.benchEnter = undefined;
      },
      [value, reads.toLocaleString('tr-TR')] as const,
    );
    await scannerTypes(cdp, value, 5);
    const handle = await page.waitForFunction(
      () => {
        const done = (window as unknown as { benchDone?: number }).benchDone;
        return done !== undefined && done >= 0 ? done : false;
      },
      undefined,
      { timeout: 30_000 },
    );
    times.push((await handle.jsonValue()) as number);
    // A person with a scanner: a few reads a second at most.
    await page.waitForTimeout(300);
  }
  return times;
}

async function measureClose(page: Page): Promise<{ closeMs: number; closeRequestMs: number }> {
  const close = page.getByRole('button', { name: 'Sayımı Kapat' });
  await close.waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="close-blocked"]'), undefined, { timeout: 60_000 });
  await close.click();
  const dialog = page.getByRole('alertdialog', { name: 'Sayımı Kapat' });
  // Enabled once the other devices' state is known.
  const confirm = dialog.getByRole('button', { name: /^(Sayımı|Yine de) Kapat$/ });
  await confirm.waitFor();
  while (!(await confirm.isEnabled())) await page.waitForTimeout(50);
  const answer = page.waitForResponse((r) => r.url().endsWith('/close') && r.request().method() === 'POST', { timeout: 60_000 });
  const resultAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/result') && r.request().method() === 'GET', {
    timeout: 60_000,
  });
  const t0 = performance.now();
  await confirm.click();
  void resultAnswer
    .then(async (r) => {
      const at = performance.now() - t0;
      const t = r.request().timing();
      const size = (await r.body()).length;
      log(
        `result answer at ${at.toFixed(0)} ms, body complete at ${(performance.now() - t0).toFixed(0)} ms (waiting ${(t.responseStart - t.requestStart).toFixed(0)} ms, ${(size / 1024).toFixed(0)} KB)`,
      );
    })
    .catch(() => undefined);
  const response = await answer;
  const answered = performance.now() - t0;
  await page.getByRole('heading', { name: /^Sayım Sonucu/ }).waitFor({ timeout: 60_000 });
  const heading = performance.now() - t0;
  await page.getByTestId('result-missing').getByTestId('result-row').first().waitFor({ timeout: 60_000 });
  const closeMs = performance.now() - t0;
  log(`close: answer ${answered.toFixed(0)} ms, result heading ${heading.toFixed(0)} ms, rows ${closeMs.toFixed(0)} ms`);
  const timing = response.request().timing();
  return { closeMs, closeRequestMs: timing.responseEnd - timing.requestStart };
}

async function onTablet(server: ServerProcess, sessionId: string): Promise<TabletFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 820, height: 1180 },
      hasTouch: true,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-posta').fill(BENCH_ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The device copy of the equipment list (misplaced items are placed from it) is complete first.
    const deadline = Date.now() + 180_000;
    while ((await mirrorCount(page)) < ITEMS + ELSEWHERE && Date.now() < deadline) await page.waitForTimeout(500);
    const t0 = performance.now();
    await page.goto(`${server.url}/stocktakes/${sessionId}`);
    const total = (READ_BEFORE + ELSEWHERE_READ + UNKNOWN_READ).toLocaleString('tr-TR');
    await page.waitForFunction((want) => document.querySelector('[data-testid="counter-reads"] dd')?.textContent === want, total, {
      timeout: 120_000,
    });
    const openMs = performance.now() - t0;
    await page.waitForTimeout(2_000);
    await page.getByRole('heading', { name: /^Sayım:/ }).click();
    log(`${READS} reads on the tablet`);
    const readMs = await measureReads(page, await context.newCDPSession(page));
    log('close on the tablet');
    const close = await measureClose(page);
    return { readMs, openMs, ...close };
  } finally {
    await browser.close();
  }
}

/** Seeds a database of its own, starts the built server on it, and measures the tablet. */
export async function tabletFigures(backend: 'pglite' | 'postgres', port: number, postgresUrl?: string): Promise<TabletFigures> {
  let database: Database;
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  if (backend === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'depo-stocktake-bench-'));
    const dataDir = path.join(dir, 'data');
    database = await openDatabase({ kind: 'pglite', dataDir });
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('no PostgreSQL URL');
    database = await openDatabase({ kind: 'postgres', url: postgresUrl });
    env = { DATABASE_URL: postgresUrl };
    cleanup = async () => undefined;
  }
  try {
    const seeded = await seedCount(database.db).finally(() => database.close());
    const server = await startServerProcess(port, env);
    try {
      return await onTablet(server, seeded.sessionId);
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}
