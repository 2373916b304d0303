import { signUp, signUpAdmin, type TestAccount } from './accounts.ts';
import { orderBody, postOrder } from './order-fixtures.ts';
import { hmacHex, postPaymentOrder, verifyPayment } from './payments.ts';
import { aProduct, insertProducts } from './product-builder.ts';
import { type FakeRazorpayApi, startRazorpayApi } from './razorpay-api.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// Test keys for the local Razorpay API (test/helpers/razorpay-api.ts); none is real.
export const KEY_ID = 'rzp_test_Sheesham0Contract';
export const KEY_SECRET = 'contract-key-secret-not-real';
export const WEBHOOK_SECRET = 'contract-webhook-secret-not-real';

/** The shop's configuration in Razorpay mode, its SDK pointed at the local API. */
export const razorpayEnv = (api: FakeRazorpayApi, overrides: Record<string, string> = {}) => ({
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_BASE_URL: api.baseUrl,
  ...overrides,
});

export interface RazorpayShop {
  api: FakeRazorpayApi;
  database: TestDatabase;
  shop: TestApp;
  buyer: TestAccount;
  admin: TestAccount;
  /** One ₹54,000 table with `stock` pieces. */
  table: { id: string };
}

/** The local Razorpay API, and the shop in Razorpay mode on a fresh database with a customer and an admin. */
export async function startRazorpayShop(stock: number): Promise<RazorpayShop> {
  const api = await startRazorpayApi({ keyId: KEY_ID, keySecret: KEY_SECRET });
  const database = await createTestDatabase();
  const shop = await createTestApp(database.db, { env: razorpayEnv(api) });
  const rows = await insertProducts(database.db, [aProduct({ pricePaise: 54_000_00, stock })]);
  return {
    api,
    database,
    shop,
    table: rows[0] as { id: string },
    buyer: await signUp(shop.app),
    admin: await signUpAdmin(shop.app, database.db),
  };
}

export async function closeRazorpayShop(started: Partial<RazorpayShop>) {
  await started.shop?.close();
  await started.database?.release();
  await started.api?.close();
}

/**
 * A ₹54,000 order paid in Razorpay mode: order at the API, Checkout.js pays, verify, POST /orders.
 * Throws when a step fails, so a test reads as what it checks.
 */
export async function paidRazorpayOrder({ api, shop, buyer, table }: RazorpayShop) {
  const items = [{ product_id: table.id, quantity: 1 }];
  const opened = await postPaymentOrder(shop.app, buyer, { amount: 54_000, items });
  const gatewayOrderId = opened.json().order.id as string;
  const payment = api.pay(gatewayOrderId);
  const verified = await verifyPayment(shop.app, buyer, {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: hmacHex(KEY_SECRET, `${gatewayOrderId}|${payment.id}`),
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const placed = await postOrder(
    shop.app,
    buyer,
    orderBody(items, { payment_method: 'gateway', razorpay_order_id: gatewayOrderId }),
  );
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  return { orderId: placed.json().id as string, payment };
}
