import type { Order } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type OrderRow, toApiDeliverySlot, toApiOrder } from './mapper.ts';
import {
  byId,
  findCashReceipts,
  findDeliverySlots,
  findHistory,
  findItems,
  findOrders,
  findRefunds,
  findStatus,
} from './repository.ts';

export const ORDER_NOT_FOUND = 'Order not found';

function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/**
 * Order rows → the spec's orders "as read", with items, history, refunds, cash receipts and
 * delivery slots (five queries).
 */
export async function toApiOrders(db: Database, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, history, refunds, cashReceipts, deliverySlots] = await Promise.all([
    findItems(db, ids),
    findHistory(db, ids),
    findRefunds(db, ids),
    findCashReceipts(db, ids),
    findDeliverySlots(db, ids),
  ]);
  const itemsOf = groupByOrder(items);
  const historyOf = groupByOrder(history);
  const refundsOf = groupByOrder(refunds);
  const cashReceiptOf = new Map(cashReceipts.map((receipt) => [receipt.orderId, receipt]));
  const slotOf = new Map(deliverySlots.map((slot) => [slot.orderId, toApiDeliverySlot(slot)]));
  return rows.map((row) =>
    toApiOrder(
      row,
      itemsOf.get(row.id) ?? [],
      historyOf.get(row.id) ?? [],
      refundsOf.get(row.id) ?? [],
      cashReceiptOf.get(row.id) ?? null,
      slotOf.get(row.id) ?? null,
    ),
  );
}

/** One order as read and its owner, or null. */
export async function findOrder(db: Database, id: string) {
  const [order] = await findOrders(db, byId(id));
  if (!order) return null;
  const [api] = await toApiOrders(db, [order]);
  return api ? { userId: order.userId, api } : null;
}

/** One order as read; 404 when it does not exist. */
export async function readOrder(db: Database, id: string): Promise<Order> {
  const found = await findOrder(db, id);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return found.api;
}

/** Who placed the order (null: the account is gone), or null when there is no such order. */
export async function findOrderOwner(
  db: Database,
  id: string,
): Promise<{ userId: string | null } | null> {
  return isUuid(id) ? await findStatus(db, id) : null;
}
