/** Beyond this many keys the oldest window is forgotten, so a spray of keys cannot exhaust memory. */
const DEFAULT_MAX_KEYS = 50_000;

export interface AttemptCheck {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** One key's attempts in its current window, and how long until that window resets. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** The verdict on a count: over `max` is refused until the window resets. */
export function checkCount({ count, resetInMs }: WindowCount, max: number): AttemptCheck {
  return { allowed: count <= max, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

interface Window {
  key: string;
  count: number;
  resetAt: number;
}

/**
 * Counts attempts per key in a fixed window, in memory. Enough for one server process; several
 * processes share their counts through Redis instead (lib/shared-limiters.ts, docs/decisions/024).
 *
 * Every window is equally long, so the order windows open in is also the order they expire in.
 * A queue in that order lets each hit drop the expired windows from its front (each window once:
 * never a full scan), and evict the oldest window when `maxKeys` are counted. (A Map alone keeps
 * insertion order too, but V8 makes reading its first key slow after many deletions.)
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, Window>();
  #queue: Window[] = [];
  #head = 0;
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;

  constructor(options: { max: number; windowMs: number; maxKeys?: number }) {
    this.#max = options.max;
    this.#windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** Counts one attempt; `allowed` is false once the key went over its allowance. */
  hit(key: string, now = Date.now()): AttemptCheck {
    return checkCount(this.count(key, now), this.#max);
  }

  /** Counts one attempt and tells the key's count in its window. */
  count(key: string, now = Date.now()): WindowCount {
    this.#dropExpired(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (window) this.#windows.delete(key);
      while (this.#windows.size >= this.#maxKeys) this.#dropOldest();
      window = { key, count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
      this.#queue.push(window);
    }
    window.count++;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  /** How many keys are being counted (for tests and diagnostics). */
  get size(): number {
    return this.#windows.size;
  }

  #dropExpired(now: number) {
    while (this.#head < this.#queue.length) {
      const oldest = this.#queue[this.#head];
      if (oldest && oldest.resetAt > now) break;
      this.#dropOldest();
    }
  }

  /** Takes the queue's front off, forgetting its key unless the key has a newer window since. */
  #dropOldest() {
    const oldest = this.#queue[this.#head];
    this.#head++;
    if (oldest && this.#windows.get(oldest.key) === oldest) this.#windows.delete(oldest.key);
    // Reclaim the consumed front now and then, so the array does not grow for ever.
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
  }
}
