// Helpers of the benchmark: servers as child processes, their memory, load runs, formatting.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Page } from 'playwright-core';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import postgres from 'postgres';
import { handoverCheck, type CheckDue } from '@shared/equipment-checks';
import { warehouseToday } from '@shared/local-day';
import { asStarted } from '../../src/server/cli/memory-settings.mjs';

/**
 * The items a hand-over may take today: available, with no required check run out. The kept large
 * data ages (its checks were dated at the seed), and a refused hand-over is not what a load run
 * measures.
 */
export function handableIds(
  rows: ReadonlyArray<{ id: string; status: string; serial_number?: string; check_due?: CheckDue[] | null }>,
): string[] {
  const today = warehouseToday();
  return rows
    .filter(
      (r) =>
        r.status === 'available' && handoverCheck({ serial_number: r.serial_number ?? '', check_due: r.check_due }, today).refusal === null,
    )
    .map((r) => r.id);
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_ADMIN = { email: 'bench@depo.local', password: 'bench-sifre-123' };
export const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs `command` under `flock <lockFile>` when a lock file is given (shared machine). */
export function locked(lockFile: string | undefined, command: string, args: string[]): [string, string[]] {
  return lockFile ? ['flock', [lockFile, command, ...args]] : [command, args];
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): { status: number; seconds: number } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status ?? 1, seconds: (performance.now() - started) / 1000 };
}

/**
 * A private copy of the built client, taken under the build lock: other builds may rewrite dist
 * while the benchmark runs, and the server reads the client directory when it starts.
 */
export function snapshotClient(): string {
  if (process.env.BENCH_CLIENT_DIR) return process.env.BENCH_CLIENT_DIR;
  const target = path.join(mkdtempSync(path.join(os.tmpdir(), 'depo-bench-client-')), 'client');
  const [cmd, args] = locked(process.env.BENCH_BUILD_LOCK, 'cp', ['-rp', path.join(ROOT, 'dist', 'client'), target]);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('could not copy the built client');
  process.env.BENCH_CLIENT_DIR = target;
  process.on('exit', () => rmSync(path.dirname(target), { recursive: true, force: true }));
  return target;
}

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  startSeconds: number;
  launcher: 'dist' | 'tsx';
  stop(): Promise<void>;
}

/** Starts the real server (the build when it is there, else the sources through tsx). */
export async function startServerProcess(port: number, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  // A server left over from an interrupted run would answer the health check below, and the bench
  // would measure it (its build, its data) instead of the one started here.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: stop the server left there before measuring`);
  const built = path.join(ROOT, 'dist', 'server', 'main.js');
  const launcher = existsSync(built) ? 'dist' : 'tsx';
  // Started as `npm start` starts it: its memory settings act only at a process's start
  // (BENCH_MEMORY_SETTINGS=0 leaves them out, to compare).
  const entry = launcher === 'dist' ? [built] : [TSX, path.join(ROOT, 'src', 'server', 'main.ts')];
  const command = process.env.BENCH_MEMORY_SETTINGS === '0' ? { args: entry, env: process.env } : asStarted(entry, process.env);
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...command.env,
      DATABASE_URL: '',
      DATA_DIR: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_REQUESTS: '0',
      CLIENT_DIR: snapshotClient(),
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start: ${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const startSeconds = (performance.now() - started) / 1000;
  // A server that dies while it is measured says why (the figures after it would be a refused fetch).
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[bench] server on ${port} exited (${signal ?? code}) while measured:\n${output.slice(-3000)}`);
  });
  return {
    url,
    pid: child.pid ?? 0,
    child,
    startSeconds,
    launcher,
    async stop() {
      stopping = true;
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident and peak memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS:'), peak: field('VmHWM:') };
}

/**
 * Samples a process's RSS every `everyMs` until stopped; `stop()` answers the highest sample (MB).
 * VmHWM covers the process's whole life; the samples say which phase the peak belongs to.
 */
export function sampleRss(pid: number, everyMs = 100): { stop(): Promise<number> } {
  let peak = 0;
  const take = () => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // the process has gone
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return Promise.resolve(peak);
    },
  };
}

/**
 * Asks `url`/api/health every `everyMs` from a thread of its own (so the benchmark's own work, such
 * as sending a file, does not count as the server's) until stopped; `stop()` answers the answer
 * times in ms. It resolves once the thread has had one answer, which is not counted: a new thread's
 * first `fetch` loads Node's HTTP client and opens a connection (23–29 ms on an idle server of a
 * fast machine, against 3–6 ms for the next ones), which is the probe's cost, not the server's.
 */
export async function probeHealth(url: string, everyMs = 50): Promise<{ stop(): Promise<number[]> }> {
  const probe = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const times = [];
    let running = true;
    parentPort.once('message', () => (running = false));
    const ask = () => fetch(workerData.url + '/api/health').then((r) => r.arrayBuffer(), () => {});
    (async () => {
      await ask();
      parentPort.postMessage('warm');
      while (running) {
        const started = performance.now();
        await ask();
        times.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, workerData.everyMs));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { url, everyMs } },
  );
  await new Promise((resolve) => probe.once('message', resolve));
  const answered = new Promise<number[]>((resolve) => probe.once('message', resolve));
  return {
    async stop() {
      probe.postMessage('stop');
      const times = await answered;
      await probe.terminate();
      return times;
    },
  };
}

export async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!res.ok || !body.token) throw new Error(`login failed (${res.status}): ${body.error ?? ''}`);
  return body.token;
}

/** One GET, timed to the last byte; the body as sent (not decompressed). */
export function timed(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; bytes: number; status: number; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ ms: performance.now() - started, bytes: body.length, status: res.statusCode ?? 0, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  bad: number;
  connections: number;
  seconds: number;
}

export async function load(
  url: string,
  options: { connections: number; duration?: number; amount?: number; timeout?: number; requests: AutocannonRequest[] },
): Promise<LoadResult> {
  const result: AutocannonResult = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    timeout: options.timeout ?? 60,
    requests: options.requests,
  });
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    bad: result.non2xx + result.errors + result.timeouts,
    connections: options.connections,
    seconds: result.duration,
  };
}

export const fmt = {
  rps: (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)),
  ms: (n: number) => (n >= 100 ? `${n.toFixed(0)} ms` : `${n.toFixed(1)} ms`),
  mb: (n: number) => `${n.toFixed(0)} MB`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  bytes: (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`),
  s: (n: number) => `${n.toFixed(1)} s`,
  load: (r: LoadResult) => `${fmt.rps(r.rps)}/s · p50 ${fmt.ms(r.p50)} · p99 ${fmt.ms(r.p99)}${r.bad ? ` · ${r.bad} failed` : ''}`,
};

/** A plain-text table with aligned columns. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Rows of the device's copy of the equipment list (IndexedDB `depo-offline`), -1 before it exists. */
export async function mirrorCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('depo-offline');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('equipment')) {
            db.close();
            return resolve(-1);
          }
          const req = db.transaction('equipment').objectStore('equipment').count();
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
          req.onerror = () => resolve(-1);
        };
      }),
  );
}

/**
 * Runs `run` on a PostgreSQL database of its own (named `<prefix>_<random>`), created on the server of
 * BENCH_DATABASE_URL or DATABASE_URL and dropped afterwards; without a URL, answers the reason instead.
 */
export async function withPostgres<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T | string> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) return 'n/a: no PostgreSQL URL';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  try {
    return await run(own.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
