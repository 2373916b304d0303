import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { LocalMediaStore } from '../../lib/media-store/local-media-store.ts';
import {
  MEDIA_CACHE_CONTROL,
  type MediaStore,
  mediaContentType,
} from '../../lib/media-store/media-store.ts';
import { isSafeRelativePath } from '../../lib/safe-relative-path.ts';
import { fileRoute } from './file-route.ts';

/**
 * /media/*: generated and uploaded images. Their names are content-keyed (a changed image gets a
 * new name), so they can be cached for a year without revalidation. From DATA_DIR/media they are
 * served by @fastify/static as before; from S3 they stream through this server, same-origin with
 * the same headers (docs/decisions/025-object-storage.md).
 */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaStore }> = async (app, { media }) => {
  if (media instanceof LocalMediaStore) {
    // Sent by @fastify/static through a route of ours (file-route.ts says why).
    await app.register(fastifyStatic, {
      root: media.dir,
      serve: false,
      index: false,
      dotfiles: 'ignore',
      immutable: true,
      maxAge: '365d',
      suppressWarning: true,
      // nosniff and the other security headers come from plugins/security.ts, on every route.
    });
    fileRoute(app, '/media/', '');
    return;
  }

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isSafeRelativePath(key)) return reply.callNotFound();
    const ifNoneMatch = request.headers['if-none-match'];
    // A missing object is the usual JSON 404; a store that does not answer throws the JSON 503.
    const found = await media.get(key, { ifNoneMatch });
    if (found === null) return reply.callNotFound();
    reply.header('cache-control', MEDIA_CACHE_CONTROL);
    if (found === 'not-modified') return reply.code(304).send();
    reply
      .type(mediaContentType(key))
      .header('content-length', found.size)
      .header('last-modified', found.lastModified.toUTCString());
    if (found.etag) reply.header('etag', found.etag);
    return reply.send(found.body);
  });
};
