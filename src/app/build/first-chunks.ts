// Build: our own modules of the first screen, and of the device copy's engine that follows it, in
// one file each instead of a dozen small ones (docs/performance.md "Round 8"). Small files compress
// worse (each starts with an empty gzip window, and names what it imports and exports from the
// others): the split cost about 5 KB gzip of the first 10 s after sign-in. A module joins a group
// only when the group is loaded anyway wherever the module is: never a module of the pages seen
// signed out (the sign-in page, a document's public page), nor one of a library (node_modules), nor
// one the app page's entry already holds.
import type { Plugin } from 'vite';

interface ModuleGraph {
  ids(): Iterable<string>;
  /** Modules it imports statically. */
  imports(id: string): readonly string[];
}

const path = (id: string) => id.split('?')[0]!;
const holding = (graph: ModuleGraph, start: string) => [...graph.ids()].filter((id) => path(id).endsWith(start));

/** Every module reached from the modules holding `starts` by static imports. */
function closure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = starts.flatMap((start) => holding(graph, start));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...graph.imports(id));
  }
  return seen;
}

export interface FirstChunkStarts {
  /** The app page's entry module. */
  entry: string;
  /**
   * The groups, in the order the page loads them: each the modules its starts reach, less those of an
   * earlier group (a route's definition and its split component are found by the same path).
   */
  groups: ReadonlyArray<{ name: string; starts: readonly string[] }>;
  /** Modules of pages seen signed out: never grouped (a group would load the shell or the engine there). */
  signedOut: readonly string[];
}

/** Each group's modules, from the build's module graph. */
export function firstChunkSets(graph: ModuleGraph, starts: FirstChunkStarts): Map<string, Set<string>> {
  const taken = new Set([...closure(graph, [starts.entry]), ...closure(graph, starts.signedOut)]);
  const ours = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && !taken.has(id);
  const sets = new Map<string, Set<string>>();
  for (const group of starts.groups) {
    const set = new Set([...closure(graph, group.starts)].filter(ours));
    for (const id of set) taken.add(id);
    sets.set(group.name, set);
  }
  return sets;
}

/**
 * The plugin that reads the module graph once it is complete, and the `advancedChunks` groups
 * (after the framework's) that take its sets.
 */
export function firstChunks(starts: FirstChunkStarts): {
  plugin: Plugin;
  groups: Array<{ name: string; test: (id: string) => boolean; priority: number }>;
} {
  let sets = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'depo:first-chunks',
      apply: 'build',
      buildEnd() {
        sets = firstChunkSets({ ids: () => this.getModuleIds(), imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] }, starts);
      },
    },
    groups: starts.groups.map(({ name }, i) => ({ name, test: (id: string) => sets.get(name)?.has(id) ?? false, priority: 5 - i })),
  };
}
