import {
  paymentConfigSchema,
  sandboxCompleteBodySchema,
  sandboxCompleteResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { checkoutStepRoute } from '../../plugins/checkout-step.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import type { PaymentService } from './service.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';
import type { RefundEventSink } from './webhook-service.ts';

export interface PaymentRoutesOptions {
  db: Database;
  gateway: PaymentGateway;
  payments: PaymentService;
  /** Each checkout step (verify, sandbox Pay/Fail) per signed-in user per minute. */
  rateLimit: number;
  /** Applies refund.* webhook events (the refunds module, handed over by app.ts). */
  refundEvents?: RefundEventSink;
}

/**
 * /api/payment/* for the checkout and the gateway's webhook. POST /payment/order is the checkout
 * module's (it prices the cart first); the admins' unmatched list is in admin-routes.ts.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, gateway, payments, rateLimit, refundEvents } = options;

  app.get('/payment/config', { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    gateway: gateway.name,
    key_id: gateway.keyId,
  }));

  checkoutStepRoute(app, '/payment/verify', {
    body: verifyPaymentBodySchema,
    reply: verifyPaymentResponseSchema,
    rateLimit,
    handle: (user, body) => payments.verify(user.id, body),
  });

  // Only the sandbox has a Pay button on our side; with Razorpay this route does not exist (404).
  if (gateway instanceof SandboxGateway) {
    checkoutStepRoute(app, '/payment/sandbox/complete', {
      body: sandboxCompleteBodySchema,
      reply: sandboxCompleteResponseSchema,
      rateLimit,
      handle: (user, body) => payments.completeSandbox(gateway, user.id, body),
    });
  }

  await app.register(paymentWebhookRoutes, { db, gateway, refundEvents });
};
