import type { Readable } from 'node:stream';
import { HttpError } from '../http-error.ts';

/**
 * Where /media/* lives: DATA_DIR/media on the local disk (the default), or an S3 bucket
 * (docs/decisions/025-object-storage.md). Keys are media paths without the /media/ prefix, with
 * forward slashes: `uploads/<hex>.webp`, `products/<name>-320.webp`.
 */
export interface MediaStore {
  /** For logs and the migration's report: a folder, or s3://bucket. */
  readonly description: string;
  /** Writes the whole object; a reader never sees it half-written. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The object's bytes as a stream, or null when there is none; 'not-modified' on a match. */
  get(
    key: string,
    options?: { ifNoneMatch?: string },
  ): Promise<MediaObject | 'not-modified' | null>;
  head(key: string): Promise<MediaInfo | null>;
  /** True when the object was there to delete (a concurrent delete may make it false). */
  delete(key: string): Promise<boolean>;
  /** Every object whose key starts with `prefix` (a folder ending in '/', or ''), any depth. */
  list(prefix: string): AsyncIterable<MediaEntry>;
  /** Throws when the store cannot be used (readiness checks). */
  check(): Promise<void>;
  close(): void;
}

export interface MediaInfo {
  size: number;
  lastModified: Date;
  /** A strong validator when the store has one (S3's ETag, quotes included). */
  etag?: string;
}

export interface MediaObject extends MediaInfo {
  body: Readable;
}

export interface MediaEntry extends MediaInfo {
  key: string;
}

/** Media are content-keyed (a changed image gets a new name): cacheable for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The type a media file is served as, from its extension (as @fastify/static does locally). */
export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The store could not answer (down, timed out, refused us): the client gets a JSON 503. */
export class MediaStoreUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, 'storage_unavailable', 'Images cannot be reached right now. Please try again soon.');
    this.cause = cause;
  }
}
