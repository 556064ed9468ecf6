// `npm test`: unit and component tests, API tests (embedded PGlite), build, end-to-end tests in
// Chromium. `--postgres` adds the API tests against the PostgreSQL server in DATABASE_URL;
// `npm run test:pg` runs that stage alone.
//
// Stages start as soon as what they need is done, so the two cores stay busy: the unit tests and
// the build start together; the end-to-end suite (which waits on the browser and the network more
// than it computes) runs beside the API suites. A failing stage stops the stages that have not
// started; the ones running finish. Prints each stage's duration and ends with the line
// `N passed, M failed` (vitest and Playwright counts from their JSON reports).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgresOnly = process.argv.includes('--postgres-only');
const withPostgres = postgresOnly || process.argv.includes('--postgres');

if (withPostgres && !process.env.DATABASE_URL) {
  console.error('--postgres için DATABASE_URL gerekli (örn. postgres://postgres@127.0.0.1:5432/depo).');
  console.log('\n0 passed, 1 failed');
  process.exit(2);
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'depo-takip-test-'));

/** Vitest JSON: tests that failed, plus files that failed without a failing test (e.g. an import error). */
function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

/** Playwright JSON: retries are off, and a test that passed only on a retry still counts as failed; global errors (e.g. the server did not start) count as failures. */
function playwrightCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors ?? []).length,
  };
}

function vitestStage(name, projects, { env = {}, after = [] } = {}) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    after,
    command: bin('vitest'),
    args: ['run', ...[projects].flat().flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
    counts: () => (existsSync(out) ? vitestCounts(out) : null),
  };
}

const postgresStage = (after) => vitestStage('api (PostgreSQL)', 'api', { env: { DATABASE_URL: process.env.DATABASE_URL }, after });

const e2eStage = (() => {
  const out = path.join(reports, 'e2e.json');
  return {
    name: 'e2e (Chromium)',
    after: ['build'],
    command: bin('playwright'),
    args: ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out },
    counts: () => (existsSync(out) ? playwrightCounts(out) : null),
  };
})();

// On a machine shared by several checkouts' builds, TEST_BUILD_LOCK names a lock file to hold (flock).
const buildStage = process.env.TEST_BUILD_LOCK
  ? { name: 'build', after: [], command: 'flock', args: [process.env.TEST_BUILD_LOCK, 'npm', 'run', '--silent', 'build'], env: {}, counts: () => null }
  : { name: 'build', after: [], command: 'npm', args: ['run', '--silent', 'build'], env: {}, counts: () => null };

const stages = postgresOnly
  ? [postgresStage([])]
  : [
      vitestStage('unit', ['unit', 'component']),
      buildStage,
      // The API suites use the embedded database unless DATABASE_URL is given to the PostgreSQL stage.
      vitestStage('api (PGlite)', 'api', { env: { DATABASE_URL: '' }, after: ['unit'] }),
      e2eStage,
      // One API suite at a time: each already keeps both cores busy. After the build: a suite starts the built server.
      ...(withPostgres ? [postgresStage(['api (PGlite)', 'build'])] : []),
    ];

function run(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...stage.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    child.on('error', (error) => {
      console.error(`${stage.command} başlatılamadı: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const results = new Map();
const running = new Map();
let passed = 0;
let failed = 0;
let stopped = false;

async function runStage(stage) {
  console.log(`\n━━ ${stage.name} başladı (${seconds(performance.now() - started)}) ━━`);
  const t0 = performance.now();
  const code = await run(stage);
  const ms = performance.now() - t0;
  let counts = null;
  try {
    counts = stage.counts();
  } catch (error) {
    console.error(`${stage.name}: rapor okunamadı (${error instanceof Error ? error.message : String(error)})`);
  }
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A stage that fails without a counted failure (a crash, a build error) still counts as one.
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1;
  if (code !== 0) stopped = true;
  results.set(stage.name, { name: stage.name, ms, ok: code === 0, counts, at: t0 - started });
  console.log(`━━ ${stage.name}: ${code === 0 ? 'tamam' : `BAŞARISIZ (çıkış kodu ${code})`}, ${seconds(ms)}`);
}

// Start every stage whose stages before it passed; wait for one to end; again.
for (;;) {
  if (!stopped) {
    for (const stage of stages) {
      if (results.has(stage.name) || running.has(stage.name)) continue;
      if (stage.after.every((name) => results.get(name)?.ok)) running.set(stage.name, runStage(stage).then(() => running.delete(stage.name)));
    }
  }
  if (running.size === 0) break;
  await Promise.race(running.values());
}

rmSync(reports, { recursive: true, force: true });

console.log('\nAşama süreleri (başlangıç → süre):');
for (const stage of stages) {
  const r = results.get(stage.name);
  if (!r) continue;
  const detail = r.counts ? ` (${r.counts.passed} geçti, ${r.counts.failed} kaldı)` : '';
  console.log(`  ${r.ok ? '✓' : '✗'} ${stage.name.padEnd(18)} ${seconds(r.at).padStart(8)} → ${seconds(r.ms).padStart(8)}${detail}`);
}
const skipped = stages.filter((s) => !results.has(s.name)).map((s) => s.name);
if (skipped.length) console.log(`  çalıştırılmadı: ${skipped.join(', ')}`);
const total = performance.now() - started;
console.log(`  toplam ${seconds(total)}`);
// The closing note: every stage's duration on one line, for the CI log and the summary.
console.log(`\nSüreler: ${stages.map((s) => (results.has(s.name) ? `${s.name} ${seconds(results.get(s.name).ms)}` : `${s.name} —`)).join(', ')}; toplam ${seconds(total)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit([...results.values()].every((r) => r.ok) && results.size === stages.length && failed === 0 ? 0 : 1);
