import { fromPaise, type OrderChannel, type OrderStatus } from '@sheesham/shared';
import type { LowStockProduct, RecentOrder, TopProduct } from '@sheesham/shared/admin-dashboard';
import type { lowStockProducts, recentOrders, topProducts } from './repository.ts';

/*
 * The dashboard lists' rows → the API's JSON (SPEC §3): the one place where `productId` becomes
 * `_id` or `product_id`, paise become rupees and dates ISO strings.
 */

/** One row of a list query, typed from the query itself. */
type RowOf<Query extends (...args: never[]) => PromiseLike<readonly unknown[]>> = Awaited<
  ReturnType<Query>
>[number];

export function toApiRecentOrder(row: RowOf<typeof recentOrders>): RecentOrder {
  return {
    id: row.id,
    number: row.number,
    customer_name: row.customerName,
    email: row.email,
    // The database's check constraints allow only the shared statuses and channels.
    status: row.status as OrderStatus,
    total_amount: fromPaise(row.totalPaise),
    created_at: row.createdAt.toISOString(),
    channel: row.channel as OrderChannel,
  };
}

export function toApiLowStockProduct(row: RowOf<typeof lowStockProducts>): LowStockProduct {
  return {
    _id: row.productId,
    name: row.name,
    brand: row.brand,
    category: row.category,
    image: row.image,
    stock: row.stock,
    stock_threshold: row.stockThreshold,
  };
}

export function toApiTopProduct(row: RowOf<typeof topProducts>): TopProduct {
  return {
    product_id: row.productId,
    name: row.name,
    image: row.image,
    units_sold: row.unitsSold,
    revenue: fromPaise(row.revenuePaise),
  };
}
