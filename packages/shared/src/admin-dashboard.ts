import { z } from 'zod';
import { DASHBOARD_LIST_MAX } from './dashboard-figures.ts';
import { ORDER_CHANNELS } from './order-channels.ts';
import { ORDER_STATUSES } from './order-status.ts';

/*
 * The admin dashboard's calls (SPEC §7 Admin, issue #4): GET /admin/dashboard/{stats,
 * recent-orders, low-stock (and the spec's misspelled low-sffewewwfewewfeftock), revenue, orders,
 * top-products}. Amounts are rupees, as everywhere in the API.
 *
 * Words used below:
 * - "counted order": an order whose status is not 'cancelled' (any payment status). Revenue,
 *   order growth, the series and top products count only these.
 * - "the last 30 days": the rolling window (now − 30 × 24 h, now]; "the 30 days before" is
 *   (now − 60 × 24 h, now − 30 × 24 h]. Growth compares the two.
 * - "customer": an account with the role 'user' (admins are staff, not customers).
 *
 * The constants and the growth rule live in dashboard-figures.ts, without zod, so the web's
 * dashboard chunk does not load zod for them.
 */

/**
 * GET /admin/dashboard/stats (SPEC §3 Dashboard stats, plus totalProducts).
 * Growth figures are the percent change of "the last 30 days" over "the 30 days before", rounded
 * to one decimal (+12.5 means 12.5 % more); null when the earlier window is empty (nothing to
 * compare with, so no percentage is invented).
 */
export const dashboardStatsSchema = z.object({
  /** Units in stock: the sum of `stock` over products that are not archived. */
  totalInventory: z.number().int(),
  /** Products that are not archived (beyond the spec: the Total Inventory card's detail). */
  totalProducts: z.number().int(),
  /** Orders, of any age, with status new or processing. */
  pendingOrders: z.number().int(),
  /** Accounts with the role 'user'. */
  totalCustomers: z.number().int(),
  /** Sum of the totals of counted orders created in the last 30 days. */
  monthlyRevenue: z.number(),
  /** monthlyRevenue split by where the orders came from: online, showroom, phone (decision 023). */
  monthlyRevenueByChannel: z.object({
    online: z.number(),
    showroom: z.number(),
    phone: z.number(),
  }),
  /**
   * The part of monthlyRevenue already collected: the totals of those orders whose payment status
   * is paid or partially refunded (online, at the showroom, or cash on delivery once staff
   * recorded the cash, issue #24). The rest is cash on delivery still to collect.
   */
  monthlyCollected: z.number(),
  /** Every order ever placed, cancelled ones included. */
  totalOrders: z.number().int(),
  /** Orders, of any age, with status delivered or completed. */
  completedOrders: z.number().int(),
  /** All-time: counted orders' totals / their number, rounded to the paisa; 0 without any. */
  averageOrderValue: z.number(),
  /** Revenue (as monthlyRevenue) in the last 30 days vs the 30 days before. */
  revenueGrowth: z.number().nullable(),
  /** Number of counted orders created in the last 30 days vs the 30 days before. */
  orderGrowth: z.number().nullable(),
  /** Customers who signed up in the last 30 days vs the 30 days before. */
  customerGrowth: z.number().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /admin/dashboard/recent-orders: newest first (the order number breaks ties). */
export const recentOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  customer_name: z.string(),
  email: z.string(),
  total_amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  channel: z.enum(ORDER_CHANNELS),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;
export const recentOrderListSchema = z.array(recentOrderSchema);

/**
 * GET /admin/dashboard/low-stock: products not archived with stock below their own
 * stock_threshold, lowest stock first (then by name).
 */
export const lowStockProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  image: z.string(),
  stock: z.number().int(),
  stock_threshold: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;
export const lowStockListSchema = z.array(lowStockProductSchema);

/**
 * GET /admin/dashboard/top-products: products by units sold in counted orders (all time), from
 * the order lines' snapshots, so an archived product still appears under the name it was sold
 * by (its most recent order's). Ties: more revenue first, then by name.
 */
export const topProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  image: z.string(),
  units_sold: z.number().int(),
  /** Sum of unit price × quantity over those lines. */
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;
export const topProductListSchema = z.array(topProductSchema);

/** ?limit= for the three lists: 1 to DASHBOARD_LIST_MAX, the spec's size when absent. */
export const dashboardListQuery = (fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(DASHBOARD_LIST_MAX, `limit must be at most ${DASHBOARD_LIST_MAX}`)
      .default(fallback),
  });

export const dashboardSeriesQuerySchema = z.object({
  period: z.enum(['week', 'month'], { message: 'period must be week or month' }).default('month'),
});

/**
 * GET /admin/dashboard/revenue and /orders: one point per calendar day in India (Asia/Kolkata,
 * where the shop is), oldest first, ending today; days without orders are 0. `value` is the
 * revenue of counted orders in rupees (/revenue) or the number of counted orders (/orders).
 */
export const dashboardSeriesSchema = z.object({
  period: z.enum(['week', 'month']),
  time_zone: z.literal('Asia/Kolkata'),
  points: z.array(
    z.object({
      /** YYYY-MM-DD, the day in India. */
      date: z.string(),
      value: z.number(),
    }),
  ),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;
export type SeriesPoint = DashboardSeries['points'][number];
