import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { orders, products } from '../src/db/schema.ts';
import { signUp, type TestAccount } from './helpers/accounts.ts';
import {
  hmacHex,
  openPaymentOrder,
  paymentRow,
  sandboxComplete,
  sandboxPay,
  verifyPayment,
} from './helpers/payments.ts';
import { aProduct, insertProducts } from './helpers/product-builder.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// The checkout's last step (SPEC §4): POST /orders as 'gateway' against a verified payment.

let database: DatabaseHandle;
let t: TestApp;
let buyer: TestAccount;
let other: TestAccount;
let lamp: { id: string };

const items = () => [{ product_id: lamp.id, quantity: 2 }];
const AMOUNT = 3_000; // 2 × ₹1,500

function placeGatewayOrder(account: TestAccount, razorpayOrderId: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: account.headers,
    payload: {
      address: '12 MI Road, Jaipur',
      pincode: '302001',
      payment_method: 'gateway',
      razorpay_order_id: razorpayOrderId,
      items: items(),
    },
  });
}

async function orderCount(): Promise<number> {
  return (await database.db.select({ id: orders.id }).from(orders)).length;
}

async function lampStock(): Promise<number | undefined> {
  const [row] = await database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, lamp.id));
  return row?.stock;
}

/** An order id whose payment went through Pay and verify for this account. */
async function verifiedPayment(account: TestAccount): Promise<string> {
  const orderId = await openPaymentOrder(t.app, account, { amount: AMOUNT, items: items() });
  const verified = await verifyPayment(t.app, account, await sandboxPay(t.app, account, orderId));
  expect(verified.statusCode).toBe(200);
  return orderId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database.db);
  const rows = await insertProducts(database.db, [aProduct({ pricePaise: 1_500_00, stock: 50 })]);
  lamp = rows[0] as { id: string };
  buyer = await signUp(t.app);
  other = await signUp(t.app);
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('paid orders from sandbox payments', () => {
  it('order → Pay → verify → POST /orders creates one paid order that uses the payment', async () => {
    const gatewayOrderId = await verifiedPayment(buyer);
    const response = await placeGatewayOrder(buyer, gatewayOrderId);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    const payment = await paymentRow(database.db, gatewayOrderId);
    expect(order).toMatchObject({
      payment_method: 'gateway',
      payment_status: 'paid',
      payment_reference_id: payment?.gatewayPaymentId,
      total_amount: AMOUNT,
    });
    expect(payment?.orderId).toBe(order.id);
  });

  it('a payment pays for one order only: the second POST /orders with it is 409', async () => {
    const gatewayOrderId = await verifiedPayment(buyer);
    expect((await placeGatewayOrder(buyer, gatewayOrderId)).statusCode).toBe(201);
    const before = { orders: await orderCount(), stock: await lampStock() };
    const again = await placeGatewayOrder(buyer, gatewayOrderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'payment_not_verified',
      message: 'No verified payment matches this order.',
    });
    expect({ orders: await orderCount(), stock: await lampStock() }).toEqual(before);
  });

  it('a forged signature leaves nothing that an order can be paid with', async () => {
    const gatewayOrderId = await openPaymentOrder(t.app, buyer, { amount: AMOUNT, items: items() });
    const paymentId = 'pay_sbx_Forged00000001';
    const forged = await verifyPayment(t.app, buyer, {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex('guessed-secret', `${gatewayOrderId}|${paymentId}`),
    });
    expect(forged.statusCode).toBe(400);
    const before = await orderCount();
    const response = await placeGatewayOrder(buyer, gatewayOrderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payment_not_verified');
    expect(await orderCount()).toBe(before);
  });

  it("another user cannot verify or order with someone else's payment", async () => {
    const gatewayOrderId = await openPaymentOrder(t.app, buyer, { amount: AMOUNT, items: items() });
    const proof = await sandboxPay(t.app, buyer, gatewayOrderId);
    expect((await verifyPayment(t.app, other, proof)).statusCode).toBe(400);
    expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);

    const before = await orderCount();
    const stolen = await placeGatewayOrder(other, gatewayOrderId);
    expect(stolen.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
    expect((await paymentRow(database.db, gatewayOrderId))?.orderId).toBeNull();
  });

  it('a failed sandbox payment creates no order and cannot pay for one', async () => {
    const gatewayOrderId = await openPaymentOrder(t.app, buyer, { amount: AMOUNT, items: items() });
    expect((await sandboxComplete(t.app, buyer, gatewayOrderId, 'failure')).statusCode).toBe(200);
    const before = await orderCount();
    expect((await placeGatewayOrder(buyer, gatewayOrderId)).statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it('a payment for a different amount cannot pay for this cart', async () => {
    // Paid for one lamp, ordering two.
    const gatewayOrderId = await openPaymentOrder(t.app, buyer, {
      amount: 1_500,
      items: [{ product_id: lamp.id, quantity: 1 }],
    });
    await verifyPayment(t.app, buyer, await sandboxPay(t.app, buyer, gatewayOrderId));
    expect((await paymentRow(database.db, gatewayOrderId))?.status).toBe('verified');
    expect((await placeGatewayOrder(buyer, gatewayOrderId)).statusCode).toBe(409);
  });
});
