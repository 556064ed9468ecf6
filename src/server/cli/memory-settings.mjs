// How the server process is started, for its memory (docs/decisions/0006-memory-budget.md, addendum
// of 2026-12-01). Both act only at a process's start, so they are given by whoever starts it:
// `npm start` (its script in package.json spells them out, checked by a test), the benchmark and the
// end-to-end servers. A process started without them works the same and holds more memory.
// Plain JavaScript: read before anything is compiled.

/**
 * glibc's allocator: two arenas instead of one per thread (libuv's threads gzip the large answers),
 * and blocks of 128 KB and more taken from and given back to the system at once, instead of kept
 * (the threshold that adapts upward after each large free left the answers' buffers resident).
 */
export const MEMORY_ENV = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
});

/** V8's young generation at 4 MB per half instead of 16: short-lived garbage is collected sooner. */
export const MEMORY_FLAGS = Object.freeze(['--max-semi-space-size=4']);

/**
 * A server process's command line and environment as `npm start` gives them: the flags before the
 * entry (`main.js`, or tsx and `main.ts`), the variables over `env`. For every place that starts the
 * server as a process of its own (the benchmark, the end-to-end and reliability servers, the API
 * suite that starts three), so each runs what is shipped.
 */
export function asStarted(entry, env) {
  return { args: [...MEMORY_FLAGS, ...entry], env: { ...env, ...MEMORY_ENV } };
}
