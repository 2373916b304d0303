/**
 * At most `max` tasks at once; the others wait, first come first served. A bulkhead: catalogue
 * reads that miss the cache are bounded this way, so however many shoppers load heavy pages, the
 * database runs a few of them at a time and the CPU stays free for checkouts and health checks
 * (docs/decisions/029-catalogue-at-scale.md).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running++;
    // A finishing task hands its place straight to the next in line (running stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks waiting for a place (for tests and metrics). */
  get queued(): number {
    return this.waiting.length;
  }
}
