// The build check that keeps the page's test hooks out of what users run.
import { describe, expect, it } from 'vitest';
import { testHookProblems, type HookChunk } from './no-test-hooks';

const HOOKS = '/repo/src/app/lib/offline/test-hooks.ts';
const chunk = (fileName: string, code: string, moduleIds: string[], imports: string[] = []): HookChunk => ({
  fileName,
  code,
  moduleIds,
  imports,
});

describe('test hooks in the bundle', () => {
  it('allows them only in the chunk of test-hooks.ts, loaded on demand', () => {
    const clean = [
      chunk('index.js', 'import("./test-hooks.js")', ['/repo/src/app/main.tsx']),
      chunk('test-hooks.js', 'window.__depoOutbox = {}', [HOOKS]),
    ];
    expect(testHookProblems(clean)).toEqual([]);
  });

  it('refuses a hook name in any other chunk', () => {
    const leaked = [
      chunk('index.js', 'window.__depoMirror = { sync }', ['/repo/src/app/lib/offline/mirror-sync.ts']),
      chunk('test-hooks.js', 'window.__depoOutbox = {}', [HOOKS]),
    ];
    expect(testHookProblems(leaked)).toEqual([expect.stringContaining('index.js holds a test hook')]);
  });

  it('refuses the hooks chunk imported statically (every page would run it)', () => {
    const imported = [
      chunk('index.js', 'import "./test-hooks.js"', ['/repo/src/app/main.tsx'], ['test-hooks.js']),
      chunk('test-hooks.js', 'window.__depoOutbox = {}', [HOOKS]),
    ];
    expect(testHookProblems(imported)).toEqual([expect.stringContaining('index.js imports the test hooks')]);
  });
});
