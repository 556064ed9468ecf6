// The rows "new device ready for offline work" of `npm run bench` (docs/performance.md "A new
// device"): at 20k items (a database seeded `medium --stock=5000`, kept beside the large one: 5,000
// stock items with their levels in one warehouse, issue 44) and at 100k (the large data), each
// beside its limit measured in the same run and browser (client-device-ready.ts), with the stock
// lists' part apart. Chromium runs under the browser lock like the other client parts.
// `npm run bench:device` runs the 20k rows alone (BENCH_DEVICE_DIR: where the data is kept,
// default the system's temp directory; BENCH_DEVICE_RUNS: runs, default 3).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeviceReadyFigures } from './client-device-ready';
import { BENCH_ADMIN, locked, ROOT, run, table, TSX } from './lib';

const PORT = Number(process.env.BENCH_DEVICE_PORT ?? 4184);
const RUNS = Number(process.env.BENCH_DEVICE_RUNS ?? (process.argv[1]?.endsWith('client-device-bench.ts') ? 3 : 1));
const log = (line: string) => console.error(`[bench] ${line}`);

/** Stock items of the 20k data, each with a level in the first warehouse (issue 44's figure). */
const STOCK_ITEMS = 5000;

/** A PGlite directory seeded with 20k items and the stock, next to the large one (seeded once). */
function mediumDir(largeDir: string | undefined): string {
  const work = process.env.BENCH_DEVICE_DIR ?? path.join(largeDir ? path.dirname(largeDir) : os.tmpdir(), 'device-20k');
  const dataDir = path.join(work, 'data');
  const stamp = path.join(work, 'seed.json');
  // Data kept from before the stock was part of it is seeded again.
  if (existsSync(stamp) && (JSON.parse(readFileSync(stamp, 'utf8')) as { stock?: number }).stock === STOCK_ITEMS) return dataDir;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  log(`seeding 20k items and ${STOCK_ITEMS} stock items for the device-ready rows…`);
  const result = run(process.execPath, [TSX, 'src/server/cli/seed.ts', 'medium', '--force', `--stock=${STOCK_ITEMS}`], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  if (result.status !== 0) throw new Error('seed medium failed');
  writeFileSync(stamp, JSON.stringify({ seconds: result.seconds, stock: STOCK_ITEMS }));
  return dataDir;
}

function measure(dataDir: string): DeviceReadyFigures | string {
  const [cmd, args] = locked(process.env.BENCH_BROWSER_LOCK, process.execPath, [TSX, 'tests/bench/client-device-ready.ts']);
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DEVICE_DATA_DIR: dataDir, BENCH_DEVICE_PORT: String(PORT), BENCH_DEVICE_RUNS: String(RUNS) },
  });
  const line = (result.stdout ?? '').split('\n').find((l) => l.startsWith('DEVICE_READY_RESULT '));
  return line ? (JSON.parse(line.slice('DEVICE_READY_RESULT '.length)) as DeviceReadyFigures) : `n/a (exit ${result.status})`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const loads = (figures: DeviceReadyFigures) => `load ${figures.runs.map((r) => r.load.toFixed(1)).join(' / ')}`;

function rows(label: string, figures: DeviceReadyFigures | string): string[][] {
  if (typeof figures === 'string') return [[`client: new device ready for offline work, ${label}`, figures, '', '≤ 1.5 × limit', '']];
  const worst = Math.max(...figures.runs.map((r) => r.ratio));
  const app = figures.runs.map((r) => seconds(r.app)).join(' / ');
  const limit = figures.runs
    .map((r) => `${seconds(r.limit)} (net ${seconds(r.bare.networkMs)}, parse ${seconds(r.bare.parseMs)}, IDB ${seconds(r.bare.idbMs)})`)
    .join(' / ');
  const out = [
    [
      `client: new device ready for offline work, ${label} ('Giriş Yap' → 'Çevrimdışı kullanıma hazır', ${figures.stockLevels.toLocaleString('en')} stock levels in it)`,
      `${app} (×${figures.runs.map((r) => r.ratio.toFixed(2)).join(' / ')}; ${loads(figures)})`,
      '',
      '≤ 1.5 × limit',
      worst <= 1.5 ? 'yes' : 'NO',
    ],
    [`client: … its limit: a bare page fetching the same lists and writing the same rows (plain IndexedDB)`, limit, '', '', ''],
  ];
  const levels = figures.runs.map((r) => r.stock.stock_levels);
  if (figures.stockLevels > 0 && levels.every((l) => l)) {
    const ratios = levels.map((l) => l!.app / l!.limit);
    out.push([
      `client: … stock levels (${figures.stockLevels.toLocaleString('en')} rows, ${(figures.stockLevelBytes / 1024).toFixed(0)} KB): app asked (or its turn to write, if later) → stored / limit fetch + parse + write`,
      `${levels.map((l) => `${seconds(l!.app)} / ${seconds(l!.limit)}`).join(', ')} (×${ratios.map((x) => x.toFixed(2)).join(' / ')})`,
      '',
      '≤ 1.5 × limit',
      Math.max(...ratios) <= 1.5 ? 'yes' : 'NO',
    ]);
    const items = figures.runs.map((r) => r.stock.stock_items);
    if (items.every((l) => l))
      out.push([
        `client: … the stock catalogue (GET /stock/items): app / limit`,
        items.map((l) => `${seconds(l!.app)} / ${seconds(l!.limit)}`).join(', '),
        '',
        '',
        '',
      ]);
  }
  return out;
}

/** Both sizes on the embedded database; nothing when the bench has no PGlite directory. */
export async function deviceReadyRows(largeDir: string | undefined): Promise<string[][]> {
  if (!largeDir) return [['client: new device ready for offline work', 'n/a (no embedded database in this run)', '', '≤ 1.5 × limit', '']];
  const out: string[][] = [];
  out.push(...rows('20k items', measure(mediumDir(largeDir))));
  out.push(...rows('100k items', measure(largeDir)));
  return out;
}

/** `npm run bench:device`: the 20k rows alone (the build as it is; `npm run build` first). */
async function main(): Promise<void> {
  const started = os.loadavg()[0]!.toFixed(2);
  const out = rows('20k items', measure(mediumDir(undefined)));
  console.log(table(['measure', 'figure', '', 'target', 'met'], out));
  console.log(`load average (1 min) at the start ${started}, at the end ${os.loadavg()[0]!.toFixed(2)}`);
}

if (process.argv[1]?.endsWith('client-device-bench.ts')) await main();
