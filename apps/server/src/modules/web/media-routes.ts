import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * /media/*: generated and uploaded images from DATA_DIR/media. Their names are content-keyed
 * (a changed image gets a new name), so they can be cached for a year without revalidation.
 */
export const mediaRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    index: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: '365d',
    suppressWarning: true,
    // nosniff and the other security headers come from plugins/security.ts, on every route.
  });
};
