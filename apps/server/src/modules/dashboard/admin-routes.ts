import { apiErrorSchema } from '@sheesham/shared';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { getLowStock, getRecentOrders, getSeries, getStats, getTopProducts } from './service.ts';

export interface DashboardRoutesOptions {
  db: Database;
}

/** SPEC §7 writes the low-stock path misspelled; both spellings answer the same (issue #4). */
const LOW_STOCK_PATHS = [
  '/admin/dashboard/low-stock',
  '/admin/dashboard/low-sffewewwfewewfeftock',
] as const;

/**
 * GET /admin/dashboard/*: the admin dashboard's figures (issue #4). Registered inside the admin
 * scope, which checks onRequest, so a signed-out caller gets 401 before any query is validated.
 */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/admin/dashboard/stats',
    { schema: { response: { 200: dashboardStatsSchema, '4xx': apiErrorSchema } } },
    () => getStats(db, new Date()),
  );

  app.get(
    '/admin/dashboard/recent-orders',
    {
      schema: {
        querystring: dashboardListQuery(RECENT_ORDERS_LIMIT),
        response: { 200: recentOrderListSchema, '4xx': apiErrorSchema },
      },
    },
    (request) => getRecentOrders(db, request.query.limit),
  );

  for (const path of LOW_STOCK_PATHS) {
    app.get(
      path,
      {
        schema: {
          querystring: dashboardListQuery(LOW_STOCK_LIMIT),
          response: { 200: lowStockListSchema, '4xx': apiErrorSchema },
        },
      },
      (request) => getLowStock(db, request.query.limit),
    );
  }

  for (const metric of ['revenue', 'orders'] as const) {
    app.get(
      `/admin/dashboard/${metric}`,
      {
        schema: {
          querystring: dashboardSeriesQuerySchema,
          response: { 200: dashboardSeriesSchema, '4xx': apiErrorSchema },
        },
      },
      (request) => getSeries(db, new Date(), request.query.period, metric),
    );
  }

  app.get(
    '/admin/dashboard/top-products',
    {
      schema: {
        querystring: dashboardListQuery(TOP_PRODUCTS_LIMIT),
        response: { 200: topProductListSchema, '4xx': apiErrorSchema },
      },
    },
    (request) => getTopProducts(db, request.query.limit),
  );
};
