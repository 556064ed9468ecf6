// Build check: the JavaScript a phone downloads from sign-in to the dashboard stays within budget
// (docs/performance.md "First JS"). Counted from the bundle: the app page's entry chunk and the
// chunks of the routes drawn first (the shell and the dashboard), each with every chunk it imports
// statically, gzip -9 of each file. The device copy's engine (Dexie, its schema) is fetched right
// after the first screen and counted apart, with a ceiling of its own. `npm run build` fails past
// either and says which files (and which modules in them) weigh most.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { reachableFiles, setFirstFiles } from './preload-lists.ts';

/** What the check needs of an emitted chunk. */
export interface BudgetChunk {
  fileName: string;
  code: string;
  /** Files it imports statically. */
  imports: readonly string[];
  /** Module ids in it, with their rendered length. */
  modules: ReadonlyArray<{ id: string; length: number }>;
}

export interface BudgetPart {
  /** What the part is, for the report. */
  label: string;
  /** A module of each chunk the part starts from (a suffix of its id: 'src/app/main.tsx'). */
  starts: readonly string[];
  /** Budget of the part alone (KB gzip), if any. */
  maxKb?: number;
}

export interface BudgetOptions {
  parts: readonly BudgetPart[];
  /** Budget of every part together (KB gzip). */
  totalMaxKb: number;
  /** Where the build writes the figures as JSON (the bench reads them), outside the served files. */
  reportFile?: string;
  /** False: the figures are printed but a build past a budget does not fail (a StrictMode build on React's development build). */
  enforce?: boolean;
}

export interface BudgetFile {
  fileName: string;
  gzip: number;
  /** The heaviest modules of the file. */
  top: string[];
}

export interface BudgetReport {
  parts: Array<{ label: string; bytes: number; maxKb?: number; files: BudgetFile[] }>;
  total: number;
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (code: string) => gzipSync(code, { level: zlib.Z_BEST_COMPRESSION }).length;
const shortId = (id: string) => id.replace(/^.*\/node_modules\//, '').replace(/^.*\/(src|sw)\//, '$1/');

/** Every chunk holding the module `start` (a suffix of its id): a route's definition and its split component are apart. */
export const chunksHolding = (chunks: readonly BudgetChunk[], start: string) =>
  chunks.filter((c) => c.modules.some((m) => m.id.split('?')[0]!.endsWith(start)));

/** Weighs each part (files already counted by an earlier part are not counted again). */
export function weighBundle(chunks: readonly BudgetChunk[], options: BudgetOptions): BudgetReport {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const counted = new Set<string>();
  const problems: string[] = [];
  const parts: BudgetReport['parts'] = [];
  for (const part of options.parts) {
    const queue: string[] = [];
    for (const start of part.starts) {
      const holding = chunksHolding(chunks, start);
      if (holding.length) queue.push(...holding.map((c) => c.fileName));
      else problems.push(`${part.label}: no chunk holds ${start} (renamed? update the budget's starts in vite.config.ts)`);
    }
    const files: BudgetFile[] = [];
    while (queue.length) {
      const name = queue.shift()!;
      if (counted.has(name)) continue;
      counted.add(name);
      const chunk = byFile.get(name);
      if (!chunk) continue;
      const top = [...chunk.modules]
        .sort((a, b) => b.length - a.length)
        .slice(0, 4)
        .map((m) => `${shortId(m.id)} ${kb(m.length)} raw`);
      files.push({ fileName: name, gzip: gzip(chunk.code), top });
      queue.push(...chunk.imports);
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const bytes = files.reduce((sum, f) => sum + f.gzip, 0);
    if (part.maxKb !== undefined && bytes > part.maxKb * 1024)
      problems.push(`${part.label}: ${kb(bytes)} is over its budget of ${part.maxKb} KB`);
    parts.push({ label: part.label, bytes, ...(part.maxKb !== undefined ? { maxKb: part.maxKb } : {}), files });
  }
  const total = parts.reduce((sum, p) => sum + p.bytes, 0);
  if (total > options.totalMaxKb * 1024) problems.push(`all parts together: ${kb(total)} is over the budget of ${options.totalMaxKb} KB`);
  return { parts, total, problems };
}

/** The report as the build prints it: a line per part; with a problem, every file and its heaviest modules. */
export function formatBudget(report: BudgetReport, options: BudgetOptions, detailed = report.problems.length > 0): string {
  const lines = report.parts.map(
    (p) => `  ${p.label}: ${kb(p.bytes)}${p.maxKb !== undefined ? ` (budget ${p.maxKb} KB)` : ''} in ${p.files.length} files`,
  );
  lines.push(`  together: ${kb(report.total)} (budget ${options.totalMaxKb} KB)`);
  if (detailed) {
    for (const p of report.parts) {
      lines.push(`  ${p.label}, heaviest files first:`);
      for (const f of p.files) lines.push(`    ${kb(f.gzip).padStart(9)}  ${f.fileName}  (${f.top.join(', ')})`);
    }
  }
  if (report.problems.length) {
    lines.push(...report.problems.map((p) => `  OVER: ${p}`));
    lines.push('  Load what the first screen does not draw when it is used (import() / React.lazy); docs/performance.md "First JS".');
  }
  return `First JS (gzip -9):\n${lines.join('\n')}`;
}

/** The bundle's chunks as the check reads them. */
function budgetChunks(bundle: OutputBundle): BudgetChunk[] {
  const chunks: BudgetChunk[] = [];
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    chunks.push({
      fileName: item.fileName,
      code: item.code,
      imports: item.imports,
      modules: Object.entries(item.modules).map(([id, m]) => ({ id, length: m.renderedLength })),
    });
  }
  return chunks;
}

export function jsBudgetPlugin(options: BudgetOptions): Plugin {
  return {
    name: 'depo:js-budget',
    apply: 'build',
    // Before Vite writes the preload lists: which files the parts run (the first part's first start is
    // the app page's entry), for the lists' trimming (preload-lists.ts).
    generateBundle: {
      order: 'pre',
      handler(_output, bundle) {
        const chunks = budgetChunks(bundle);
        const holding = (start: string) => chunksHolding(chunks, start);
        const entry = options.parts[0]?.starts[0];
        setFirstFiles({
          entry: reachableFiles(chunks, entry ? [entry] : [], holding),
          drawn: reachableFiles(chunks, options.parts[0]?.starts ?? [], holding),
          all: reachableFiles(
            chunks,
            options.parts.flatMap((p) => p.starts),
            holding,
          ),
        });
      },
    },
    // Weighed as written: in generateBundle Vite has not yet put the preload lists of the dynamic
    // imports into the chunks (about 4 KB gzip the page downloads), and the bench weighs the files served.
    writeBundle(_output, bundle) {
      const report = weighBundle(budgetChunks(bundle), options);
      // JS_BUDGET_VERBOSE=1 lists every file even within budget.
      const text = formatBudget(report, options, report.problems.length > 0 || !!process.env.JS_BUDGET_VERBOSE);
      if (options.reportFile) {
        mkdirSync(path.dirname(options.reportFile), { recursive: true });
        writeFileSync(
          options.reportFile,
          JSON.stringify(
            {
              parts: report.parts.map((p) => ({ label: p.label, bytes: p.bytes, maxKb: p.maxKb, files: p.files.map((f) => f.fileName) })),
              total: report.total,
              totalMaxKb: options.totalMaxKb,
            },
            null,
            1,
          ),
        );
      }
      if (report.problems.length && options.enforce !== false) this.error(text);
      this.info(options.enforce === false ? `${text}\n  (not enforced: a build on React's development build, VITE_STRICT_MODE=1)` : text);
    },
  };
}
