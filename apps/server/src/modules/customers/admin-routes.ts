import { staffOrderCustomerQuerySchema, staffOrderCustomerSchema } from '@sheesham/shared';
import {
  adminCustomerListSchema,
  adminCustomerQuerySchema,
  adminCustomerSummarySchema,
} from '@sheesham/shared/admin-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { pagedListRoute } from '../../lib/paged-list-route.ts';
import { searchOrderCustomers } from '../identity/index.ts';
import { customerSummary, listCustomers } from './service.ts';

/**
 * GET /admin/customers and /admin/customers/summary: the shop's customers for the admin panel
 * (issue #4). Registered inside the admin scope: 401 without a session, 403 for a customer.
 */
export const customerAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  pagedListRoute(
    app,
    '/admin/customers',
    { querystring: adminCustomerQuerySchema, list: adminCustomerListSchema },
    (query) => listCustomers(db, query),
  );

  // The "New order" dialog's customer picker (docs/decisions/023): accounts and walk-ins.
  app.get(
    '/admin/order-customers',
    {
      schema: {
        querystring: staffOrderCustomerQuerySchema,
        response: okOrError(z.array(staffOrderCustomerSchema)),
      },
    },
    async (request) =>
      (await searchOrderCustomers(db, request.query.q)).map((buyer) => ({
        id: buyer.id,
        name: buyer.name,
        email: buyer.email || null,
        phone: buyer.phone,
        walk_in: buyer.walkIn,
      })),
  );

  app.get(
    '/admin/customers/summary',
    { schema: { response: okOrError(adminCustomerSummarySchema) } },
    async () => customerSummary(db),
  );
};
