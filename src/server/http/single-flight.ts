// Single flight: concurrent callers asking for the same key share one running computation instead
// of each starting their own (ten tablets coming back online after a change ask for the same list
// version at once: one build, ten answers). The key must name everything the answer depends on.

export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  /** The running computation for `key`, or a new one from `compute`. Failures are shared too. */
  run(key: string, compute: () => Promise<V>): Promise<V> {
    const current = this.running.get(key);
    if (current) return current;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** How many computations are running (for tests and diagnostics). */
  get size(): number {
    return this.running.size;
  }
}
