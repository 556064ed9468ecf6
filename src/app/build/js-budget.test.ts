// The first-JS budget check over a small bundle: what it counts, what it says when over.
import { describe, expect, it } from 'vitest';
import { formatBudget, weighBundle, type BudgetChunk, type BudgetOptions } from './js-budget';

/** Text that gzip cannot shrink much: `bytes` of pseudo-random letters. */
function noise(bytes: number, seed: number): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < bytes; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + (x % 26));
  }
  return out;
}

const chunk = (fileName: string, size: number, imports: string[], modules: string[]): BudgetChunk => ({
  fileName,
  code: noise(size, fileName.length * 31 + size),
  imports,
  modules: modules.map((id) => ({ id, length: size })),
});

const bundle: BudgetChunk[] = [
  chunk('index.js', 20_000, ['framework.js'], ['/repo/src/app/main.tsx', '/repo/src/app/routes/_app.tsx']),
  chunk('framework.js', 40_000, [], ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js']),
  chunk('shell.js', 5_000, ['framework.js'], ['/repo/src/app/routes/_app.tsx?tsr-split=component']),
  chunk('dexie.js', 30_000, ['framework.js'], ['/repo/src/app/lib/offline/offline-database.ts']),
  chunk('scanner.js', 90_000, ['framework.js'], ['/repo/node_modules/html5-qrcode/esm/index.js']),
];

const options = (firstKb: number, totalKb: number): BudgetOptions => ({
  parts: [
    { label: 'first screen', starts: ['src/app/main.tsx', 'src/app/routes/_app.tsx'], maxKb: firstKb },
    { label: 'engine', starts: ['src/app/lib/offline/offline-database.ts'] },
  ],
  totalMaxKb: totalKb,
});

describe('first-JS budget', () => {
  it('counts the start chunks and what they import statically, each file once, and never a chunk loaded on use', () => {
    const report = weighBundle(bundle, options(200, 200));
    expect(report.problems).toEqual([]);
    expect(report.parts[0]!.files.map((f) => f.fileName).sort()).toEqual(['framework.js', 'index.js', 'shell.js']);
    // framework.js was counted by the first part: the engine adds only its own file.
    expect(report.parts[1]!.files.map((f) => f.fileName)).toEqual(['dexie.js']);
    expect(report.total).toBe(report.parts[0]!.bytes + report.parts[1]!.bytes);
    expect(report.parts.flatMap((p) => p.files.map((f) => f.fileName))).not.toContain('scanner.js');
  });

  it('is over when a part or the whole passes its budget, and names the heaviest files and modules', () => {
    const first = weighBundle(bundle, options(200, 200)).parts[0]!.bytes / 1024;
    const report = weighBundle(bundle, options(Math.floor(first) - 1, 1000));
    expect(report.problems).toEqual([expect.stringMatching(/^first screen: [\d.]+ KB is over its budget of \d+ KB$/)]);
    const text = formatBudget(report, options(Math.floor(first) - 1, 1000));
    expect(text).toContain('OVER: first screen');
    expect(text).toMatch(/framework\.js {2}\(react-dom\/cjs\/react-dom-client\.production\.js/);

    const whole = weighBundle(bundle, options(1000, 10));
    expect(whole.problems).toEqual([expect.stringMatching(/^all parts together: [\d.]+ KB is over the budget of 10 KB$/)]);
  });

  it('says so when a start module is in no chunk (a renamed file must not shrink the count silently)', () => {
    const report = weighBundle(bundle, { parts: [{ label: 'first screen', starts: ['src/app/gone.tsx'], maxKb: 500 }], totalMaxKb: 500 });
    expect(report.problems).toEqual([expect.stringContaining('no chunk holds src/app/gone.tsx')]);
  });
});
