import { daysFrom, fromPaise, type SlotCalendar } from '@sheesham/shared';
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
import {
  fillDays,
  kolkataDay,
  kolkataDayStart,
  kolkataDays,
} from '@sheesham/shared/kolkata-calendar';
import type { Database } from '../../db/types.ts';
import { slotCalendar } from '../delivery-slots/index.ts';
import { toApiOrderHeadline } from '../orders/index.ts';
import { toApiLowStockProduct, toApiTopProduct } from './mapper.ts';
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
    monthlyRevenueByChannel: {
      online: fromPaise(ordersRow.onlinePaise),
      showroom: fromPaise(ordersRow.showroomPaise),
      phone: fromPaise(ordersRow.phonePaise),
    },
    monthlyCollected: fromPaise(ordersRow.collectedPaise),
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

export async function getRecentOrders(db: Database, limit: number): Promise<RecentOrder[]> {
  return (await recentOrders(db, limit)).map(toApiOrderHeadline);
}

export async function getLowStock(db: Database, limit: number): Promise<LowStockProduct[]> {
  return (await lowStockProducts(db, limit)).map(toApiLowStockProduct);
}

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

export async function getTopProducts(db: Database, limit: number): Promise<TopProduct[]> {
  return (await topProducts(db, limit)).map(toApiTopProduct);
}

/** Today's and tomorrow's deliveries in India, per slot, with each slot's places (decision 050). */
export function getDeliveriesBySlot(db: Database, now: Date): Promise<SlotCalendar> {
  return slotCalendar(db, daysFrom(kolkataDay(now), 2));
}
