import { randomUUID } from 'node:crypto';
import type { Order, OrderDeliverySlot } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { takeStock } from '../inventory/index.ts';
import { type HistoryRow, type OrderRow, type StoredOrderItem, toApiOrder } from './mapper.ts';
import {
  insertOrderWithHistory,
  itemsInsert,
  type PlacedOrderFields,
} from './placement-statements.ts';
import type { PricedCart } from './pricing.ts';
import { findByIdempotencyKey, type IdempotencyScope, setPaymentReference } from './repository.ts';

/**
 * The order writes the checkout flow runs, in its transaction and in its order; these only
 * write rows, the flow decides when. Each is one statement, and what it wrote is built from what
 * was sent and returned, never read again (docs/decisions/022-checkout-throughput.md).
 */

export interface PlacedOrderRows {
  order: OrderRow;
  history: HistoryRow[];
}

/**
 * The order row with its first history row ('new'). It goes in first, so a same-key twin blocks
 * on the unique index until this transaction ends.
 */
export async function insertNewOrder(
  tx: Database,
  fields: Omit<PlacedOrderFields, 'id'>,
  placedBy: string,
): Promise<PlacedOrderRows> {
  const id = randomUUID();
  const order = await insertOrderWithHistory(
    tx,
    { ...fields, id },
    { fromStatus: null, toStatus: 'new', changedBy: placedBy },
  );
  return { order, history: [{ orderId: id, toStatus: 'new', createdAt: order.createdAt }] };
}

/**
 * The items' snapshot (name, image, unit price as charged), made here so the order's response,
 * mail and invoice can be built before the stock statement runs.
 */
export function snapshotItems(orderId: string, cart: PricedCart): StoredOrderItem[] {
  return cart.lines.map((line) => ({
    id: randomUUID(),
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

/**
 * Takes the cart's stock (inventory's verb, in this transaction) and writes its items' snapshot
 * in the same statement (inventory's `alongside` write). A shortage, or a product archived or
 * deleted since it was priced, throws 409; the caller's transaction then rolls back whatever was
 * written. It locks the products' rows until the commit, so the flow runs it
 * last (decision 034).
 */
export async function takeStockAndAddItems(
  tx: Database,
  cart: PricedCart,
  items: StoredOrderItem[],
): Promise<void> {
  await takeStock(tx, cart.lines, itemsInsert(items));
}

/** Records the gateway payment id that paid for the order. */
export function attachPaymentReference(tx: Database, orderId: string, reference: string | null) {
  return setPaymentReference(tx, orderId, reference);
}

/** The order an earlier request with this Idempotency-Key placed, if any. */
export function findOrderByIdempotencyKey(db: Database, scope: IdempotencyScope, key: string) {
  return findByIdempotencyKey(db, scope, key);
}

/** The placed order as read, built from what was written: no second read. */
export function placedOrder(
  order: OrderRow,
  written: { items: StoredOrderItem[]; history: HistoryRow[] },
  cart: PricedCart,
  deliverySlot: OrderDeliverySlot | null,
): Order {
  return toApiOrder(
    order,
    withProductFacts(written.items, cart),
    written.history,
    [],
    null,
    deliverySlot,
  );
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
