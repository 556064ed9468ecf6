// Which unit and component test files may share their worker's modules (vitest `isolate: false`),
// and which must get fresh ones. Importing React, Testing Library and happy-dom once per worker
// instead of once per file cut the component project's processor time by about two thirds
// (docs/decisions/0012-test-architecture.md). A file that replaces a module (vi.mock, vi.doMock),
// a global (vi.stubGlobal) or the module registry (vi.resetModules) would leave its stand-ins in
// the shared modules for the files after it: such a file runs in a project of its own, isolated.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPLACES = /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/;

/** Test files (paths from the root, '/'-separated) below `dirs` ending in `suffix` that replace what other files would share. */
export function filesThatReplaceModules(root: string, dirs: string[], suffix: string): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    const full = path.join(root, dir);
    let names: string[];
    try {
      names = readdirSync(full, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith(suffix) || name.split(path.sep).includes('node_modules')) continue;
      const file = path.join(full, name);
      if (REPLACES.test(readFileSync(file, 'utf8'))) found.push(path.relative(root, file).split(path.sep).join('/'));
    }
  }
  return found.sort();
}
