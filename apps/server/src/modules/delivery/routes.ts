import { deliveryEstimateQuerySchema, deliveryEstimateSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { DeliveryService } from './service.ts';

/**
 * GET /delivery/estimate: the product page's promise for a pincode (issue #26 item 3). Public:
 * it tells nothing about anyone. Answered from memory (the rules cache and the pincode dataset),
 * so it costs no query; an unknown pincode is a 400 with a field error.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  app.get(
    '/delivery/estimate',
    {
      schema: {
        querystring: deliveryEstimateQuerySchema,
        response: okOrError(deliveryEstimateSchema),
      },
    },
    async (request, reply) => {
      // The same for every shopper, and changes only when an admin edits a zone: a browser and any
      // shared cache may keep it a minute.
      void reply.header('cache-control', 'public, max-age=60');
      return delivery.estimate(request.query.pincode);
    },
  );
};
