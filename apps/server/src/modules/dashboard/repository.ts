import {
  COLLECTED_PAYMENT_STATUSES,
  COMPLETED_ORDER_STATUSES,
  PENDING_ORDER_STATUSES,
} from '@sheesham/shared/dashboard-figures';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/types.ts';
import { countedOrder, countWhere, isCustomer } from '../../lib/sql-aggregates.ts';
import { byName, notArchived, productLabelColumns, products } from '../catalog/schema.ts';
import { users } from '../identity/schema.ts';
import { orderItems, orders } from '../orders/schema.ts';

/*
 * The dashboard's figures as SQL aggregates: one row (or one row per day or product) comes back,
 * never the orders themselves. count/sum come back as bigint or numeric text, hence mapWith(Number);
 * the sums are paise, far below 2^53.
 */

export interface GrowthWindows {
  currentStart: Date;
  previousStart: Date;
}

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const sumWhere = (column: AnyPgColumn, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

const inCurrent = (w: GrowthWindows) => gt(orders.createdAt, w.currentStart);
const inPrevious = (w: GrowthWindows) =>
  and(gt(orders.createdAt, w.previousStart), lte(orders.createdAt, w.currentStart));

/** The current window's revenue per channel, as columns of the same one-row aggregate. */
const channelRevenue = (windows: GrowthWindows) => {
  const of = (channel: string) =>
    sumWhere(orders.totalPaise, and(countedOrder, inCurrent(windows), eq(orders.channel, channel)));
  return { onlinePaise: of('online'), showroomPaise: of('showroom'), phonePaise: of('phone') };
};

export async function orderFigures(db: Database, windows: GrowthWindows) {
  const [row] = await db
    .select({
      totalOrders: count(),
      pendingOrders: countWhere(inArray(orders.status, [...PENDING_ORDER_STATUSES])),
      completedOrders: countWhere(inArray(orders.status, [...COMPLETED_ORDER_STATUSES])),
      countedOrders: countWhere(countedOrder),
      countedPaise: sumWhere(orders.totalPaise, countedOrder),
      currentOrders: countWhere(and(countedOrder, inCurrent(windows))),
      currentPaise: sumWhere(orders.totalPaise, and(countedOrder, inCurrent(windows))),
      collectedPaise: sumWhere(
        orders.totalPaise,
        and(
          countedOrder,
          inCurrent(windows),
          inArray(orders.paymentStatus, [...COLLECTED_PAYMENT_STATUSES]),
        ),
      ),
      ...channelRevenue(windows),
      previousOrders: countWhere(and(countedOrder, inPrevious(windows))),
      previousPaise: sumWhere(orders.totalPaise, and(countedOrder, inPrevious(windows))),
    })
    .from(orders);
  if (!row) throw new Error('an aggregate query returned no row');
  return row;
}

/** Units in stock and products, both over products that are not archived. */
export async function inventoryFigures(db: Database) {
  const [row] = await db
    .select({
      units: sumOf(products.stock),
      products: count(),
    })
    .from(products)
    .where(notArchived);
  return row ?? { units: 0, products: 0 };
}

/** Customers (role 'user'): all of them, and those who signed up in each window. */
export async function customerFigures(db: Database, windows: GrowthWindows) {
  const [row] = await db
    .select({
      total: count(),
      current: countWhere(gt(users.createdAt, windows.currentStart)),
      previous: countWhere(
        and(gt(users.createdAt, windows.previousStart), lte(users.createdAt, windows.currentStart)),
      ),
    })
    .from(users)
    .where(isCustomer);
  return row ?? { total: 0, current: 0, previous: 0 };
}

/*
 * The lists below select camelCase rows (a product id is `productId`); mapper.ts turns them into
 * the API's JSON names.
 */

export function recentOrders(db: Database, limit: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      customerName: orders.customerName,
      email: orders.email,
      status: orders.status,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      channel: orders.channel,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
}

export function lowStockProducts(db: Database, limit: number) {
  const { id: productId, ...label } = productLabelColumns;
  return db
    .select({
      productId,
      ...label,
      image: sql<string>`coalesce(${products.images}->>0, '')`,
      stock: products.stock,
      stockThreshold: products.stockThreshold,
    })
    .from(products)
    .where(and(notArchived, lt(products.stock, products.stockThreshold)))
    .orderBy(asc(products.stock), ...byName)
    .limit(limit);
}

/** The day in India an order was placed on, as YYYY-MM-DD (the shop's calendar). */
const kolkataDay = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Counted orders from `since` on, per day in India: how many and their total in paise. */
export function dailyOrderTotals(db: Database, since: Date) {
  return db
    .select({
      day: kolkataDay,
      orders: count(),
      paise: sumOf(orders.totalPaise),
    })
    .from(orders)
    .where(and(countedOrder, gte(orders.createdAt, since)))
    .groupBy(kolkataDay);
}

/** From the order lines' snapshots, so archived products count under the name they sold by. */
export function topProducts(db: Database, limit: number) {
  const latest = (column: typeof orderItems.productName | typeof orderItems.productImage) =>
    sql<string>`(array_agg(${column} order by ${orders.createdAt} desc, ${orders.number} desc))[1]`;
  const units = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const revenuePaise =
    sql<number>`sum(${orderItems.unitPricePaise} * ${orderItems.quantity})`.mapWith(Number);
  const name = latest(orderItems.productName);
  return db
    .select({
      productId: orderItems.productId,
      name,
      image: latest(orderItems.productImage),
      unitsSold: units,
      revenuePaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(countedOrder)
    .groupBy(orderItems.productId)
    .orderBy(desc(units), desc(revenuePaise), asc(name))
    .limit(limit);
}
