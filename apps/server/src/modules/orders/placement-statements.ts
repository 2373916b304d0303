import { asc, sql } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import type { OrderRow, StoredOrderItem } from './mapper.ts';
import type { NewHistoryRow, NewOrder } from './repository.ts';

/**
 * The two writes that place an order, each ONE statement (one round trip) however many lines the
 * cart has (docs/decisions/022-checkout-throughput.md). Ids are made by the caller, so the rows
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

export interface StockNeedRow {
  productId: string;
  quantity: number;
}

/**
 * Takes the stock of every need with one conditional decrement and inserts the items of the
 * products it was taken from, in one statement; returns the ids it took stock of. A product that
 * is archived, deleted or short is left out of both, and the caller refuses the order.
 *
 * The rows are locked in product-id order first (`locked`, FOR NO KEY UPDATE: it does not block
 * the KEY SHARE that another order's items take), so two orders never lock in opposite orders and
 * cannot deadlock. The decrement then re-checks archived_at and stock on the row as committed.
 */
export async function takeStockAndInsertItems(
  tx: Database,
  needs: readonly StockNeedRow[],
  items: readonly StoredOrderItem[],
): Promise<Set<string>> {
  if (needs.length === 0) return new Set();
  const ids = needs.map((n) => n.productId);
  const need = tx.$with('need').as(
    tx
      .select({
        productId: sql<string>`n.product_id`.as('product_id'),
        quantity: sql<number>`n.quantity`.as('quantity'),
      })
      .from(
        sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(needs.map((n) => n.quantity))}::int[]) as n(product_id, quantity)`,
      ),
  );
  const locked = tx.$with('locked').as(
    tx
      .select({ lockedId: products.id })
      .from(products)
      .where(sql`${products.id} = any(${sql.param(ids)}::uuid[])`)
      .orderBy(asc(products.id))
      .for('no key update'),
  );
  const taken = tx.$with('taken').as(
    tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${need.quantity}` })
      .from(need)
      .innerJoin(locked, sql`${locked.lockedId} = ${need.productId}`)
      .where(
        sql`${products.id} = ${need.productId} and ${products.archivedAt} is null and ${products.stock} >= ${need.quantity}`,
      )
      .returning({ takenId: products.id }),
  );
  const insertedItems = tx.$with('inserted_items', { itemId: orderItems.id }).as(
    sql`insert into ${orderItems} (id, order_id, product_id, product_name, product_image, product_brand, product_category, unit_price_paise, quantity, selected_set)
      select line.* from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as line(id uuid, "orderId" uuid, "productId" uuid, "productName" text, "productImage" text, "productBrand" text, "productCategory" text, "unitPricePaise" integer, quantity integer, "selectedSet" boolean)
      where line."productId" in (select ${taken.takenId} from ${taken})
      returning ${orderItems.id}`,
  );
  // Named: its text never changes (the lines travel as arrays and JSON), so each connection
  // plans it once instead of on every order (decision 043).
  const rows = await tx
    .with(need, locked, taken, insertedItems)
    .select()
    .from(taken)
    .prepare('take_stock_and_add_items')
    .execute();
  return new Set(rows.map((r) => r.takenId));
}
