// `npm start`: build the client and the server when the build is missing or older than the
// sources, then run the server. Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const stamp = path.join(root, 'dist', '.build-stamp');
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name.endsWith('.gen.ts')) continue;
    max = Math.max(max, newest(path.join(target, name)));
  }
  return max;
}

export function buildIsStale() {
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(root, 'dist/client/index.html')))
    return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

/**
 * Builds the client and the server. `npm run build` shows the bundler's report; `npm start` shows
 * only its own line (the report and the bundler's notices are printed when the build fails).
 */
export function build({ quiet = false } = {}) {
  const started = Date.now();
  console.log('Uygulama derleniyor…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Last, the client's compressed copies, by the server's own code (src/server/http/static.ts).
  const steps = [
    [vite, 'build', '--logLevel', 'warn'],
    [vite, 'build', '--ssr', '--logLevel', 'warn'],
    [path.join(root, 'dist/server/precompress.js'), path.join(root, 'dist/client')],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      console.error('Uygulama derlenemedi.');
      process.exit(result.status ?? 1);
    }
  }
  writeFileSync(stamp, new Date().toISOString());
  if (quiet) console.log(`Uygulama derlendi (${((Date.now() - started) / 1000).toFixed(0)} sn).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--build')) {
    build();
  } else {
    if (buildIsStale()) build({ quiet: true });
    await import(path.join(root, 'dist/server/main.js'));
  }
}
