import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

// The async forms run on libuv's thread pool: a large body no longer blocks every other request
// while it compresses (a 1 MB list took the event loop for milliseconds per encoding).
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * A serialized response body, kept as bytes (encoded once, not on every send), with its strong
 * ETag and compressed copies made on first demand.
 */
/** How many rows a list matches: exactly `count`, or (atLeast) `count` or more. */
export interface ListTotal {
  count: number;
  atLeast: boolean;
}

export class CachedBody<T = unknown> {
  readonly bytes: Buffer;
  readonly etag: string;
  /** One compression per encoding: concurrent sends share the promise. */
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    text: string,
    /** The value the body was made from, when callers need it besides the bytes. */
    readonly value: T,
    /** Matches before paging, for list responses (x-total-count and its relation). */
    readonly total?: ListTotal,
  ) {
    this.bytes = Buffer.from(text, 'utf8');
    // Derived from the bytes, so a refill with unchanged data keeps the ETag and clients keep
    // getting 304s across invalidations, TTL expiries and server instances.
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  get size(): number {
    return this.bytes.length;
  }

  get text(): string {
    return this.bytes.toString('utf8');
  }

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(this.bytes, encoding);
      this.encoded.set(encoding, bytes);
      // A failed compression is not kept: the next send tries again.
      bytes.catch(() => this.encoded.delete(encoding));
    }
    return bytes;
  }
}

interface Entry {
  expiresAt: number;
  pending?: Promise<CachedBody | null>;
  ready?: CachedBody;
}

export interface ResponseCacheOptions {
  /** Safety net for several instances sharing one database: another one's writes show up after this. */
  ttlMs: number;
  maxEntries: number;
  /** Bound on the uncompressed bodies held (compressed copies add roughly a fifth more). */
  maxBytes?: number;
  /** Milliseconds since the epoch; Date.now unless a test brings a clock it moves by hand. */
  now?: () => number;
}

/**
 * Keeps serialized response bodies per normalized request, so a repeated read costs a map lookup.
 * Concurrent misses for one key share a single fill; `invalidate()` drops everything, and a fill
 * that started before an invalidation is not stored (its data may predate the write).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private bytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  /** A fill that always produces a body gives a body; one that may find nothing may give null. */
  get<T>(key: string, fill: () => Promise<CachedBody<T>>): Promise<CachedBody<T>>;
  get<T>(key: string, fill: () => Promise<CachedBody<T> | null>): Promise<CachedBody<T> | null>;
  async get<T>(
    key: string,
    fill: () => Promise<CachedBody<T> | null>,
  ): Promise<CachedBody<T> | null> {
    const now = (this.options.now ?? Date.now)();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      if (entry.ready) return entry.ready as CachedBody<T>;
      if (entry.pending) return entry.pending as Promise<CachedBody<T> | null>;
    }
    return this.refill(key, fill, now);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Bytes of uncompressed bodies currently held. */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private refill<T>(
    key: string,
    fill: () => Promise<CachedBody<T> | null>,
    now: number,
  ): Promise<CachedBody<T> | null> {
    const generation = this.generation;
    const entry: Entry = { expiresAt: now + this.options.ttlMs };
    const pending = fill().then(
      (result) => {
        const current = this.entries.get(key) === entry && this.generation === generation;
        if (current && result) {
          entry.ready = result;
          this.bytes += result.size;
          this.evictOverflow();
        } else if (current) this.entries.delete(key); // nothing to keep (e.g. not found)
        entry.pending = undefined;
        return result;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    this.remove(key); // re-insert at the end: Map order doubles as age order
    this.entries.set(key, entry);
    this.evictOverflow();
    return pending;
  }

  private remove(key: string): void {
    const ready = this.entries.get(key)?.ready;
    if (ready) this.bytes -= ready.size;
    this.entries.delete(key);
  }

  private evictOverflow(): void {
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.entries.size > this.options.maxEntries || this.bytes > maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
    }
  }
}
