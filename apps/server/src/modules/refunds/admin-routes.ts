import {
  apiErrorSchema,
  createRefundBodySchema,
  mismatchedRefundSchema,
  missingRefundSchema,
  orderSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/id-params.ts';
import { idempotencyKeyFrom } from '../../lib/idempotency-key.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { RefundService } from './service.ts';

/**
 * The admins' refund calls, inside the admin scope (which checks the session and role onRequest):
 * POST /admin/orders/:id/refunds (201 with the order and its refunds; 200 for an Idempotency-Key
 * repeat), GET /admin/refunds/missing and GET /admin/refunds/mismatched.
 */
export const refundAdminRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (
  app,
  { refunds },
) => {
  app.post(
    '/admin/orders/:id/refunds',
    {
      schema: {
        params: idParams,
        body: createRefundBodySchema,
        response: { 200: orderSchema, 201: orderSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await refunds.refundPart(
        signedInUser(request).id,
        request.params.id,
        request.body,
        idempotencyKeyFrom(request.headers['idempotency-key']),
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/admin/refunds/missing',
    { schema: { response: okOrError(z.array(missingRefundSchema)) } },
    () => refunds.missing(),
  );

  app.get(
    '/admin/refunds/mismatched',
    { schema: { response: okOrError(z.array(mismatchedRefundSchema)) } },
    () => refunds.mismatched(),
  );
};
