import { asc, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { orderItems, orderStatusHistory, orders, products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import type { OrderRow, StoredOrderItem } from './mapper.ts';
import type { NewOrder } from './repository.ts';

/**
 * The two writes that place an order, each ONE statement (one round trip) however many lines the
 * cart has (docs/decisions/022-checkout-throughput.md). Ids are made by the caller, so the rows
 * are known without reading them back.
 */

/** The columns a placed order is written with: all of them but the generated ones. */
const PLACED_ORDER_COLUMNS = [
  'id',
  'userId',
  'customerName',
  'email',
  'phone',
  'address',
  'pincode',
  'deliveryInstructions',
  'fulfilment',
  'totalPaise',
  'paymentMethod',
  'paymentStatus',
  'paymentMode',
  'paymentReferenceId',
  'razorpayOrderId',
  'status',
  'holdsStock',
  'channel',
  'createdByAdminId',
  'createdByName',
  'ipAddress',
  'idempotencyKey',
  'requestHash',
] as const satisfies readonly (keyof NewOrder)[];

export type PlacedOrderFields = { [K in (typeof PLACED_ORDER_COLUMNS)[number]]-?: NewOrder[K] };

const placeholders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<K, never>;

const orderWithHistory = builtOnce<OrderRow>('insert_order_with_history', (db) => {
  const placed = db
    .$with('placed_order')
    .as(db.insert(orders).values(placeholders(PLACED_ORDER_COLUMNS)).returning());
  const firstHistory = db.$with('placed_history').as(
    db
      .insert(orderStatusHistory)
      .values({
        orderId: sql.placeholder('id'),
        fromStatus: sql.placeholder('historyFrom'),
        toStatus: sql.placeholder('historyTo'),
        changedBy: sql.placeholder('historyBy'),
        createdAt: sql`now()`,
      })
      .returning({ id: orderStatusHistory.id }),
  );
  return db.with(placed, firstHistory).select().from(placed);
});

/**
 * The order row and its first history row in one statement (data-modifying CTEs), built once
 * (db/built-once.ts). The history row's time is now(), the transaction's start, which is the
 * created_at the order row gets.
 */
export async function insertOrderWithHistory(
  tx: Database,
  order: PlacedOrderFields,
  history: { fromStatus: string | null; toStatus: string; changedBy: string | null },
): Promise<OrderRow> {
  const values: Record<string, unknown> = {
    historyFrom: history.fromStatus,
    historyTo: history.toStatus,
    historyBy: history.changedBy,
  };
  for (const key of PLACED_ORDER_COLUMNS) values[key] = order[key] ?? null;
  const [row] = await orderWithHistory(tx, values);
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
const stockAndItems = builtOnce<{ takenId: string }>('take_stock_and_add_items', (db) => {
  const need = db.$with('need').as(
    db
      .select({
        productId: sql<string>`n.product_id`.as('product_id'),
        quantity: sql<number>`n.quantity`.as('quantity'),
      })
      .from(
        sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('quantities')}::int[]) as n(product_id, quantity)`,
      ),
  );
  const locked = db.$with('locked').as(
    db
      .select({ lockedId: products.id })
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(products.id))
      .for('no key update'),
  );
  const taken = db.$with('taken').as(
    db
      .update(products)
      .set({ stock: sql`${products.stock} - ${need.quantity}` })
      .from(need)
      .innerJoin(locked, sql`${locked.lockedId} = ${need.productId}`)
      .where(
        sql`${products.id} = ${need.productId} and ${products.archivedAt} is null and ${products.stock} >= ${need.quantity}`,
      )
      .returning({ takenId: products.id }),
  );
  const insertedItems = db.$with('inserted_items', { itemId: orderItems.id }).as(
    sql`insert into ${orderItems} (id, order_id, product_id, product_name, product_image, product_brand, product_category, unit_price_paise, quantity, selected_set)
      select line.* from jsonb_to_recordset(${sql.placeholder('items')}::jsonb) as line(id uuid, "orderId" uuid, "productId" uuid, "productName" text, "productImage" text, "productBrand" text, "productCategory" text, "unitPricePaise" integer, quantity integer, "selectedSet" boolean)
      where line."productId" in (select ${taken.takenId} from ${taken})
      returning ${orderItems.id}`,
  );
  return db.with(need, locked, taken, insertedItems).select().from(taken);
});

export async function takeStockAndInsertItems(
  tx: Database,
  needs: readonly StockNeedRow[],
  items: readonly StoredOrderItem[],
): Promise<Set<string>> {
  if (needs.length === 0) return new Set();
  // Built once with its text fixed (the lines travel as arrays and JSON), so each connection
  // plans it once instead of on every order (decision 043).
  const rows = await stockAndItems(tx, {
    ids: needs.map((n) => n.productId),
    quantities: needs.map((n) => n.quantity),
    items: JSON.stringify(items),
  });
  return new Set(rows.map((r) => r.takenId));
}
