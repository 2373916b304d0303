import {
  fallbackLowStock,
  fallbackRecentOrders,
  fallbackSeries,
  fallbackStats,
  fallbackTopProducts,
} from '@sheesham/shared/admin-dashboard-fallback';
import {
  LOW_STOCK_LIMIT,
  RECENT_ORDERS_LIMIT,
  TOP_PRODUCTS_LIMIT,
} from '@sheesham/shared/dashboard-figures';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDailySeries } from './api/daily-series';
import { useDashboardStats } from './api/dashboard-stats';
import { useFallbackCustomerCount } from './api/fallback-customers';
import { useFallbackOrders } from './api/fallback-orders';
import { useFallbackProducts } from './api/fallback-products';
import { useLowStock } from './api/low-stock';
import { useRecentOrders } from './api/recent-orders';
import { useTopProducts } from './api/top-products';
import { useDashboardErrorToast } from './use-dashboard-error-toast';

/** One part of the dashboard: its data once known (from the server or the fallback). */
export interface Section<T> {
  data: T | undefined;
  /** Its call failed and so did what the fallback needed: nothing can be said (not "none"). */
  unavailable: boolean;
}

/** Where a fallback reads from: done loading, and loaded (sources fail soft to null). */
interface Source {
  settled: boolean;
  available: boolean;
}
const sourceOf = (query: UseQueryResult<unknown>): Source => ({
  settled: !query.isPending,
  available: query.data != null,
});

/**
 * The server's figure when it has one; after a failed call, the local computation once its
 * source has settled; undefined while loading.
 */
function section<T>(query: UseQueryResult<T>, source: Source, compute: () => T): Section<T> {
  if (query.data !== undefined) return { data: query.data, unavailable: false };
  if (!query.isError || !source.settled) return { data: undefined, unavailable: false };
  if (!source.available) return { data: undefined, unavailable: true };
  return { data: compute(), unavailable: false };
}

/**
 * Every figure on the dashboard (SPEC §2). When a call fails the toast shows once and that part
 * is computed from GET /orders, /admin/products and /admin/customers (SPEC §7, §9), which are
 * requested only then and only as far as the failed parts need them.
 */
export function useDashboardData() {
  const stats = useDashboardStats();
  const recent = useRecentOrders();
  const lowStock = useLowStock();
  const revenue = useDailySeries('revenue', 'month');
  const orderCounts = useDailySeries('orders', 'month');
  const top = useTopProducts();

  const needOrders = [stats, recent, revenue, orderCounts, top].some((query) => query.isError);
  const needProducts = stats.isError || lowStock.isError;
  useDashboardErrorToast(needOrders || needProducts);

  const orders = useFallbackOrders(needOrders);
  const products = useFallbackProducts(needProducts);
  const customers = useFallbackCustomerCount(stats.isError);
  const ordersList = orders.data ?? [];
  const now = new Date();

  const fromOrders = sourceOf(orders);
  const fromProducts = sourceOf(products);
  // The stats give zeros for whatever could not be loaded (SPEC §7): they wait for every source
  // and always have figures.
  const forStats: Source = {
    settled: [orders, products, customers].every((query) => !query.isPending),
    available: true,
  };

  return {
    /** Some call failed: at least one part is computed locally (or could not be). */
    fallback: needOrders || needProducts,
    stats: section(stats, forStats, () =>
      fallbackStats(
        {
          orders: orders.data ?? null,
          products: products.data ?? null,
          customerCount: customers.data ?? null,
        },
        now,
      ),
    ),
    /** Set when the fallback read fewer products than exist (its inventory sum is partial). */
    productsRead:
      stats.isError && products.data && products.data.items.length < products.data.total
        ? { read: products.data.items.length, total: products.data.total }
        : null,
    recent: section(recent, fromOrders, () =>
      fallbackRecentOrders(ordersList, RECENT_ORDERS_LIMIT),
    ),
    lowStock: section(lowStock, fromProducts, () =>
      fallbackLowStock(products.data?.items ?? [], LOW_STOCK_LIMIT),
    ),
    revenue: section(revenue, fromOrders, () =>
      fallbackSeries(ordersList, now, 'month', 'revenue'),
    ),
    orders: section(orderCounts, fromOrders, () =>
      fallbackSeries(ordersList, now, 'month', 'orders'),
    ),
    top: section(top, fromOrders, () => fallbackTopProducts(ordersList, TOP_PRODUCTS_LIMIT)),
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
