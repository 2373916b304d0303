import {
  apiErrorSchema,
  createPaymentOrderBodySchema,
  paymentConfigSchema,
  paymentOrderResponseSchema,
  sandboxCompleteBodySchema,
  sandboxCompleteResponseSchema,
  unmatchedPaymentSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { perUserRateLimit } from '../../plugins/user-rate-limit.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { PaymentService } from './service.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

export interface PaymentRoutesOptions {
  db: Database;
  gateway: PaymentGateway;
  /** Each checkout step (order, verify, sandbox Pay/Fail) per signed-in user per minute. */
  rateLimit: number;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

const unmatchedQuerySchema = z.object({
  older_than_minutes: z.coerce
    .number({ message: 'older_than_minutes must be a number' })
    .int('older_than_minutes must be a whole number')
    .min(0, 'older_than_minutes must be 0 or more')
    .max(525_600, 'older_than_minutes must be at most a year')
    .default(10),
});

/**
 * /api/payment/* for the checkout, the gateway's webhook, and the admins' unmatched list. The session
 * is checked onRequest, before the body is read, so anonymous calls get 401 whatever they send.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, gateway } = options;
  const payments = new PaymentService(db, gateway);
  const rateLimited = perUserRateLimit(options.rateLimit);

  app.get('/payment/config', { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    gateway: gateway.name,
    key_id: gateway.keyId,
  }));

  app.post(
    '/payment/order',
    {
      onRequest: requireUser,
      config: rateLimited,
      schema: {
        body: createPaymentOrderBodySchema,
        response: { 200: paymentOrderResponseSchema, ...errors },
      },
    },
    async (request) => payments.createOrder(signedInUser(request).id, request.body),
  );

  app.post(
    '/payment/verify',
    {
      onRequest: requireUser,
      config: rateLimited,
      schema: {
        body: verifyPaymentBodySchema,
        response: { 200: verifyPaymentResponseSchema, ...errors },
      },
    },
    async (request) => payments.verify(signedInUser(request).id, request.body),
  );

  // Only the sandbox has a Pay button on our side; with Razorpay this route does not exist (404).
  if (gateway instanceof SandboxGateway) {
    app.post(
      '/payment/sandbox/complete',
      {
        onRequest: requireUser,
        config: rateLimited,
        schema: {
          body: sandboxCompleteBodySchema,
          response: { 200: sandboxCompleteResponseSchema, ...errors },
        },
      },
      async (request) => payments.completeSandbox(gateway, signedInUser(request).id, request.body),
    );
  }

  app.get(
    '/admin/payments/unmatched',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: unmatchedQuerySchema,
        response: { 200: z.array(unmatchedPaymentSchema), ...errors },
      },
    },
    async (request) => payments.unmatched(request.query.older_than_minutes),
  );

  await app.register(paymentWebhookRoutes, { db, gateway });
};
