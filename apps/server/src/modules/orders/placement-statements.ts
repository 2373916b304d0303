import { type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/types.ts';
import type { AlongsideStock } from '../inventory/index.ts';
import type { OrderRow, StoredOrderItem } from './mapper.ts';
import type { NewOrder } from './repository.ts';
import { orderItems, orderStatusHistory, orders } from './schema.ts';

/**
 * The writes that place an order, each in ONE statement (one round trip) however many lines the
 * cart has (docs/decisions/022-checkout-throughput.md); the items ride in inventory's stock
 * statement (itemsInsert). Ids are made by the caller, so the rows are known without reading them
 * back. Each is built once with placeholders and named, so drizzle renders its SQL once per
 * process and PostgreSQL plans it once per connection (decision 043).
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
  'deliveryPaise',
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
  'discountPaise',
  'couponCode',
  'discountGivenById',
  'discountGivenBy',
  'discountReason',
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

/**
 * The order's items, as the write inventory makes alongside its stock decrement (one statement,
 * decision 022): only lines whose product's stock was taken (`takenIds`) are inserted, and a
 * short product makes the caller refuse the order anyway. The lines travel as one JSON text, so
 * the statement's text is the same for every cart.
 */
export function itemsInsert(items: readonly StoredOrderItem[]): AlongsideStock {
  return {
    name: 'order_items',
    build: (db: Database, takenIds: SQL) =>
      db.$with('inserted_items', { itemId: orderItems.id }).as(
        sql`insert into ${orderItems} (id, order_id, product_id, product_name, product_image, product_brand, product_category, unit_price_paise, quantity, selected_set)
      select line.* from jsonb_to_recordset(${sql.placeholder('items')}::jsonb) as line(id uuid, "orderId" uuid, "productId" uuid, "productName" text, "productImage" text, "productBrand" text, "productCategory" text, "unitPricePaise" integer, quantity integer, "selectedSet" boolean)
      where line."productId" in (${takenIds})
      returning ${orderItems.id}`,
      ),
    values: { items: JSON.stringify(items) },
  };
}
