import { apiErrorSchema, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import {
  adminCustomerListSchema,
  adminCustomerQuerySchema,
  adminCustomerSummarySchema,
} from '@sheesham/shared/admin-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { customerSummary, listCustomers } from './service.ts';

export interface CustomerRoutesOptions {
  db: Database;
}

/**
 * GET /admin/customers and /admin/customers/summary: the shop's customers for the admin panel
 * (issue #4). Admin only, checked onRequest: 401 without a session, 403 for a customer.
 */
export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (app, { db }) => {
  app.get(
    '/admin/customers',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: adminCustomerQuerySchema,
        response: { 200: adminCustomerListSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { customers, total } = await listCustomers(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return customers;
    },
  );

  app.get(
    '/admin/customers/summary',
    {
      onRequest: requireAdmin,
      schema: { response: { 200: adminCustomerSummarySchema, '4xx': apiErrorSchema } },
    },
    async () => customerSummary(db),
  );
};
