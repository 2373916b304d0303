import { cashReceivedBodySchema, orderSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { recordCashReceived } from './record-cash-received.ts';

/**
 * POST /admin/orders/:id/cash-received: 200 with the order, its payment Paid and its
 * `cash_received`. Inside the admin scope, which checks the session and role onRequest (401, 403).
 */
export const cashReceiptAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/admin/orders/:id/cash-received',
    {
      schema: { params: idParams, body: cashReceivedBodySchema, response: okOrError(orderSchema) },
    },
    (request) => recordCashReceived(db, signedInUser(request), request.params.id, request.body),
  );
};
