import {
  apiErrorSchema,
  createOrderBodySchema,
  customerCancelBodySchema,
  orderSchema,
  orderStatusBodySchema,
  TOTAL_COUNT_HEADER,
} from '@sheesham/shared';
import { adminOrderQuerySchema } from '@sheesham/shared/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { perUserRateLimit } from '../../plugins/user-rate-limit.ts';
import type { CatalogService } from '../catalog/service.ts';
import { idempotencyKeyFrom } from './idempotency.ts';
import { OrdersService } from './service.ts';

export interface OrderRoutesOptions {
  db: Database;
  catalog: Pick<CatalogService, 'invalidate'>;
  /** POST /orders per signed-in user per minute. */
  rateLimit: number;
}

const orderList = z.array(orderSchema);
/** 50 lines and a 500-character address fit in a few KB. */
const ORDER_BODY_LIMIT = 64 * 1024;

/**
 * Orders (SPEC §7): the admin's /orders, the customer's POST /orders and /auth/profile/orders.
 * The session is checked onRequest, before the body is even parsed, so a signed-out caller always
 * gets 401, never a validation or malformed-JSON message.
 */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const orders = new OrdersService(options.db, options.catalog);

  app.post(
    '/orders',
    {
      onRequest: requireUser,
      config: perUserRateLimit(options.rateLimit),
      bodyLimit: ORDER_BODY_LIMIT,
      schema: {
        body: createOrderBodySchema,
        response: { 200: orderSchema, 201: orderSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.placeOrder(signedInUser(request), request.body, {
        ip: request.ip,
        idempotencyKey: idempotencyKeyFrom(request.headers['idempotency-key']),
      });
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  // Admin list: search, status and paging are optional; X-Total-Count is the count before paging.
  app.get(
    '/orders',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: adminOrderQuerySchema,
        response: { 200: orderList, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { orders: page, total } = await orders.listForAdmin(request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return page;
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: { params: idParams, response: { 200: orderSchema, '4xx': apiErrorSchema } },
    },
    (request) => orders.getVisible(signedInUser(request), request.params.id),
  );

  // SPEC: "returns true or false": true once the status is set (or already was), false (200) for
  // an order that does not exist.
  app.put(
    '/orders/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: orderStatusBodySchema,
        response: { 200: z.boolean(), '4xx': apiErrorSchema },
      },
    },
    (request) => orders.changeStatus(signedInUser(request), request.params.id, request.body.status),
  );

  app.get(
    '/auth/profile/orders',
    {
      onRequest: requireUser,
      schema: { response: { 200: orderList, '4xx': apiErrorSchema } },
    },
    (request) => orders.listOwn(signedInUser(request).id),
  );

  app.put(
    '/auth/profile/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        params: idParams,
        body: customerCancelBodySchema,
        response: { 200: orderSchema, '4xx': apiErrorSchema },
      },
    },
    (request) => orders.cancelOwn(signedInUser(request), request.params.id),
  );
};
