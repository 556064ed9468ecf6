// The preload lists of the first screen's chunks: their own lazy chunks keep theirs (less what the
// entry loaded), other screens' keep only themselves and their stylesheets; later chunks are untouched.
import { describe, expect, it } from 'vitest';
import type { BudgetChunk } from './js-budget';
import { drawnScreenFiles, reachableFiles, setFirstFiles, trimPreloadList } from './preload-lists';

const chunk = (fileName: string, imports: string[], modules: string[]): BudgetChunk => ({
  fileName,
  code: '',
  imports,
  modules: modules.map((id) => ({ id, length: 0 })),
});

const chunks = [
  chunk('assets/index.js', ['assets/framework.js'], ['/repo/src/app/main.tsx']),
  chunk('assets/framework.js', [], ['/repo/node_modules/react-dom/index.js']),
  chunk('assets/shell.js', ['assets/framework.js', 'assets/format.js'], ['/repo/src/app/routes/_app.tsx?tsr-split=component']),
  chunk('assets/format.js', [], ['/repo/src/shared/format.ts']),
  chunk('assets/engine.js', ['assets/framework.js'], ['/repo/src/app/lib/offline/start.ts']),
  chunk('assets/reports.js', ['assets/format.js', 'assets/chart.js'], ['/repo/src/app/routes/_app/reports.tsx']),
  chunk('assets/chart.js', [], ['/repo/src/app/components/bar-chart.tsx']),
];
const holding = (start: string) => chunks.filter((c) => c.modules.some((m) => m.id.split('?')[0]!.endsWith(start)));

describe('preload lists', () => {
  const entry = reachableFiles(chunks, ['src/app/main.tsx'], holding);
  const drawn = reachableFiles(chunks, ['src/app/main.tsx', 'src/app/routes/_app.tsx'], holding);
  const all = reachableFiles(chunks, ['src/app/main.tsx', 'src/app/routes/_app.tsx', 'src/app/lib/offline/start.ts'], holding);
  setFirstFiles({ entry, drawn, all });

  it('finds the files reached by static imports from the starts', () => {
    expect([...entry].sort()).toEqual(['assets/framework.js', 'assets/index.js']);
    expect([...drawn].sort()).toEqual(['assets/format.js', 'assets/framework.js', 'assets/index.js', 'assets/shell.js']);
    expect(all.has('assets/engine.js')).toBe(true);
    expect(all.has('assets/reports.js')).toBe(false);
    expect(drawnScreenFiles()).toContain('assets/shell.js');
  });

  it('keeps a first-screen chunk list less what the entry loaded', () => {
    const deps = ['assets/shell.js', 'assets/framework.js', 'assets/format.js'];
    expect(trimPreloadList('assets/shell.js', deps, { hostId: '/assets/index.js', hostType: 'js' })).toEqual([
      'assets/shell.js',
      'assets/format.js',
    ]);
  });

  it("keeps only another screen's chunk and stylesheets in a first-screen chunk", () => {
    const deps = ['assets/reports.js', 'assets/format.js', 'assets/chart.js', 'assets/reports.css'];
    expect(trimPreloadList('assets/reports.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/reports.js',
      'assets/reports.css',
    ]);
  });

  it('leaves the lists of chunks loaded later as they are', () => {
    const deps = ['assets/chart.js', 'assets/framework.js'];
    expect(trimPreloadList('assets/chart.js', deps, { hostId: 'assets/reports.js', hostType: 'js' })).toEqual(deps);
  });

  it("has the app page preload the drawn screen's chunks with its entry", () => {
    const deps = ['assets/index.js', 'assets/framework.js'];
    expect(trimPreloadList('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' }).sort()).toEqual([
      'assets/format.js',
      'assets/framework.js',
      'assets/index.js',
      'assets/shell.js',
    ]);
    // Another page (the sign-in page's own script) keeps its own.
    expect(trimPreloadList('assets/login.js', ['assets/login.js'], { hostId: 'login.html', hostType: 'html' })).toEqual([
      'assets/login.js',
    ]);
  });
});
