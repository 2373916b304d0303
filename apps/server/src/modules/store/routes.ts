import { type StoreSettings, storeSettingsSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/store: the shop's name, contacts and hours from configuration. */
export const storeRoutes: FastifyPluginAsyncZod<{ store: StoreSettings }> = async (
  app,
  { store },
) => {
  app.get('/store', { schema: { response: { 200: storeSettingsSchema } } }, async (_, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return store;
  });
};
