import {
  apiErrorSchema,
  createOrderBodySchema,
  createPaymentOrderBodySchema,
  orderSchema,
  paymentOrderResponseSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyFrom } from '../../lib/idempotency-key.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { checkoutStepRoute } from '../../plugins/checkout-step.ts';
import { perUserRateLimit } from '../../plugins/user-rate-limit.ts';
import type { CheckoutService } from './service.ts';

/** 50 lines and a 500-character address fit in a few KB. */
const ORDER_BODY_LIMIT = 64 * 1024;

/**
 * The checkout's calls: POST /payment/order (price, then open a gateway order) and POST /orders
 * (place the order, SPEC §7). The session is checked onRequest, before the body is even parsed,
 * so a signed-out caller always gets 401, never a validation or malformed-JSON message.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  /** POST /orders and POST /payment/order per signed-in user per minute (each route its own). */
  rateLimit: number;
}> = async (app, { checkout, rateLimit }) => {
  checkoutStepRoute(app, '/payment/order', {
    body: createPaymentOrderBodySchema,
    reply: paymentOrderResponseSchema,
    rateLimit,
    handle: (user, body) => checkout.openPayment(user, body),
  });

  app.post(
    '/orders',
    {
      onRequest: requireUser,
      config: perUserRateLimit(rateLimit),
      bodyLimit: ORDER_BODY_LIMIT,
      schema: {
        body: createOrderBodySchema,
        response: { 200: orderSchema, 201: orderSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await checkout.placeOrder(signedInUser(request), request.body, {
        ip: request.ip,
        idempotencyKey: idempotencyKeyFrom(request.headers['idempotency-key']),
      });
      return reply.code(created ? 201 : 200).send(order);
    },
  );
};
