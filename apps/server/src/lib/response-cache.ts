import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** A serialized response body, its strong ETag, and compressed copies made on first demand. */
export class CachedBody<T = unknown> {
  readonly etag: string;
  /** Size in bytes, measured once. */
  readonly size: number;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly body: string,
    /** The value the body was made from, when callers need it besides the bytes. */
    readonly value: T,
    /** Matches before paging, for list responses (x-total-count). */
    readonly total?: number,
  ) {
    // Derived from the bytes, so a refill with unchanged data keeps the ETag and clients keep
    // getting 304s across invalidations, TTL expiries and server instances.
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.size = Buffer.byteLength(body);
  }

  encodedAs(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
            })
          : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, bytes);
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
}

/**
 * Keeps serialized response bodies per normalized request, so a repeated read costs a map lookup.
 * Concurrent misses for one key share a single fill; `invalidate()` drops everything, and a fill
 * that started before an invalidation is not stored (its data may predate the write).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  async get<T>(
    key: string,
    fill: () => Promise<CachedBody<T> | null>,
  ): Promise<CachedBody<T> | null> {
    const now = Date.now();
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
        if (current && result) entry.ready = result;
        else if (current) this.entries.delete(key); // nothing to keep (e.g. not found)
        entry.pending = undefined;
        return result;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    this.entries.delete(key); // re-insert at the end: Map order doubles as age order
    this.entries.set(key, entry);
    this.evictOverflow();
    return pending;
  }

  private evictOverflow(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
