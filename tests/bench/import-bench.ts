// Import at scale: a CSV of 100,000 equipment rows through the real built server, preview and
// write, on a fresh database, then each hostile file of the import tests refused. While the write
// and each refusal run, /api/health is asked every 50 ms from a thread of its own and the server's
// RSS sampled. Figures only; `npm run bench` prints them in its table.
// Run alone: npx tsx tests/bench/import-bench.ts [rows]   (PostgreSQL too with BENCH_DATABASE_URL or DATABASE_URL)
// Ports 4183 (PGlite) and 4184 (PostgreSQL); BENCH_IMPORT_PORT=n takes n and n + 1 instead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { toCsv } from '@shared/csv';
import type { ImportPreview, ImportProgressLine, ImportSummary } from '@shared/import';
import { zipBomb } from '../helpers/spreadsheets';
import { fmt, login, median, memoryOf, probeHealth, sampleRss, startServerProcess } from './lib';

const ROWS = Number(process.argv[2] ?? 100_000);
const PORT = Number(process.env.BENCH_IMPORT_PORT || 4183);
const PORTS = { pglite: PORT, postgres: PORT + 1 } as const;
const log = (line: string) => console.error(`[bench:import] ${line}`);

export interface ImportFigures {
  rows: number;
  fileBytes: number;
  previewSeconds: number;
  writeSeconds: number;
  created: number;
  /** The server process's peak RSS (VmHWM) over its whole life: start, preview and write. */
  rssPeakMb: number;
  /** RSS of the started server before the import (PGlite's heap included). */
  rssBeforeMb: number;
  /** VmHWM once the server answered: what starting (and creating the database) cost. */
  rssStartPeakMb: number;
  /** Highest RSS sampled every 100 ms during the preview, and during the write. */
  rssPreviewPeakMb: number;
  rssWritePeakMb: number;
  /** CPU seconds the server process spent on the write (user + system): what the write costs on a loaded machine. */
  writeCpuSeconds: number;
  previewCpuSeconds: number;
  healthMaxMs: number;
  healthP95Ms: number;
  healthCount: number;
  /** Each hostile file refused: its answer, and /api/health meanwhile. */
  hostile: HostileFigures[];
}

interface HostileFigures {
  name: string;
  status: number;
  ms: number;
  cpuSeconds: number;
  healthMaxMs: number;
  healthP50Ms: number;
  probes: number;
  /** The 1-minute load average when the file was sent (the machine may be shared). */
  load: string;
}

/** Pseudo-random bytes (no zeros, so a reader does not take them for a binary file at once). */
function junk(size: number, prefix: number[] = []): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(prefix);
  let x = 2463534242;
  for (let i = prefix.length; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = 32 + ((x >>> 0) % 95);
  }
  return bytes;
}

/** The hostile files of the import tests, at the sizes that cost the server most. */
const HOSTILE: Array<[string, string, () => Promise<Uint8Array> | Uint8Array]> = [
  ['a huge cell (10 MB CSV)', 'liste.csv', () => new TextEncoder().encode(`Seri No;Marka\r\n"${'x'.repeat(10 * 1024 * 1024)}";B\r\n`)],
  ['a zip bomb (300 MB declared)', 'bomba.xlsx', () => zipBomb(300 * 1024 * 1024)],
  ['junk .xlsx (10 MB)', 'bozuk.xlsx', () => junk(10 * 1024 * 1024, [0x50, 0x4b, 0x03, 0x04])],
  ['junk text (10 MB)', 'bozuk.csv', () => junk(10 * 1024 * 1024)],
  ['a million rows', 'milyon.csv', () => new TextEncoder().encode(`Seri No\n${'A\n'.repeat(1_000_000)}`)],
];

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? NaN;

/** User + system CPU seconds of a process so far (Linux /proc, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function csvFile(brand: string, category: string, warehouse: string): Uint8Array {
  const rows = Array.from({ length: ROWS }, (_, i) => ({ serial: `IMP-${String(i).padStart(7, '0')}`, model: `Model ${i % 500}` }));
  const text = toCsv(rows, [
    { header: 'Seri No', value: (r) => r.serial },
    { header: 'Marka', value: () => brand },
    { header: 'Model', value: (r) => r.model },
    { header: 'Kategori', value: () => category },
    { header: 'Depo', value: () => warehouse },
    { header: 'Durum', value: () => 'Müsait' },
  ]);
  return new TextEncoder().encode(text);
}

function form(bytes: Uint8Array, name = 'ekipmanlar.csv'): FormData {
  const f = new FormData();
  f.set('file', new Blob([new Uint8Array(bytes)]), name);
  return f;
}

async function measure(backend: 'pglite' | 'postgres', env: NodeJS.ProcessEnv): Promise<ImportFigures> {
  const server = await startServerProcess(PORTS[backend], env);
  try {
    const token = await login(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const post = async <T>(p: string, body: unknown) => {
      const res = await fetch(`${server.url}/api${p}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as T;
    };
    const brand = await post<{ name: string }>('/brands', { name: 'Bosch' });
    const category = await post<{ name: string }>('/categories', { name: 'Matkap' });
    const warehouse = await post<{ name: string }>('/warehouses', { name: 'Merkez Depo', location: 'İstanbul' });
    const bytes = csvFile(brand.name, category.name, warehouse.name);

    const { rss: rssBeforeMb, peak: rssStartPeakMb } = memoryOf(server.pid);
    log(`${backend}: preview of ${ROWS} rows`);
    let cpu = cpuSeconds(server.pid);
    let started = performance.now();
    const previewSampler = sampleRss(server.pid);
    const previewRes = await fetch(`${server.url}/api/imports/equipment/preview`, { method: 'POST', headers: auth, body: form(bytes) });
    const preview = (await previewRes.json()) as ImportPreview;
    const rssPreviewPeakMb = await previewSampler.stop();
    const previewSeconds = (performance.now() - started) / 1000;
    const previewCpuSeconds = cpuSeconds(server.pid) - cpu;
    if (preview.counts.create !== ROWS) throw new Error(`preview: ${JSON.stringify(preview.counts)}`);

    log(`${backend}: write`);
    const writeSampler = sampleRss(server.pid);
    const probe = await probeHealth(server.url);
    cpu = cpuSeconds(server.pid);
    started = performance.now();
    const res = await fetch(`${server.url}/api/imports/equipment`, { method: 'POST', headers: auth, body: form(bytes) });
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ImportProgressLine);
    const writeSeconds = (performance.now() - started) / 1000;
    const writeCpuSeconds = cpuSeconds(server.pid) - cpu;
    const health = await probe.stop();
    const rssWritePeakMb = await writeSampler.stop();
    const last = lines[lines.length - 1];
    if (last?.type !== 'summary') throw new Error(`write: ${JSON.stringify(last)}`);
    const summary: ImportSummary = last.summary;
    // VmHWM after each step: the step that raised the process's peak is the one after which it rose.
    log(`${backend}: after the write, peak so far ${memoryOf(server.pid).peak.toFixed(0)} MB`);

    const hostile: HostileFigures[] = [];
    for (const [name, fileName, make] of HOSTILE) {
      log(`${backend}: ${name}`);
      const bytes = await make();
      const load = os.loadavg()[0]!.toFixed(1);
      const watch = await probeHealth(server.url, 20);
      const c0 = cpuSeconds(server.pid);
      const t0 = performance.now();
      const answer = await fetch(`${server.url}/api/imports/equipment/preview`, {
        method: 'POST',
        headers: auth,
        body: form(bytes, fileName),
      });
      await answer.arrayBuffer();
      const ms = performance.now() - t0;
      const cpuUsed = cpuSeconds(server.pid) - c0;
      const times = await watch.stop();
      hostile.push({
        name,
        status: answer.status,
        ms,
        cpuSeconds: cpuUsed,
        healthMaxMs: Math.max(...times),
        healthP50Ms: median(times),
        probes: times.length,
        load,
      });
      log(
        `${backend}: ${name}: /api/health p50 ${fmt.ms(median(times))}, max ${fmt.ms(Math.max(...times))} (load ${load}); ` +
          `peak so far ${memoryOf(server.pid).peak.toFixed(0)} MB`,
      );
    }
    // The high-water mark of the whole process: the start, the preview, the write and the refusals.
    const rssPeak = memoryOf(server.pid).peak;
    const sorted = [...health].sort((a, b) => a - b);
    return {
      rows: ROWS,
      fileBytes: bytes.byteLength,
      previewSeconds,
      writeSeconds,
      created: summary.counts.create,
      rssPeakMb: rssPeak,
      rssBeforeMb,
      rssStartPeakMb,
      rssPreviewPeakMb,
      rssWritePeakMb,
      writeCpuSeconds,
      previewCpuSeconds,
      healthMaxMs: sorted[sorted.length - 1] ?? NaN,
      healthP95Ms: p95(sorted),
      healthCount: sorted.length,
      hostile,
    };
  } finally {
    await server.stop();
  }
}

export async function importBench(options: {
  pglite: boolean;
  postgresUrl?: string;
}): Promise<Partial<Record<'pglite' | 'postgres', ImportFigures | string>>> {
  const out: Partial<Record<'pglite' | 'postgres', ImportFigures | string>> = {};
  if (options.pglite) {
    const work = mkdtempSync(path.join(os.tmpdir(), 'depo-import-bench-'));
    try {
      out.pglite = await measure('pglite', { DATA_DIR: path.join(work, 'data') });
    } catch (error) {
      out.pglite = `failed: ${(error as Error).message}`;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  if (options.postgresUrl) {
    const name = `depo_import_bench_${process.pid}`;
    const adminUrl = new URL(options.postgresUrl);
    adminUrl.pathname = '/postgres';
    const admin = postgres(adminUrl.toString(), { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(options.postgresUrl);
      url.pathname = `/${name}`;
      out.postgres = await measure('postgres', { DATABASE_URL: url.toString() });
    } catch (error) {
      out.postgres = `failed: ${(error as Error).message}`;
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end({ timeout: 1 });
    }
  }
  return out;
}

export function importRows(figures: Partial<Record<'pglite' | 'postgres', ImportFigures | string>>): string[][] {
  const col = (f: (x: ImportFigures) => string) =>
    (['pglite', 'postgres'] as const).map((k) => {
      const v = figures[k];
      return v === undefined ? 'n/a' : typeof v === 'string' ? v : f(v);
    });
  const met = (f: (x: ImportFigures) => boolean) => {
    const p = figures.pglite;
    return typeof p === 'object' ? (f(p) ? 'yes' : 'NO') : '';
  };
  return [
    [
      'import preview, CSV of 100k equipment rows: wall (server CPU; file size)',
      ...col((x) => `${fmt.s(x.previewSeconds)} (${fmt.s(x.previewCpuSeconds)} CPU; ${fmt.bytes(x.fileBytes)})`),
      '',
      '',
    ],
    [
      'import write, 100k rows, batches of 500: wall (server CPU; created)',
      ...col((x) => `${fmt.s(x.writeSeconds)} (${fmt.s(x.writeCpuSeconds)} CPU; ${x.created})`),
      '≤ 60 s on PGlite',
      met((x) => x.writeSeconds <= 60),
    ],
    [
      'server RSS before the import (peak of the start) → sampled peak in preview / write',
      ...col((x) => `${fmt.mb(x.rssBeforeMb)} (${fmt.mb(x.rssStartPeakMb)}) → ${fmt.mb(x.rssPreviewPeakMb)} / ${fmt.mb(x.rssWritePeakMb)}`),
      '',
      '',
    ],
    [
      'server RSS peak (VmHWM) over start, preview, write and the hostile files',
      ...col((x) => fmt.mb(x.rssPeakMb)),
      '≤ 400 MB',
      met((x) => x.rssPeakMb <= 400),
    ],
    [
      'GET /api/health during the write, p95 / max (probes every 50 ms)',
      ...col((x) => `${fmt.ms(x.healthP95Ms)} / ${fmt.ms(x.healthMaxMs)} (${x.healthCount})`),
      'max ≤ 200 ms',
      met((x) => x.healthMaxMs <= 200),
    ],
    ...HOSTILE.map(([name]) => [
      `GET /api/health while ${name} is refused: p50 / max (probes every 20 ms; answer, server CPU, load average)`,
      ...col((x) => {
        const h = x.hostile.find((f) => f.name === name);
        return h
          ? `${fmt.ms(h.healthP50Ms)} / ${fmt.ms(h.healthMaxMs)} (${h.probes}; ${h.status} in ${fmt.ms(h.ms)}, ${fmt.s(h.cpuSeconds)} CPU, load ${h.load})`
          : 'n/a';
      }),
      'max ≤ 200 ms',
      met((x) => (x.hostile.find((f) => f.name === name)?.healthMaxMs ?? Infinity) <= 200),
    ]),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await importBench({ pglite: true, postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL });
  console.log(JSON.stringify(figures, null, 2));
  for (const row of importRows(figures)) console.log(row.join(' | '));
}
