// `npm test`: unit tests, API tests (embedded PGlite), build, end-to-end tests in Chromium.
// `npm run test:pg` (`--postgres`): the API tests against the PostgreSQL server in DATABASE_URL.
// Stops at the first failing stage, prints each stage's duration and ends with the line
// `N passed, M failed` (vitest and Playwright counts from their JSON reports).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgres = process.argv.includes('--postgres');

if (postgres && !process.env.DATABASE_URL) {
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

function vitestStage(name, projects, env = {}) {
  const out = path.join(reports, `${name}.json`);
  return {
    name,
    command: bin('vitest'),
    args: ['run', ...[projects].flat().flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
    counts: () => (existsSync(out) ? vitestCounts(out) : null),
  };
}

const stages = postgres
  ? [vitestStage('api (PostgreSQL)', 'api', { DATABASE_URL: process.env.DATABASE_URL })]
  : [
      vitestStage('unit', ['unit', 'component']),
      // The API suites use the embedded database unless --postgres is given.
      vitestStage('api (PGlite)', 'api', { DATABASE_URL: '' }),
      // On a machine shared by several checkouts' builds, TEST_BUILD_LOCK names a lock file to hold (flock).
      process.env.TEST_BUILD_LOCK
        ? { name: 'build', command: 'flock', args: [process.env.TEST_BUILD_LOCK, 'npm', 'run', '--silent', 'build'], env: {}, counts: () => null }
        : { name: 'build', command: 'npm', args: ['run', '--silent', 'build'], env: {}, counts: () => null },
      (() => {
        const out = path.join(reports, 'e2e.json');
        return {
          name: 'e2e (Chromium)',
          command: bin('playwright'),
          args: ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
          env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out },
          counts: () => (existsSync(out) ? playwrightCounts(out) : null),
        };
      })(),
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
const results = [];
let passed = 0;
let failed = 0;
const started = performance.now();

for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ━━`);
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
  results.push({ name: stage.name, ms, ok: code === 0, counts });
  console.log(`━━ ${stage.name}: ${code === 0 ? 'tamam' : `BAŞARISIZ (çıkış kodu ${code})`}, ${seconds(ms)}`);
  if (code !== 0) break;
}

rmSync(reports, { recursive: true, force: true });

console.log('\nAşama süreleri:');
for (const r of results) {
  const detail = r.counts ? ` (${r.counts.passed} geçti, ${r.counts.failed} kaldı)` : '';
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(18)} ${seconds(r.ms).padStart(8)}${detail}`);
}
const skipped = stages.slice(results.length).map((s) => s.name);
if (skipped.length) console.log(`  çalıştırılmadı: ${skipped.join(', ')}`);
console.log(`  toplam ${seconds(performance.now() - started)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
