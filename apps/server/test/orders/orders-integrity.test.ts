import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, payments, products } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder, stockOf } from '../helpers/order-fixtures.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Rules the database itself keeps (migration 0002), whatever code or script writes the rows.

const t = useTestApp();
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  customer = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
});

/** The PostgreSQL error code (SQLSTATE) a promise rejects with, through drizzle's wrapping. */
async function sqlState(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
  return undefined;
}

async function codOrder(productId: string): Promise<string> {
  const response = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: productId, quantity: 1 }]),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('database rules', () => {
  it('never lets a product stock go below zero (check_violation)', async () => {
    const product = await insertProduct(t.db, { stock: 1 });
    const setStock = (stock: number) =>
      t.db.update(products).set({ stock }).where(eq(products.id, product.id));
    expect(await sqlState(setStock(-1))).toBe('23514');
    expect(await stockOf(t.db, product.id)).toBe(1);
    expect(await sqlState(setStock(0))).toBeUndefined();
  });

  it('refuses to delete an order that a payment paid for (ON DELETE RESTRICT)', async () => {
    const product = await insertProduct(t.db, { pricePaise: 2_000_00, stock: 5 });
    const gatewayOrderId = `order_${randomUUID().slice(0, 14)}`;
    await t.db.insert(payments).values({
      userId: customer.id,
      gateway: 'sandbox',
      gatewayOrderId,
      gatewayPaymentId: `pay_${randomUUID().slice(0, 14)}`,
      amountPaise: 2_000_00,
      receipt: 'receipt-test',
      lines: [{ productId: product.id, quantity: 1, selectedSet: false, unitPricePaise: 2_000_00 }],
      status: 'verified',
    });
    const paid = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 1 }], {
        payment_method: 'gateway',
        razorpay_order_id: gatewayOrderId,
      }),
    );
    expect(paid.statusCode).toBe(201);
    const paidId = paid.json().id as string;

    // restrict_violation (PGlite) or foreign_key_violation (PostgreSQL servers): either way, refused.
    expect(['23001', '23503']).toContain(
      await sqlState(t.db.delete(orders).where(eq(orders.id, paidId))),
    );
    const [payment] = await t.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.gatewayOrderId, gatewayOrderId));
    expect(payment?.orderId).toBe(paidId);

    // A COD order has its GST invoice, which is kept: that refuses the delete too (decision 018).
    const invoiced = await codOrder(product.id);
    expect(['23001', '23503']).toContain(
      await sqlState(t.db.delete(orders).where(eq(orders.id, invoiced))),
    );

    // An order nothing refers to (no payment, no invoice) can still go, with its items and history.
    const [bare] = await t.db
      .insert(orders)
      .values({
        userId: customer.id,
        customerName: customer.name,
        email: customer.email,
        address: '14 Haveli Road, Jaipur',
        pincode: '302001',
        totalPaise: 2_000_00,
        paymentMethod: 'cod',
        ipAddress: '127.0.0.1',
      })
      .returning({ id: orders.id });
    await t.db.insert(orderStatusHistory).values({ orderId: bare?.id ?? '', toStatus: 'new' });
    expect(
      await sqlState(t.db.delete(orders).where(eq(orders.id, bare?.id ?? ''))),
    ).toBeUndefined();
  });

  it('keeps status changes made in one transaction in the order they were made', async () => {
    const product = await insertProduct(t.db, { stock: 5 });
    const orderId = await codOrder(product.id);
    const steps = ['processing', 'dispatched', 'delivered', 'completed'] as const;
    await t.db.transaction(async (tx) => {
      let from = 'new';
      for (const to of steps) {
        await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: to });
        from = to;
      }
    });
    const response = await t.app.inject({ url: `/api/orders/${orderId}`, headers: admin.headers });
    const history = response.json().history as { status: string }[];
    expect(history.map((h) => h.status)).toEqual(['new', ...steps]);
  });
});
