// The rows "new device ready for offline work" of `npm run bench` (docs/performance.md "A new
// device"): at 20k items (a database seeded `medium`, kept beside the large one) and at 100k (the
// large data), each beside its limit measured in the same run and browser
// (client-device-ready.ts). Chromium runs under the browser lock like the other client parts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeviceReadyFigures } from './client-device-ready';
import { BENCH_ADMIN, locked, ROOT, run, TSX } from './lib';

const PORT = 4184;
const RUNS = Number(process.env.BENCH_DEVICE_RUNS ?? 1);
const log = (line: string) => console.error(`[bench] ${line}`);

/** A PGlite directory seeded with 20k items, next to the large one (seeded once). */
function mediumDir(largeDir: string | undefined): string {
  const work = path.join(largeDir ? path.dirname(largeDir) : os.tmpdir(), 'device-20k');
  const dataDir = path.join(work, 'data');
  const stamp = path.join(work, 'seed.json');
  if (existsSync(stamp)) return dataDir;
  mkdirSync(work, { recursive: true });
  log('seeding 20k items for the device-ready rows…');
  const result = run(process.execPath, [TSX, 'src/server/cli/seed.ts', 'medium', '--force'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  if (result.status !== 0) throw new Error('seed medium failed');
  writeFileSync(stamp, JSON.stringify({ seconds: result.seconds }));
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

function rows(label: string, figures: DeviceReadyFigures | string): string[][] {
  if (typeof figures === 'string') return [[`client: new device ready for offline work, ${label}`, figures, '', '≤ 1.5 × limit', '']];
  const worst = Math.max(...figures.runs.map((r) => r.ratio));
  const app = figures.runs.map((r) => seconds(r.app)).join(' / ');
  const limit = figures.runs
    .map((r) => `${seconds(r.limit)} (net ${seconds(r.bare.networkMs)}, parse ${seconds(r.bare.parseMs)}, IDB ${seconds(r.bare.idbMs)})`)
    .join(' / ');
  return [
    [
      `client: new device ready for offline work, ${label} ('Giriş Yap' → 'Çevrimdışı kullanıma hazır')`,
      `${app} (×${figures.runs.map((r) => r.ratio.toFixed(2)).join(' / ')})`,
      '',
      '≤ 1.5 × limit',
      worst <= 1.5 ? 'yes' : 'NO',
    ],
    [`client: … its limit: a bare page fetching the same lists and writing the same rows (plain IndexedDB)`, limit, '', '', ''],
  ];
}

/** Both sizes on the embedded database; nothing when the bench has no PGlite directory. */
export async function deviceReadyRows(largeDir: string | undefined): Promise<string[][]> {
  if (!largeDir) return [['client: new device ready for offline work', 'n/a (no embedded database in this run)', '', '≤ 1.5 × limit', '']];
  const out: string[][] = [];
  out.push(...rows('20k items', measure(mediumDir(largeDir))));
  out.push(...rows('100k items', measure(largeDir)));
  return out;
}
