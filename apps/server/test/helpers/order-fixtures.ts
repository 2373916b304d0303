import { count, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { orders, products } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';
import { withDeliverySlot } from './delivery-slots.ts';
import { aProduct, type ProductInsert } from './product-builder.ts';

/** Inserts one product (aProduct with the overrides) and returns its row. */
export async function insertProduct(db: Database, overrides: Partial<ProductInsert> = {}) {
  const [row] = await db.insert(products).values(aProduct(overrides)).returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}

export interface LineInput {
  product_id: unknown;
  quantity: unknown;
  selected_set?: unknown;
  /** Anything else a client may send (prices, totals): the server must ignore it. */
  [extra: string]: unknown;
}

/** The number test orders give to be called on (every order needs one, issue #26). */
export const TEST_PHONE = '98290 12345';

/** A valid COD order body for these lines; tests override the rest. */
export function orderBody(items: LineInput[], overrides: Record<string, unknown> = {}) {
  return {
    address: '14 Haveli Road, Jaipur',
    pincode: '302001',
    delivery_instructions: 'Call before delivery',
    phone: TEST_PHONE,
    payment_method: 'cod',
    items,
    ...overrides,
  };
}

/** POST `url` as `account` (null: signed out) with a JSON body and any extra headers. */
export function postAs(
  app: App,
  url: string,
  account: TestAccount | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...account?.headers, ...headers },
    payload: body as object,
  });
}

/** POST /api/orders; a delivery body without a slot gets a real one (withDeliverySlot). */
export async function postOrder(
  app: App,
  account: TestAccount | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return postAs(app, '/api/orders', account, await withDeliverySlot(app, body, headers), headers);
}

export async function orderCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.stock;
}

/**
 * A COD order by `account` for one sofa (₹38,999, ₹62,999 as a Complete Set) bought as the set
 * once and plain `plainQuantity` times: the order every "Complete Set" label test reads back.
 */
export async function placeSetAndPlainSofa(
  app: App,
  db: Database,
  account: TestAccount,
  options: { name: string; plainQuantity: number },
): Promise<{ id: string; number: number }> {
  const sofa = await insertProduct(db, {
    name: options.name,
    category: 'sofas',
    pricePaise: 38_999_00,
    setPricePaise: 62_999_00,
    hasSetOption: true,
    stock: 10,
  });
  const res = await postOrder(
    app,
    account,
    orderBody([
      { product_id: sofa.id, quantity: 1, selected_set: true },
      { product_id: sofa.id, quantity: options.plainQuantity, selected_set: false },
    ]),
  );
  if (res.statusCode !== 201) throw new Error(`the set order answered ${res.statusCode}`);
  return res.json() as { id: string; number: number };
}
