import { fromPaise } from '@sheesham/shared';
import type { LowStockProduct, TopProduct } from '@sheesham/shared/admin-dashboard';
import type { lowStockProducts, topProducts } from './repository.ts';

/*
 * The dashboard lists' rows → the API's JSON (SPEC §3): the one place where `productId` becomes
 * `_id` or `product_id` and paise become rupees. A recent order is an order's headline, which the
 * orders module maps (toApiOrderHeadline).
 */

/** One row of a list query, typed from the query itself. */
type RowOf<Query extends (...args: never[]) => PromiseLike<readonly unknown[]>> = Awaited<
  ReturnType<Query>
>[number];

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
