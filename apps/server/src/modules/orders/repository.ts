import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, payments, products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import type { HistoryRow, OrderItemRow, OrderRow } from './mapper.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewHistoryRow = typeof orderStatusHistory.$inferInsert;

// ----- reads -------------------------------------------------------------------------------------

/** Orders matching `where`, newest first (the number breaks ties within one timestamp). */
export function findOrders(db: Database, where?: SQL): Promise<OrderRow[]> {
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number));
}

export const byId = (id: string) => eq(orders.id, id);
export const byUser = (userId: string) => eq(orders.userId, userId);

export async function findItems(db: Database, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(orderItems),
      productPricePaise: products.pricePaise,
      productDescription: products.description,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds));
}

export async function findHistory(db: Database, orderIds: string[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusHistory.orderId,
      toStatus: orderStatusHistory.toStatus,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.createdAt));
}

export async function findByIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
): Promise<{ id: string; requestHash: string | null } | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Reads the order and locks its row until the transaction ends, so status changes queue. */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
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

// ----- stock -------------------------------------------------------------------------------------

/** The conditional decrement: false (and nothing changed) when fewer than `quantity` are left. */
export async function takeStock(tx: Database, productId: string, quantity: number) {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function returnStock(tx: Database, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

export async function stockOf(tx: Database, productId: string) {
  const [row] = await tx
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
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

// ----- writes ------------------------------------------------------------------------------------

export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export function insertItems(tx: Database, items: NewOrderItem[]) {
  return tx.insert(orderItems).values(items).returning();
}

export async function insertHistory(tx: Database, entry: NewHistoryRow): Promise<HistoryRow[]> {
  return tx.insert(orderStatusHistory).values(entry).returning({
    orderId: orderStatusHistory.orderId,
    toStatus: orderStatusHistory.toStatus,
    createdAt: orderStatusHistory.createdAt,
  });
}

export async function setStatus(
  tx: Database,
  orderId: string,
  changes: { status: string; holdsStock?: boolean },
) {
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function setPaymentReference(
  tx: Database,
  orderId: string,
  reference: string | null,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentReferenceId: reference })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error('order vanished inside its own transaction');
  return row;
}

/**
 * Ties a verified, unused payment of this user for exactly this amount to the order, in one
 * conditional UPDATE; null when there is no such payment (or another order took it first).
 */
export async function claimPayment(
  tx: Database,
  claim: { gatewayOrderId: string; userId: string; orderId: string; amountPaise: number },
): Promise<{ gatewayPaymentId: string | null } | null> {
  const [row] = await tx
    .update(payments)
    .set({ orderId: claim.orderId })
    .where(
      and(
        eq(payments.gatewayOrderId, claim.gatewayOrderId),
        eq(payments.userId, claim.userId),
        inArray(payments.status, ['verified', 'captured']),
        isNull(payments.orderId),
        eq(payments.amountPaise, claim.amountPaise),
      ),
    )
    .returning({ gatewayPaymentId: payments.gatewayPaymentId });
  return row ?? null;
}
