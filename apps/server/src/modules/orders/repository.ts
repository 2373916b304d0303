import type { PaymentStatus } from '@sheesham/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/types.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { CashReceiptRow } from '../cash-receipts/index.ts';
import { cashReceipts } from '../cash-receipts/schema.ts';
import { products } from '../catalog/schema.ts';
import { deliverySlotBookings, deliverySlots } from '../delivery-slots/schema.ts';
import type { RefundRow } from '../refunds/index.ts';
import { refunds } from '../refunds/schema.ts';
import type { OrderSearchTerms } from './admin-search.ts';
import type { DeliverySlotRow, HistoryRow, OrderItemRow, OrderRow } from './mapper.ts';
import { orderItems, orderStatusHistory, orders } from './schema.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewHistoryRow = typeof orderStatusHistory.$inferInsert;

// ----- reads -------------------------------------------------------------------------------------

export interface Page {
  limit?: number;
  offset?: number;
}

/** Orders matching `where`, newest first (the number breaks ties within one timestamp). */
export function findOrders(db: Database, where?: SQL, page: Page = {}): Promise<OrderRow[]> {
  const query = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}

export async function countOrders(db: Database, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

export const byId = (id: string) => eq(orders.id, id);
export const byUser = (userId: string) => eq(orders.userId, userId);

/**
 * The admin search: an order number or a full order id looks up that one column (its unique
 * index), anything else the text in the name or e-mail. Or-ing them would scan every order's
 * name and e-mail for a plain '1001'.
 */
function bySearch(terms: OrderSearchTerms): SQL | undefined {
  if (terms.number !== null) return eq(orders.number, terms.number);
  if (terms.id !== null) return eq(orders.id, terms.id);
  const pattern = containsPattern(terms.text);
  return or(ilike(orders.customerName, pattern), ilike(orders.email, pattern));
}

/** The admin list's filter: the search (when given) and an exact status (when given). */
export function byAdminFilter(filter: {
  search: OrderSearchTerms | null;
  status?: string;
}): SQL | undefined {
  return and(
    filter.search ? bySearch(filter.search) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
}

/**
 * `column` is one of `ids`, sent as ONE array parameter: inArray sends one parameter per id, and
 * PostgreSQL takes at most 65,535, which the unpaged admin list of every order can pass.
 */
const inUuids = (column: AnyPgColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

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
    .where(inUuids(orderItems.orderId, orderIds));
}

/** What an order's history shows: the status it moved to and when (read and just written). */
const historyColumns = {
  orderId: orderStatusHistory.orderId,
  toStatus: orderStatusHistory.toStatus,
  createdAt: orderStatusHistory.createdAt,
};

export async function findHistory(db: Database, orderIds: string[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return [];
  return (
    db
      .select(historyColumns)
      .from(orderStatusHistory)
      .where(inUuids(orderStatusHistory.orderId, orderIds))
      // seq, not created_at: two changes can share a millisecond (PGlite's clock resolution).
      .orderBy(asc(orderStatusHistory.seq))
  );
}

/**
 * The orders' refunds, oldest first. Read here for the order as read; the refunds module owns
 * every write to the table (docs/decisions/017).
 */
export async function findRefunds(db: Database, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inUuids(refunds.orderId, orderIds))
    .orderBy(asc(refunds.seq));
}

/**
 * The orders' cash receipts (cash on delivery, issue #24). Read here for the order as read; the
 * cash-receipts module owns every write to the table.
 */
export async function findCashReceipts(
  db: Database,
  orderIds: string[],
): Promise<CashReceiptRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(cashReceipts).where(inUuids(cashReceipts.orderId, orderIds));
}

/**
 * The orders' booked delivery slots with the slot's hours (docs/decisions/050). Read here for the
 * order as read; the delivery-slots module owns every write to its tables. A released booking (a
 * cancelled order's) is not shown.
 */
export async function findDeliverySlots(
  db: Database,
  orderIds: string[],
): Promise<DeliverySlotRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: deliverySlotBookings.orderId,
      day: deliverySlotBookings.day,
      slot: deliverySlotBookings.slot,
      startHour: deliverySlots.startHour,
      endHour: deliverySlots.endHour,
    })
    .from(deliverySlotBookings)
    .innerJoin(deliverySlots, eq(deliverySlots.code, deliverySlotBookings.slot))
    .where(
      and(inUuids(deliverySlotBookings.orderId, orderIds), isNull(deliverySlotBookings.releasedAt)),
    );
}

/** Whose Idempotency-Key it is: the customer's own (storefront) or the admin's (staff order). */
export type IdempotencyScope = { userId: string } | { adminId: string };

export async function findByIdempotencyKey(
  db: Database,
  scope: IdempotencyScope,
  key: string,
): Promise<{ id: string; requestHash: string | null } | null> {
  const owner =
    'adminId' in scope
      ? eq(orders.createdByAdminId, scope.adminId)
      : and(eq(orders.userId, scope.userId), isNull(orders.createdByAdminId));
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(owner, eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Moves every order of the `from` users to `to` (a walk-in's orders joining an account). */
export async function moveOrdersToUser(
  tx: Database,
  from: readonly string[],
  to: string,
): Promise<number> {
  if (from.length === 0) return 0;
  const rows = await tx
    .update(orders)
    .set({ userId: to, updatedAt: sql`now()` })
    .where(sql`${orders.userId} = any(${sql.param(from)}::text[])`)
    .returning({ id: orders.id });
  return rows.length;
}

/** The order's owner and current status (no lock: the status change is conditional instead). */
export async function findStatus(
  db: Database,
  id: string,
): Promise<{ userId: string | null; status: string } | null> {
  const [row] = await db
    .select({ userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
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
  return tx.insert(orderStatusHistory).values(entry).returning(historyColumns);
}

/**
 * The conditional status change: `UPDATE orders SET status = to WHERE id = … AND status = from`.
 * False (nothing changed) when the order no longer has `from`. On PostgreSQL a racing change
 * waits for the row lock, then re-checks the condition against the committed row, so of two
 * changes from the same status exactly one matches.
 */
export async function moveStatus(
  tx: Database,
  orderId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Locks the order's row until the transaction ends. Refunds take it before the payment's row,
 * the order in which a cancel takes them (its status UPDATE, then the refund), so the two never
 * deadlock (docs/decisions/017). False when there is no such order.
 */
export async function lockOrderRow(tx: Database, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return rows.length > 0;
}

/**
 * Locks the order's row until the transaction ends and reads what deciding a payment needs: its
 * method, payment status, status, total and when it was placed. Null when there is no such order.
 */
export async function lockOrderForPayment(tx: Database, orderId: string) {
  const [row] = await tx
    .select({
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

/**
 * Locks the order's row until the transaction ends and reads what moving its delivery needs: its
 * status, fulfilment and pincode. Null when there is no such order.
 */
export async function lockOrderForDelivery(tx: Database, orderId: string) {
  const [row] = await tx
    .select({ status: orders.status, fulfilment: orders.fulfilment, pincode: orders.pincode })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

/** The order's payment status, e.g. after a refund (the refunds module decides which). */
export async function setPaymentStatus(
  tx: Database,
  orderId: string,
  paymentStatus: PaymentStatus,
): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus, updatedAt: sql`now()` })
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
