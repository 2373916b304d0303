import type { SendOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSafeRelativePath } from '../../lib/safe-relative-path.ts';

/**
 * GET `<prefix>*`: a file under the root of the @fastify/static registered (with `serve: false`)
 * in this plugin, sent by a route of ours. Its own catch-all route lists every folder on a file's
 * path at each request, to refuse a differently cased alias on a case-insensitive disk; the
 * products folder holds every rendition (775 files in the demo), and that listing was 9.3 s of
 * the server's CPU in the e2e journeys (decision 072). The paths sent here have no alias to
 * refuse: isSafeRelativePath lets no `..`, dotfile or empty segment through.
 */
export function fileRoute(
  app: FastifyInstance,
  prefix: `/${string}/`,
  folder: '' | `${string}/`,
  options?: SendOptions,
): void {
  app.get<{ Params: { '*': string } }>(`${prefix}*`, (request, reply) => {
    const path = request.params['*'];
    if (!isSafeRelativePath(path)) return reply.callNotFound();
    return reply.sendFile(folder + path, options);
  });
}
