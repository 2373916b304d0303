import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';

/**
 * The SQL behind stock: returns, reads and an order's held quantities. Placing an order takes
 * its stock in placement-statements.ts, in the statement that writes its items.
 */

export async function returnStock(tx: Database, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** Name, current stock and archive time of these products (no lock: a snapshot). */
export function stockOf(db: Database, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, productIds));
}

/** Flips holds_stock off; true only for the one caller that actually flipped it. */
export async function stopHoldingStock(tx: Database, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ holdsStock: false })
    .where(and(eq(orders.id, orderId), eq(orders.holdsStock, true)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** How much of each product an order holds, one row per product, in id order. */
export function heldQuantities(
  tx: Database,
  orderId: string,
): Promise<{ productId: string; quantity: number }[]> {
  return tx
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
}
