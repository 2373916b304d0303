import { customerCancelBodySchema, orderSchema, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { profileOrderQuerySchema } from '@sheesham/shared/profile-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CancellationHook } from './cancellation-hook.ts';
import { OrdersService } from './service.ts';
import type { OrderStatusListener } from './status-listener.ts';

export interface OrderRoutesOptions {
  db: Database;
  catalog: Pick<CatalogService, 'invalidate'>;
  /** What cancelling means beyond the order (the refund): app.ts passes the cancellation flow. */
  cancellation?: CancellationHook;
  /** Told of every status change (the order mails). */
  statusListener?: OrderStatusListener;
}

const orderList = z.array(orderSchema);

/** The service behind both route files (the customer's and the admin's), from their options. */
export const ordersServiceFor = (options: OrderRoutesOptions) =>
  new OrdersService(options.db, options.catalog, options.cancellation, options.statusListener);

/**
 * A signed-in user's orders (SPEC §7): GET /orders/:id and /auth/profile/orders. POST /orders is
 * the checkout module's; the admin's /orders calls are in admin-routes.ts. The session is checked
 * onRequest, before the body is even parsed, so a signed-out caller always gets 401, never a
 * validation or malformed-JSON message.
 */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const orders = ordersServiceFor(options);

  app.get(
    '/orders/:id',
    { onRequest: requireUser, schema: { params: idParams, response: okOrError(orderSchema) } },
    (request) => orders.getVisible(signedInUser(request), request.params.id),
  );

  // Paged like the admin list: the newest 20 by default, 100 at most; X-Total-Count is all of them.
  app.get(
    '/auth/profile/orders',
    {
      onRequest: requireUser,
      schema: { querystring: profileOrderQuerySchema, response: okOrError(orderList) },
    },
    async (request, reply) => {
      const page = await orders.listOwn(signedInUser(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  app.put(
    '/auth/profile/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        params: idParams,
        body: customerCancelBodySchema,
        response: okOrError(orderSchema),
      },
    },
    (request) => orders.cancelOwn(signedInUser(request), request.params.id),
  );
};
