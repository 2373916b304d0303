import { orderSchema, orderStatusBodySchema } from '@sheesham/shared';
import { adminOrderQuerySchema } from '@sheesham/shared/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { pagedListRoute } from '../../lib/paged-list-route.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { type OrderRoutesOptions, ordersServiceFor } from './routes.ts';

/**
 * The admin's order calls (SPEC §7). Registered inside the admin scope, which checks the session
 * and the role onRequest: 401 without a session, 403 for a customer.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const orders = ordersServiceFor(options);

  // Search, status and paging are optional; X-Total-Count is the count before paging.
  pagedListRoute(
    app,
    '/orders',
    { querystring: adminOrderQuerySchema, list: z.array(orderSchema) },
    (query) => orders.listForAdmin(query),
  );

  // SPEC: "returns true or false": true once the status is set (or already was), false (200) for
  // an order that does not exist; 409 for a stale or forbidden change (docs/decisions/013).
  app.put(
    '/orders/:id/status',
    { schema: { params: idParams, body: orderStatusBodySchema, response: okOrError(z.boolean()) } },
    (request) => orders.changeStatus(signedInUser(request), request.params.id, request.body),
  );
};
