import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, products } from '../../db/schema.ts';
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
  return (
    db
      .select({
        orderId: orderStatusHistory.orderId,
        toStatus: orderStatusHistory.toStatus,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, orderIds))
      // created_at is clock_timestamp(), so changes within one transaction keep their order; the
      // id only makes equal times (a coarse clock) read the same way every time.
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
  );
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
