import type { OrderStatus, PaymentStatus } from './order-status.ts';

/*
 * The dashboard's constants and growth rule (meanings: admin-dashboard.ts), apart from the zod
 * schemas so the web can use them without loading zod.
 */

const DASHBOARD_WINDOW_DAYS = 30;
/** Orders in these states still need staff action: the Pending Orders card. */
export const PENDING_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'processing'];
/** Orders in these states reached the customer: completedOrders. */
export const COMPLETED_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'completed'];

/**
 * Payment statuses whose money the shop holds: paid online, at the showroom, or in cash on
 * delivery once staff recorded it (issue #24); partly refunded still leaves most of it. Pending
 * (cash still to collect), failed and wholly refunded are not collected.
 */
export const COLLECTED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'partially_refunded'];

/** SPEC §9 list sizes, and the most any list call returns. */
export const RECENT_ORDERS_LIMIT = 4;
export const LOW_STOCK_LIMIT = 3;
export const TOP_PRODUCTS_LIMIT = 5;
export const DASHBOARD_LIST_MAX = 20;

/** The series' spans in days: the spec's 'month', and 'week' for a closer look. */
export const DASHBOARD_PERIOD_DAYS = { week: 7, month: DASHBOARD_WINDOW_DAYS } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIOD_DAYS;

/** What a daily series adds up per day: revenue (rupees) or orders, both of orders not cancelled. */
export type SeriesMetric = 'revenue' | 'orders';

/** Percent change from `previous` to `current`, one decimal; null when `previous` is 0. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The starts of "the last 30 days" and "the 30 days before" (defined in admin-dashboard.ts). */
export function growthWindows(now: Date): { currentStart: Date; previousStart: Date } {
  const day = 24 * 60 * 60 * 1000;
  return {
    currentStart: new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * day),
    previousStart: new Date(now.getTime() - 2 * DASHBOARD_WINDOW_DAYS * day),
  };
}
