// A few at once: work that costs much memory and gains nothing from running side by side (password
// hashing on two cores; whole-list builds behind PGlite's one connection) waits its turn instead
// of holding ten copies of its memory at the same time. Memory the allocator takes for a burst
// stays with the process, so the burst's peak is what the server keeps.

export class FewAtOnce {
  private running = 0;
  private readonly queued: Array<() => void> = [];
  /** The most that ran at once so far (tests hold it to the limit). */
  peak = 0;

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.queued.push(resolve));
    this.running++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      this.running--;
      this.queued.shift()?.();
    }
  }
}
