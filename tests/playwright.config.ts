// End-to-end suite: Debian's Chromium against the real built server. The config builds nothing:
// `npm test` (tests/run-all.mjs) builds first.
//
// E2E_WORKERS workers (default 2) run the spec files side by side, each against a server of its
// own on E2E_PORT + 100 × its index (default 4173, 4273), with a database of its own: a worker's tests run
// one after the other against its server, as they did when one worker ran them all, so no test sees
// another's records appear halfway. (Playwright loads this file in every worker too, with that
// worker's TEST_PARALLEL_INDEX set.)
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** Worker n's server. */
const portOf = (index: number) => port + 100 * index;
const ownPort = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers,
  // A flaky test is a bug: it is fixed, never retried.
  retries: 0,
  forbidOnly: ci,
  reporter: 'list',
  // A 2-core machine shared with the API suites: be patient, not flaky. A user journey that takes
  // 50 s beside them has twice that before it fails; the longest journeys set their own.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${ownPort}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    serviceWorkers: 'allow',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Traces only when asked (E2E_TRACE=1: a failed test keeps its trace with the page's DOM at each
    // step). Recorded for every test, failed or not, they cost the stage about 30 % of its CPU
    // (foundation + phone-first, 14 tests: 81.7 → 57.5 CPU s), and a CI run keeps no files: the
    // runner's list of failed tests with their errors is what a CI log shows. The screencast is
    // left out even then: it doubled the browser's CPU.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node tests/e2e/start-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${portOf(index)}/api/health`,
    env: { E2E_PORT: String(portOf(index)) },
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the server close its database; the data directory is wiped on the next start anyway.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
