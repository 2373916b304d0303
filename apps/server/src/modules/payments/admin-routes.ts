import { apiErrorSchema, unmatchedPaymentSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentService } from './service.ts';

const unmatchedQuerySchema = z.object({
  older_than_minutes: z.coerce
    .number({ message: 'older_than_minutes must be a number' })
    .int('older_than_minutes must be a whole number')
    .min(0, 'older_than_minutes must be 0 or more')
    .max(525_600, 'older_than_minutes must be at most a year')
    .default(10),
});

/**
 * GET /admin/payments/unmatched: paid payments no order used. Registered inside the admin scope,
 * which checks the session and the role onRequest.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/admin/payments/unmatched',
    {
      schema: {
        querystring: unmatchedQuerySchema,
        response: {
          200: z.array(unmatchedPaymentSchema),
          '4xx': apiErrorSchema,
          '5xx': apiErrorSchema,
        },
      },
    },
    async (request) => payments.unmatched(request.query.older_than_minutes),
  );
};
