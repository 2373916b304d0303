import { apiErrorSchema, orderSchema, staffOrderBodySchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyFrom } from '../../lib/idempotency-key.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { StaffCheckout } from './staff-checkout.ts';

/** 50 lines and a 500-character address fit in a few KB. */
const STAFF_ORDER_BODY_LIMIT = 64 * 1024;

/**
 * POST /admin/orders: staff enter a showroom or phone order (SPEC §8's admin-side order service).
 * Registered inside the admin scope: 401 without a session, 403 for a customer, before the body
 * is read. 201 with the order; 200 with the earlier one when the Idempotency-Key was seen.
 */
export const staffOrderAdminRoutes: FastifyPluginAsyncZod<{
  staffCheckout: StaffCheckout;
}> = async (app, { staffCheckout }) => {
  app.post(
    '/admin/orders',
    {
      bodyLimit: STAFF_ORDER_BODY_LIMIT,
      schema: {
        body: staffOrderBodySchema,
        response: { 200: orderSchema, 201: orderSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await staffCheckout.placeOrder(
        signedInUser(request),
        request.body,
        {
          ip: request.ip,
          idempotencyKey: idempotencyKeyFrom(request.headers['idempotency-key']),
        },
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );
};
