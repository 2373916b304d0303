import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { orderItems, orders } from './schema.ts';

/** Whether an order holds its items' stock (orders.holds_stock), and how much it holds. */

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
