import type {
  DashboardSeries,
  DashboardStats,
  LowStockProduct,
  RecentOrder,
  TopProduct,
} from './admin-dashboard.ts';
import { isLowStock } from './catalog.ts';
import {
  COLLECTED_PAYMENT_STATUSES,
  COMPLETED_ORDER_STATUSES,
  DASHBOARD_PERIOD_DAYS,
  type DashboardPeriod,
  growthWindows,
  PENDING_ORDER_STATUSES,
  type SeriesMetric,
} from './dashboard-figures.ts';
import { fillDays, kolkataDay, kolkataDays } from './kolkata-calendar.ts';
import { fromPaise, toPaise } from './money.ts';
import type { Order } from './orders.ts';
import type { Product } from './product.ts';

/*
 * SPEC §7/§9: when a dashboard call fails, the dashboard computes what it can from the orders,
 * products and customers it can still load, with the same meanings as the server's figures
 * (admin-dashboard.ts). Only here are the growth figures the spec's fixed 12/5/18.
 */

/** SPEC §9's fixed growth, in the order revenue, orders, customers. */
export const FALLBACK_GROWTH = { revenue: 12, orders: 5, customers: 18 } as const;

export type FallbackOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'customer_name'
  | 'email'
  | 'total_amount'
  | 'status'
  | 'payment_status'
  | 'created_at'
  | 'items'
  | 'channel'
>;
export type FallbackProduct = Pick<
  Product,
  '_id' | 'name' | 'brand' | 'category' | 'image' | 'stock' | 'stock_threshold'
>;

/** What could be loaded; null for a source that failed too. */
export interface FallbackSources {
  orders: FallbackOrder[] | null;
  /** Products loaded (lowest stock first) and how many exist; fewer may have been loaded. */
  products: { items: FallbackProduct[]; total: number } | null;
  customerCount: number | null;
}

const isCounted = (order: FallbackOrder) => order.status !== 'cancelled';
const sumRupees = (orders: FallbackOrder[]) =>
  fromPaise(orders.reduce((sum, order) => sum + toPaise(order.total_amount), 0));

/** The stats from the loaded lists; a source that failed gives zeros (SPEC §7). */
export function fallbackStats(sources: FallbackSources, now: Date): DashboardStats {
  const orders = sources.orders ?? [];
  const products = sources.products?.items ?? [];
  const since = growthWindows(now).currentStart.getTime();
  const counted = orders.filter(isCounted);
  const lastMonth = counted.filter((order) => Date.parse(order.created_at) > since);
  const countedPaise = toPaise(sumRupees(counted));
  return {
    totalInventory: products.reduce((sum, product) => sum + product.stock, 0),
    totalProducts: sources.products?.total ?? 0,
    pendingOrders: orders.filter((order) => PENDING_ORDER_STATUSES.includes(order.status)).length,
    totalCustomers: sources.customerCount ?? 0,
    monthlyRevenue: sumRupees(lastMonth),
    monthlyRevenueByChannel: {
      online: sumRupees(lastMonth.filter((order) => order.channel === 'online')),
      showroom: sumRupees(lastMonth.filter((order) => order.channel === 'showroom')),
      phone: sumRupees(lastMonth.filter((order) => order.channel === 'phone')),
    },
    monthlyCollected: sumRupees(
      lastMonth.filter((order) => COLLECTED_PAYMENT_STATUSES.includes(order.payment_status)),
    ),
    totalOrders: orders.length,
    completedOrders: orders.filter((order) => COMPLETED_ORDER_STATUSES.includes(order.status))
      .length,
    averageOrderValue:
      counted.length === 0 ? 0 : fromPaise(Math.round(countedPaise / counted.length)),
    revenueGrowth: FALLBACK_GROWTH.revenue,
    orderGrowth: FALLBACK_GROWTH.orders,
    customerGrowth: FALLBACK_GROWTH.customers,
  };
}

const newestFirst = (a: FallbackOrder, b: FallbackOrder) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.number - a.number;

/** The latest `limit` orders, newest first, as /recent-orders answers. */
export function fallbackRecentOrders(orders: FallbackOrder[], limit: number): RecentOrder[] {
  return [...orders]
    .sort(newestFirst)
    .slice(0, limit)
    .map(({ id, number, customer_name, email, total_amount, status, created_at, channel }) => ({
      channel,
      id,
      number,
      customer_name,
      email,
      total_amount,
      status,
      created_at,
    }));
}

/** Products below their threshold, lowest stock first (then by name), as /low-stock answers. */
export function fallbackLowStock(products: FallbackProduct[], limit: number): LowStockProduct[] {
  return products
    .filter(isLowStock)
    .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ _id, name, brand, category, image, stock, stock_threshold }) => ({
      _id,
      name,
      brand,
      category,
      image,
      stock,
      stock_threshold,
    }));
}

/** Revenue (rupees) or number of counted orders per day in India, as /revenue and /orders. */
export function fallbackSeries(
  orders: FallbackOrder[],
  now: Date,
  period: DashboardPeriod,
  metric: SeriesMetric,
): DashboardSeries {
  const days = kolkataDays(now, DASHBOARD_PERIOD_DAYS[period]);
  const totals = new Map<string, number>();
  for (const order of orders.filter(isCounted)) {
    const day = kolkataDay(new Date(order.created_at));
    const add = metric === 'revenue' ? toPaise(order.total_amount) : 1;
    totals.set(day, (totals.get(day) ?? 0) + add);
  }
  const points = fillDays(days, totals);
  return {
    period,
    time_zone: 'Asia/Kolkata',
    points:
      metric === 'revenue'
        ? points.map((point) => ({ ...point, value: fromPaise(point.value) }))
        : points,
  };
}

/** Products by units sold in counted orders, named as their latest order line names them. */
export function fallbackTopProducts(orders: FallbackOrder[], limit: number): TopProduct[] {
  const byProduct = new Map<string, TopProduct & { revenuePaise: number }>();
  // Newest first, so the first line seen for a product gives its latest snapshot name.
  for (const order of [...orders].filter(isCounted).sort(newestFirst)) {
    for (const item of order.items) {
      const entry = byProduct.get(item.product.id) ?? {
        product_id: item.product.id,
        name: item.name,
        image: item.product.image,
        units_sold: 0,
        revenue: 0,
        revenuePaise: 0,
      };
      entry.units_sold += item.quantity;
      entry.revenuePaise += toPaise(item.price) * item.quantity;
      byProduct.set(item.product.id, entry);
    }
  }
  return [...byProduct.values()]
    .sort(
      (a, b) =>
        b.units_sold - a.units_sold ||
        b.revenuePaise - a.revenuePaise ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ revenuePaise, ...product }) => ({ ...product, revenue: fromPaise(revenuePaise) }));
}
