import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, ContentEncoding } from './response-cache.ts';

/** Below this, compressing costs more than it saves (the same threshold as the compress plugin). */
const COMPRESS_THRESHOLD = 1024;

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Picks br or gzip when the client accepts it (q=0 means "not acceptable"). */
export function pickEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export interface SendCachedOptions {
  contentType: string;
  cacheControl: string;
  headers?: Record<string, string | number>;
}

/** Each encoding is its own representation, so it gets its own strong ETag (RFC 9110 §8.8.3). */
export function representationTag(etag: string, encoding: ContentEncoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** Any representation of the body the client holds still counts as current. */
function clientHasBody(header: string | undefined, etag: string): boolean {
  return (
    etagMatches(header, etag) ||
    etagMatches(header, representationTag(etag, 'br')) ||
    etagMatches(header, representationTag(etag, 'gzip'))
  );
}

/**
 * Sends a pre-serialized body with its ETag, answering 304 when the client has it, and sending a
 * compressed copy made once per body (the compress plugin steps aside once Content-Encoding is set).
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  options: SendCachedOptions,
) {
  const compressible = cached.size >= COMPRESS_THRESHOLD;
  const encoding = compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  reply
    .header('etag', representationTag(cached.etag, encoding))
    .header('cache-control', options.cacheControl);
  if (compressible) reply.header('vary', 'accept-encoding');
  if (options.headers) reply.headers(options.headers);
  if (clientHasBody(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  reply.type(options.contentType);
  if (!encoding) return reply.send(cached.bytes);
  const compressed = await cached.encodedAs(encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}
