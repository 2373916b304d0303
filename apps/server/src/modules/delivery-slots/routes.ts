import { slotAvailabilitySchema, slotsQuerySchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { DeliverySlotService } from './service.ts';

/**
 * GET /delivery/slots?pincode=: the days from the promised one with each slot's places left.
 * Not cached: places change with every order, and a shopper picks from what is left now.
 */
export const deliverySlotRoutes: FastifyPluginAsyncZod<{ slots: DeliverySlotService }> = async (
  app,
  { slots },
) => {
  app.get(
    '/delivery/slots',
    { schema: { querystring: slotsQuerySchema, response: okOrError(slotAvailabilitySchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return slots.availability(request.query.pincode);
    },
  );
};
