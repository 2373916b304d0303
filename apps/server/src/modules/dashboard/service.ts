import { fromPaise, type OrderStatus } from '@sheesham/shared';
import type {
  DashboardSeries,
  DashboardStats,
  LowStockProduct,
  RecentOrder,
  TopProduct,
} from '@sheesham/shared/admin-dashboard';
import {
  DASHBOARD_PERIOD_DAYS,
  type DashboardPeriod,
  growthWindows,
  percentChange,
  type SeriesMetric,
} from '@sheesham/shared/dashboard-figures';
import { fillDays, kolkataDayStart, kolkataDays } from '@sheesham/shared/kolkata-calendar';
import type { Database } from '../../db/types.ts';
import {
  customerFigures,
  dailyOrderTotals,
  inventoryFigures,
  lowStockProducts,
  orderFigures,
  recentOrders,
  topProducts,
} from './repository.ts';

/** The stat cards' figures; their meanings are documented on dashboardStatsSchema. */
export async function getStats(db: Database, now: Date): Promise<DashboardStats> {
  const windows = growthWindows(now);
  const [ordersRow, inventory, customers] = await Promise.all([
    orderFigures(db, windows),
    inventoryFigures(db),
    customerFigures(db, windows),
  ]);
  return {
    totalInventory: inventory.units,
    totalProducts: inventory.products,
    pendingOrders: ordersRow.pendingOrders,
    totalCustomers: customers.total,
    monthlyRevenue: fromPaise(ordersRow.currentPaise),
    totalOrders: ordersRow.totalOrders,
    completedOrders: ordersRow.completedOrders,
    averageOrderValue:
      ordersRow.countedOrders === 0
        ? 0
        : fromPaise(Math.round(ordersRow.countedPaise / ordersRow.countedOrders)),
    revenueGrowth: percentChange(ordersRow.currentPaise, ordersRow.previousPaise),
    orderGrowth: percentChange(ordersRow.currentOrders, ordersRow.previousOrders),
    customerGrowth: percentChange(customers.current, customers.previous),
  };
}

/** A dashboard list: up to `limit` rows read, each in its API shape. */
function listOf<Row, Item>(
  read: (db: Database, limit: number) => PromiseLike<Row[]>,
  toItem: (row: Row) => Item,
) {
  return async (db: Database, limit: number): Promise<Item[]> =>
    (await read(db, limit)).map(toItem);
}

export const getRecentOrders = listOf(
  recentOrders,
  (row): RecentOrder => ({
    id: row.id,
    number: row.number,
    customer_name: row.customerName,
    email: row.email,
    total_amount: fromPaise(row.totalPaise),
    // The database's check constraint allows only the shared statuses.
    status: row.status as OrderStatus,
    created_at: row.createdAt.toISOString(),
  }),
);

export const getLowStock = listOf(
  lowStockProducts,
  (row): LowStockProduct => ({
    _id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    image: row.image,
    stock: row.stock,
    stock_threshold: row.stockThreshold,
  }),
);

/** Revenue (rupees) or counted orders per day in India, ending today, zero days included. */
export async function getSeries(
  db: Database,
  now: Date,
  period: DashboardPeriod,
  metric: SeriesMetric,
): Promise<DashboardSeries> {
  const days = kolkataDays(now, DASHBOARD_PERIOD_DAYS[period]);
  const rows = await dailyOrderTotals(db, kolkataDayStart(days[0] ?? ''));
  const totals = new Map(
    rows.map((row) => [row.day, metric === 'revenue' ? fromPaise(row.paise) : row.orders]),
  );
  return { period, time_zone: 'Asia/Kolkata', points: fillDays(days, totals) };
}

export const getTopProducts = listOf(
  topProducts,
  (row): TopProduct => ({
    product_id: row.productId,
    name: row.name,
    image: row.image,
    units_sold: row.units,
    revenue: fromPaise(row.revenuePaise),
  }),
);
