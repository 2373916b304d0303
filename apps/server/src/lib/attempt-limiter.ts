/**
 * Counts attempts per key in a fixed window, in memory. Enough for one server process; several
 * processes would each keep their own counts (see docs/decisions/007).
 */
export class AttemptLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  readonly #max: number;
  readonly #windowMs: number;

  constructor(options: { max: number; windowMs: number }) {
    this.#max = options.max;
    this.#windowMs = options.windowMs;
  }

  /** Counts one attempt; `allowed` is false once the key went over its allowance. */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    this.#prune(now);
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.#windowMs };
      this.#hits.set(key, entry);
    }
    entry.count++;
    return {
      allowed: entry.count <= this.#max,
      retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000),
    };
  }

  /** Drops expired windows once the map grows, so memory stays bounded under a spray of keys. */
  #prune(now: number) {
    if (this.#hits.size < 10_000) return;
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
