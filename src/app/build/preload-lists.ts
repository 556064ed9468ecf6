// Build: the preload lists Vite writes beside each dynamic import (the files to fetch together with
// a lazy chunk, so that it and what it imports come in one round trip instead of a waterfall). The
// route tree sits in the app page's entry chunk, so every screen's list was downloaded with the first
// screen: about 4 KB gzip of file names (docs/performance.md "First JS"). In the chunks of the first
// screen and its first 10 s (the budget's parts, js-budget.ts, which tells the files here):
// - a list of a chunk of those parts (the shell, the dashboard, the device copy's engine) keeps its
//   files, less those the app page has already loaded with its entry;
// - another screen's list keeps only its chunk and stylesheets: the chunk's own imports are fetched
//   as it loads (from the service worker's precache once installed, seconds after /login opened).
// Chunks loaded later (other screens, the sign-in page) keep their lists as Vite writes them. And the
// app page (index.html) preloads the drawn screen's chunks beside its entry's.
import type { BudgetChunk } from './js-budget';

/** The files reached from the chunks holding `starts` by static imports. */
export function reachableFiles(
  chunks: readonly BudgetChunk[],
  starts: readonly string[],
  holding: (start: string) => readonly BudgetChunk[],
): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const queue = starts.flatMap((start) => holding(start).map((c) => c.fileName));
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(byFile.get(name)?.imports ?? []));
  }
  return seen;
}

let loadedByEntry = new Set<string>();
let drawnFiles = new Set<string>();
let firstFiles = new Set<string>();

/**
 * Told by the budget plugin before Vite writes the lists: the entry's files, those of the first part
 * (the screen drawn after sign-in) and every file of the parts.
 */
export function setFirstFiles(files: { entry: ReadonlySet<string>; drawn: ReadonlySet<string>; all: ReadonlySet<string> }): void {
  loadedByEntry = new Set(files.entry);
  drawnFiles = new Set(files.drawn);
  firstFiles = new Set(files.all);
}

/** The files of the screen drawn after sign-in (the sign-in page lets the browser fetch them at idle). */
export const drawnScreenFiles = (): readonly string[] => [...drawnFiles];

/** `build.modulePreload.resolveDependencies`: the list of `file` imported by `hostId`. */
export function trimPreloadList(file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  // The app page preloads the drawn screen's lazy chunks (the shell's and the dashboard's) with its
  // entry: they come in the same round trip instead of after the entry has run and the router matched.
  if (hostType === 'html') return loadedByEntry.has(file) ? [...new Set([...deps, ...drawnFiles])] : deps;
  if (!firstFiles.has(hostId.replace(/^\//, ''))) return deps;
  if (firstFiles.has(file)) return deps.filter((d) => !loadedByEntry.has(d));
  return deps.filter((d) => d === file || d.endsWith('.css'));
}
