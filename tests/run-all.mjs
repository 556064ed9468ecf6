// `npm test`: every suite — unit and component tests, API tests on the embedded database (PGlite)
// and on PostgreSQL, build, end-to-end tests in Chromium. `npm run test:pg` runs the PostgreSQL
// API stage alone.
//
// PostgreSQL: the server in DATABASE_URL when it is given (its user may create databases);
// otherwise a throw-away cluster of the locally installed PostgreSQL (tests/postgres-cluster.mjs).
// Where neither can be had, the runner says so loudly and counts the PostgreSQL stage's suites as
// skipped; with `--postgres` (CI) that is a failure instead.
//
// Stages start as soon as what they need is done: the unit tests and the build start together;
// the end-to-end suite runs alone after them (beside other stages its browsers starved on 2 cores),
// then the API suites, the embedded database's and PostgreSQL's. A failing stage stops the stages that have not
// started; the ones running finish. A stage that runs no test fails. Prints each stage's duration
// and ends with the line `N passed, M failed, K skipped` (vitest and Playwright counts from their
// JSON reports).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresCluster } from './postgres-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgresOnly = process.argv.includes('--postgres-only');
/** PostgreSQL must be had: a missing one fails the run instead of skipping its stage (CI). */
const postgresRequired = process.argv.includes('--postgres');

const reports = mkdtempSync(path.join(os.tmpdir(), 'depo-takip-test-'));

/** The first lines of an error message, colours stripped: what the end of the run says of a failure. */
function firstLines(text, count = 6) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('node_modules'))
      .slice(0, count)
      .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
  );
}

/** Vitest JSON: tests that failed, plus files that failed without a failing test (e.g. an import error). */
function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  const failures = (report.testResults ?? []).flatMap((r) => {
    const where = path.relative(root, r.name ?? '');
    const tests = (r.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => ({
        title: `${where} › ${a.fullName ?? a.title} (${((a.duration ?? 0) / 1000).toFixed(1)} s)`,
        // Vitest's JSON keeps no message for a timeout: it writes this placeholder instead.
        lines: firstLines((a.failureMessages ?? []).join('\n')).map((line) =>
          line === 'Error: STACK_TRACE_ERROR' ? 'ileti raporda yok (vitest JSON): çoğunlukla süre aşımı, süresi yukarıda' : line,
        ),
      }));
    return tests.length || r.status !== 'failed' ? tests : [{ title: where, lines: firstLines(r.message) }];
  });
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** Every test of a Playwright JSON report's suites, with the file and titles that name it. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { file: spec.file, titles: [...here, spec.title], test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

/** Playwright JSON: retries are off, and a test that passed only on a retry still counts as failed; global errors (e.g. the server did not start) count as failures. */
function playwrightCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const failures = [];
  for (const suite of report.suites ?? [])
    for (const { file, titles, test } of playwrightTests(suite)) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const result = (test.results ?? []).find((r) => r.status !== 'passed') ?? {};
      const errors = (result.errors ?? []).map((e) => e.message ?? '').join('\n');
      failures.push({
        title: `${file} › ${titles.join(' › ')} (${result.status ?? test.status}, ${Math.round((result.duration ?? 0) / 1000)} s)`,
        lines: firstLines(errors, 10),
      });
    }
  for (const error of report.errors ?? []) failures.push({ title: 'Playwright', lines: firstLines(error.message) });
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
    failures,
  };
}

function vitestStage(name, projects, { env = {}, after = [] } = {}) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    after,
    command: bin('vitest'),
    args: [
      'run',
      ...[projects].flat().flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
    counts: () => (existsSync(out) ? vitestCounts(out) : null),
  };
}

/** The API suites the PostgreSQL stage runs (what vite.config.ts's api project includes there). */
function postgresSuites() {
  return readdirSync(path.join(root, 'tests/api')).filter((f) => f.endsWith('.test.ts') && !f.startsWith('embedded-')).length;
}

// The PostgreSQL server: DATABASE_URL, or a throw-away cluster started beside the first stages.
let cluster = null;
const postgres = process.env.DATABASE_URL
  ? Promise.resolve({ url: process.env.DATABASE_URL })
  : startPostgresCluster().then(
      (started) => {
        cluster = started;
        console.log(`\nPostgreSQL: geçici küme ${started.url}`);
        return { url: started.url };
      },
      (error) => ({ missing: error instanceof Error ? error.message : String(error) }),
    );

// Interrupted: the throw-away cluster goes too (the stages' processes get the signal themselves).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cluster?.stop();
    process.exit(130);
  });
}

const postgresStage = (after) => ({
  ...vitestStage('api (PostgreSQL)', 'api', { after }),
  /** The server's URL, or why the stage cannot run. Beside the PGlite stage, the suites it runs once are left out. */
  prepare: async () => {
    const server = await postgres;
    if (server.missing) return { skip: server.missing, suites: postgresSuites() };
    return { env: { DATABASE_URL: server.url, ...(postgresOnly ? {} : { API_SUITES_ONCE: '1' }) } };
  },
});

const e2eStage = (() => {
  const out = path.join(reports, 'e2e.json');
  return {
    name: 'e2e (Chromium)',
    // Alone: beside the unit stage's four workers or an API stage's two, two browsers starved on
    // 2 cores with Chromium 156 (a PGlite start in a unit suite past 60 s, a component test's 5 s
    // wait, end-to-end steps past their 10–15 s); the stage alone passed whole. The API stages
    // follow it.
    after: ['build', 'unit'],
    command: bin('playwright'),
    args: ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out },
    counts: () => (existsSync(out) ? playwrightCounts(out) : null),
  };
})();

// On a machine shared by several checkouts' builds, TEST_BUILD_LOCK names a lock file to hold (flock).
const buildStage = process.env.TEST_BUILD_LOCK
  ? {
      name: 'build',
      after: [],
      command: 'flock',
      args: [process.env.TEST_BUILD_LOCK, 'npm', 'run', '--silent', 'build'],
      env: {},
      counts: () => null,
    }
  : { name: 'build', after: [], command: 'npm', args: ['run', '--silent', 'build'], env: {}, counts: () => null };

const stages = postgresOnly
  ? [postgresStage([])]
  : [
      vitestStage('unit', ['unit', 'unit-isolated', 'component', 'component-isolated']),
      buildStage,
      // The API suites use the embedded database unless DATABASE_URL is given to the PostgreSQL stage.
      // Each suite of tests/api-suites-once.ts runs on one of the two only, unless PostgreSQL cannot be had.
      {
        ...vitestStage('api (PGlite)', 'api', { env: { DATABASE_URL: '' }, after: ['unit', 'e2e (Chromium)'] }),
        prepare: async () => ((await postgres).missing ? {} : { env: { API_SUITES_ONCE: '1' } }),
      },
      e2eStage,
      // One API suite at a time: each already keeps both cores busy. After the build: a suite starts the built server.
      postgresStage(['api (PGlite)', 'build']),
    ];

function run(stage, env) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...stage.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    child.on('error', (error) => {
      console.error(`${stage.command} başlatılamadı: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Seconds of CPU the whole machine has spent busy so far (every process: the browsers, the servers,
 * PostgreSQL), from /proc/stat; null where there is none. Over the run, against the cores × the
 * run's time, it says whether the suite waits on the processor or on something else.
 */
function machineBusySeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number); // guest time is counted in user time already
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.reduce((a, b) => a + b, 0) - idle) / 100;
  } catch {
    return null;
  }
}
const busyAtStart = machineBusySeconds();
const started = performance.now();
const results = new Map();
const running = new Map();
let passed = 0;
let failed = 0;
let skipped = 0;
let stopped = false;
const missing = [];

/** Said loudly: a stage that could not run is not a pass. */
function shout(lines) {
  const bar = '!'.repeat(100);
  console.log(`\n${bar}\n${lines.map((l) => `!!! ${l}`).join('\n')}\n${bar}`);
}

async function runStage(stage) {
  const t0 = performance.now();
  const prepared = stage.prepare ? await stage.prepare() : {};
  if (prepared.skip) {
    const required = postgresRequired;
    shout([
      `${stage.name} ÇALIŞTIRILMADI: ${prepared.skip}`,
      `${prepared.suites} API dosyası PostgreSQL üzerinde denenmedi${required ? ' (--postgres: bu bir hata)' : ' ve atlanmış sayılıyor'}.`,
      'PostgreSQL kurun (apt-get install postgresql) ya da DATABASE_URL verin.',
    ]);
    missing.push(`${stage.name}: ${prepared.skip}`);
    if (required) failed += 1;
    else skipped += prepared.suites;
    results.set(stage.name, { name: stage.name, ms: 0, ok: !required, skippedStage: true, counts: null, at: t0 - started });
    return;
  }
  console.log(`\n━━ ${stage.name} başladı (${seconds(performance.now() - started)}) ━━`);
  const code = await run(stage, prepared.env);
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
    skipped += counts.skipped;
  }
  // A test stage that ran no test fails: a filter or a config that finds nothing is not a pass.
  const empty = counts !== null && counts.passed + counts.failed === 0 && stage.name !== 'build';
  if (empty) console.error(`${stage.name}: hiç test çalışmadı.`);
  const ok = code === 0 && !empty;
  // A stage that fails without a counted failure (a crash, a build error, no test) still counts as one.
  if (!ok && (!counts || counts.failed === 0)) failed += 1;
  if (!ok) stopped = true;
  results.set(stage.name, { name: stage.name, ms, ok, counts, at: t0 - started });
  console.log(`━━ ${stage.name}: ${ok ? 'tamam' : `BAŞARISIZ (${empty ? 'hiç test yok' : `çıkış kodu ${code}`})`}, ${seconds(ms)}`);
}

// Start every stage whose stages before it passed; wait for one to end; again.
for (;;) {
  if (!stopped) {
    for (const stage of stages) {
      if (results.has(stage.name) || running.has(stage.name)) continue;
      if (stage.after.every((name) => results.get(name)?.ok))
        running.set(
          stage.name,
          runStage(stage).then(() => running.delete(stage.name)),
        );
    }
  }
  if (running.size === 0) break;
  await Promise.race(running.values());
}

rmSync(reports, { recursive: true, force: true });
if (!process.env.DATABASE_URL) {
  // Wait for a cluster still starting (every stage may have stopped before PostgreSQL's), then stop it.
  await postgres;
  cluster?.stop();
}

console.log('\nAşama süreleri (başlangıç → süre):');
for (const stage of stages) {
  const r = results.get(stage.name);
  if (!r) continue;
  const detail = r.skippedStage
    ? ' (çalıştırılmadı)'
    : r.counts
      ? ` (${r.counts.passed} geçti, ${r.counts.failed} kaldı${r.counts.skipped ? `, ${r.counts.skipped} atlandı` : ''})`
      : '';
  console.log(
    `  ${r.skippedStage ? '!' : r.ok ? '✓' : '✗'} ${stage.name.padEnd(18)} ${seconds(r.at).padStart(8)} → ${seconds(r.ms).padStart(8)}${detail}`,
  );
}
const notRun = stages.filter((s) => !results.has(s.name)).map((s) => s.name);
if (notRun.length) console.log(`  çalıştırılmadı: ${notRun.join(', ')}`);
const total = performance.now() - started;
const busy = busyAtStart === null ? null : machineBusySeconds() - busyAtStart;
const capacity = (total / 1000) * os.cpus().length;
console.log(
  `  toplam ${seconds(total)}${busy === null ? '' : `; makinenin işlemcisi ${busy.toFixed(0)} s meşgul, ${capacity.toFixed(0)} s içinde (${os.cpus().length} çekirdek, %${Math.round((100 * busy) / capacity)})`}`,
);
// The closing note: every stage's duration on one line, for the CI log and the summary.
console.log(
  `\nSüreler: ${stages.map((s) => (results.has(s.name) ? `${s.name} ${seconds(results.get(s.name).ms)}` : `${s.name} —`)).join(', ')}; toplam ${seconds(total)}`,
);
if (missing.length) shout(missing.map((m) => `ATLANDI — ${m}`));
// The failures again, at the end where a log's tail shows them: each test's name and its error's first lines.
const failures = stages.flatMap((s) => (results.get(s.name)?.counts?.failures ?? []).map((f) => ({ stage: s.name, ...f })));
if (failures.length) {
  console.log(`\nKalan testler (${failures.length}):`);
  for (const f of failures) console.log(`  ✗ [${f.stage}] ${f.title}\n${f.lines.map((l) => `      ${l}`).join('\n')}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit([...results.values()].every((r) => r.ok) && results.size === stages.length && failed === 0 ? 0 : 1);
