import { asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { payments, refunds } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';
import { insertProduct, orderBody, postOrder } from './order-fixtures.ts';
import { putCancelOwn, putStatus } from './order-status.ts';
import { openPaymentOrder, sandboxPay, verifyPayment } from './payments.ts';

/** A new product and a paid sandbox order for it (Pay → verify → POST /orders as gateway). */
export async function paidSandboxOrder(
  app: App,
  db: Database,
  buyer: TestAccount,
  pricePaise = 54_000_00,
) {
  const product = await insertProduct(db, { pricePaise, stock: 50 });
  const items = [{ product_id: product.id, quantity: 1 }];
  const gatewayOrderId = await openPaymentOrder(app, buyer, { amount: pricePaise / 100, items });
  const verified = await verifyPayment(app, buyer, await sandboxPay(app, buyer, gatewayOrderId));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const placed = await postOrder(
    app,
    buyer,
    orderBody(items, { payment_method: 'gateway', razorpay_order_id: gatewayOrderId }),
  );
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  return { order: placed.json() as { id: string; number: number }, product, gatewayOrderId };
}

/** The customer's PUT /auth/profile/orders/:id. */
export const cancelOwn = (app: App, buyer: TestAccount, orderId: string) =>
  putCancelOwn(app, buyer, orderId);

/** The admin's PUT /orders/:id/status to cancelled. */
export const cancelAsAdmin = (app: App, admin: TestAccount, orderId: string) =>
  putStatus(app, admin, orderId, 'cancelled');

export function postRefund(
  app: App,
  account: TestAccount,
  orderId: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...account.headers, ...headers },
    payload: body as object,
  });
}

export function refundRows(db: Database, orderId: string) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.seq));
}

export async function refundedPaiseOf(db: Database, orderId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ refunded: payments.refundedPaise })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.refunded;
}
