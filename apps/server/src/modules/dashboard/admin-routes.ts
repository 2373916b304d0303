import { slotCalendarSchema } from '@sheesham/shared';
import {
  dashboardListQuery,
  dashboardSeriesQuerySchema,
  dashboardSeriesSchema,
  dashboardStatsSchema,
  lowStockListSchema,
  recentOrderListSchema,
  topProductListSchema,
} from '@sheesham/shared/admin-dashboard';
import {
  LOW_STOCK_LIMIT,
  RECENT_ORDERS_LIMIT,
  TOP_PRODUCTS_LIMIT,
} from '@sheesham/shared/dashboard-figures';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import {
  getDeliveriesBySlot,
  getLowStock,
  getRecentOrders,
  getSeries,
  getStats,
  getTopProducts,
} from './service.ts';

export interface DashboardRoutesOptions {
  db: Database;
}

/** SPEC §7 writes the low-stock path misspelled; both spellings answer the same (issue #4). */
const LOW_STOCK_PATHS = [
  '/admin/dashboard/low-stock',
  '/admin/dashboard/low-sffewewwfewewfeftock',
] as const;

/** A dashboard list: `?limit=` (default `fallback`) rows, each in its API shape. */
function listRoute<List extends z.ZodArray>(
  app: FastifyInstance,
  path: string,
  list: { fallback: number; schema: List; read: (limit: number) => Promise<z.input<List>> },
) {
  // Typed by the arguments above: the zod provider cannot resolve these generic schemas here.
  app.get(
    path,
    {
      schema: { querystring: dashboardListQuery(list.fallback), response: okOrError(list.schema) },
    },
    (request) => list.read((request.query as { limit: number }).limit),
  );
}

/**
 * GET /admin/dashboard/*: the admin dashboard's figures (issue #4). Registered inside the admin
 * scope, which checks onRequest, so a signed-out caller gets 401 before any query is validated.
 */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get('/admin/dashboard/stats', { schema: { response: okOrError(dashboardStatsSchema) } }, () =>
    getStats(db, new Date()),
  );

  listRoute(app, '/admin/dashboard/recent-orders', {
    fallback: RECENT_ORDERS_LIMIT,
    schema: recentOrderListSchema,
    read: (limit) => getRecentOrders(db, limit),
  });
  for (const path of LOW_STOCK_PATHS) {
    listRoute(app, path, {
      fallback: LOW_STOCK_LIMIT,
      schema: lowStockListSchema,
      read: (limit) => getLowStock(db, limit),
    });
  }
  listRoute(app, '/admin/dashboard/top-products', {
    fallback: TOP_PRODUCTS_LIMIT,
    schema: topProductListSchema,
    read: (limit) => getTopProducts(db, limit),
  });

  // Today's and tomorrow's deliveries in each slot, against its places (decision 050).
  app.get(
    '/admin/dashboard/deliveries',
    { schema: { response: okOrError(slotCalendarSchema) } },
    () => getDeliveriesBySlot(db, new Date()),
  );

  for (const metric of ['revenue', 'orders'] as const) {
    app.get(
      `/admin/dashboard/${metric}`,
      {
        schema: {
          querystring: dashboardSeriesQuerySchema,
          response: okOrError(dashboardSeriesSchema),
        },
      },
      (request) => getSeries(db, new Date(), request.query.period, metric),
    );
  }
};
