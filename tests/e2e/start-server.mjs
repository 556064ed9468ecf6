// Starts the built server for the end-to-end suite on a fresh, empty data directory (one per port,
// so parallel runs on different ports never share a database). Playwright stops it after the run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '4173';
const dataDir = path.join(os.tmpdir(), `depo-takip-e2e-${port}`, 'data');
const entry = path.join(root, 'dist/server/main.js');

if (!existsSync(entry) || !existsSync(path.join(root, 'dist/client/index.html'))) {
  console.error('Derleme bulunamadı: önce `npm run build` çalıştırın.');
  process.exit(1);
}

await rm(path.dirname(dataDir), { recursive: true, force: true });
await mkdir(path.dirname(dataDir), { recursive: true });

const child = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@depo.local',
    ADMIN_PASSWORD: 'yonetici-e2e-123',
    LOG_REQUESTS: '0',
    DATABASE_URL: '',
    // An answer that does not match its route's declared schema is a 500 the journey then shows.
    CHECK_ANSWERS: '1',
  },
});

// Pass Playwright's stop signal on, so the server closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
