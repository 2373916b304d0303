import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import type { OrderRow, StoredOrderItem } from './mapper.ts';
import type { NewHistoryRow, NewOrder } from './repository.ts';
import { orderItems, orderStatusHistory, orders } from './schema.ts';

/**
 * The writes that place an order, each in ONE statement (one round trip) however many lines the
 * cart has (docs/decisions/022-checkout-throughput.md); the items ride in inventory's stock
 * statement (itemsInsert). Ids are made by the caller, so the rows
 * are known without reading them back.
 */

/**
 * The order row and its first history row in one statement (data-modifying CTEs). The history
 * row's time is now(), the transaction's start, which is the created_at the order row gets.
 */
export async function insertOrderWithHistory(
  tx: Database,
  order: NewOrder & { id: string },
  history: Omit<NewHistoryRow, 'orderId' | 'createdAt'>,
): Promise<OrderRow> {
  const placed = tx.$with('placed_order').as(tx.insert(orders).values(order).returning());
  const firstHistory = tx.$with('placed_history').as(
    tx
      .insert(orderStatusHistory)
      .values({ ...history, orderId: order.id, createdAt: sql`now()` })
      .returning({ id: orderStatusHistory.id }),
  );
  const [row] = await tx.with(placed, firstHistory).select().from(placed);
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/**
 * The order's items, as the write inventory makes alongside its stock decrement (one statement,
 * decision 022): only lines whose product's stock was taken (`takenIds`) are inserted, and a
 * short product makes the caller refuse the order anyway.
 */
export function itemsInsert(items: readonly StoredOrderItem[]) {
  return (tx: Database, takenIds: SQL) =>
    tx.$with('inserted_items', { itemId: orderItems.id }).as(
      sql`insert into ${orderItems} (id, order_id, product_id, product_name, product_image, product_brand, product_category, unit_price_paise, quantity, selected_set)
      select line.* from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as line(id uuid, "orderId" uuid, "productId" uuid, "productName" text, "productImage" text, "productBrand" text, "productCategory" text, "unitPricePaise" integer, quantity integer, "selectedSet" boolean)
      where line."productId" in (${takenIds})
      returning ${orderItems.id}`,
    );
}
