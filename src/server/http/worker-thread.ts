// A worker thread of the server: `<name>.js` beside the built bundle (each worker is an entry of the
// server build, vite.config.ts), or `<name>.ts` beside the calling module from the sources
// (development, tests, benches), loaded through tsx.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function startWorkerThread(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const here = path.dirname(fileURLToPath(callerUrl));
  // Built: dist/server/<name>.js next to the bundle.
  const built = [path.join(here, `${name}.js`), path.join(here, '..', `${name}.js`)].find((f) => existsSync(f));
  if (built && !callerUrl.endsWith('.ts')) return new Worker(built, options);
  const source = pathToFileURL(path.join(here, `${name}.ts`)).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(source)}))`, {
    ...options,
    eval: true,
  });
}
