import type { Order } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { type OrderRow, type StoredOrderItem, toApiOrder } from './mapper.ts';
import type { PricedCart } from './pricing.ts';
import {
  findByIdempotencyKey,
  insertHistory,
  insertItems,
  insertOrder,
  type NewOrder,
  setPaymentReference,
} from './repository.ts';

/**
 * The order writes the checkout flow runs, in its transaction and in its order; these only
 * write rows, the flow decides when.
 */

/** The order row alone: it goes in first, so a same-key twin blocks on the unique index. */
export function insertNewOrder(tx: Database, fields: NewOrder): Promise<OrderRow> {
  return insertOrder(tx, fields);
}

/** The items' snapshot (name, image, unit price as charged) and the first history row ('new'). */
export async function insertItemsAndHistory(
  tx: Database,
  order: OrderRow,
  cart: PricedCart,
  placedBy: string,
) {
  const items = await insertItems(tx, snapshotItems(order.id, cart));
  const history = await insertHistory(tx, {
    orderId: order.id,
    fromStatus: null,
    toStatus: 'new',
    changedBy: placedBy,
    // Placed when the order was: the same time as created_at, not the clock a moment later.
    createdAt: order.createdAt,
  });
  return { items, history };
}

/** Records the gateway payment id that paid for the order. */
export function attachPaymentReference(tx: Database, orderId: string, reference: string | null) {
  return setPaymentReference(tx, orderId, reference);
}

/** The order an earlier request with this Idempotency-Key placed, if any. */
export function findOrderByIdempotencyKey(db: Database, userId: string, key: string) {
  return findByIdempotencyKey(db, userId, key);
}

/** The placed order as read, built from what the inserts returned: no second read. */
export function placedOrder(
  order: OrderRow,
  written: Awaited<ReturnType<typeof insertItemsAndHistory>>,
  cart: PricedCart,
): Order {
  return toApiOrder(order, withProductFacts(written.items, cart), written.history, []);
}

/** Adds the product facts an item "as read" shows (regular price, description) from pricing. */
function withProductFacts(items: StoredOrderItem[], cart: PricedCart) {
  const facts = new Map(cart.lines.map((l) => [l.productId, l]));
  return items.map((item) => ({
    ...item,
    productPricePaise: facts.get(item.productId)?.pricePaise ?? item.unitPricePaise,
    productDescription: facts.get(item.productId)?.description ?? '',
  }));
}

function snapshotItems(orderId: string, cart: PricedCart) {
  return cart.lines.map((line) => ({
    orderId,
    productId: line.productId,
    productName: line.name,
    productImage: line.image,
    productBrand: line.brand,
    productCategory: line.category,
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    selectedSet: line.selectedSet,
  }));
}
