import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts.ts';
import {
  insertProduct,
  type LineInput,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import {
  type CartLine,
  openPaymentOrder,
  paymentRow,
  sandboxPay,
  verifyPayment,
} from '../helpers/payments.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The checkout's last step (SPEC §4) end to end through the payment API: order → Pay → verify →
// POST /orders as 'gateway'. The refusals of POST /orders against payment rows in every state are
// in orders-gateway.test.ts; verify's own refusals in payments-checkout.test.ts.

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);

/** A gateway order id whose payment went through Pay and verify for the buyer. */
async function verifiedPayment(amount: number, items: CartLine[]): Promise<string> {
  const orderId = await openPaymentOrder(t.app, buyer, { amount, items });
  const verified = await verifyPayment(t.app, buyer, await sandboxPay(t.app, buyer, orderId));
  expect(verified.statusCode).toBe(200);
  return orderId;
}

const gatewayOrder = (items: LineInput[], razorpayOrderId: string) =>
  orderBody(items, { payment_method: 'gateway', razorpay_order_id: razorpayOrderId });

describe('paid orders from sandbox payments', () => {
  it('order → Pay → verify → POST /orders creates one paid order that uses the payment', async () => {
    const lamp = await insertProduct(t.db, { pricePaise: 1_500_00, stock: 50 });
    const items = [{ product_id: lamp.id, quantity: 2 }];
    const gatewayOrderId = await verifiedPayment(3_000, items);

    const response = await postOrder(t.app, buyer, gatewayOrder(items, gatewayOrderId));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    const payment = await paymentRow(t.db, gatewayOrderId);
    expect(order).toMatchObject({
      payment_method: 'gateway',
      payment_status: 'paid',
      payment_reference_id: payment?.gatewayPaymentId,
      razorpay_order_id: gatewayOrderId,
      total_amount: 3_000,
    });
    expect(payment?.orderId).toBe(order.id);
    expect(await stockOf(t.db, lamp.id)).toBe(48);
  });

  it('a verified payment whose stock ran out makes no order, stays unused and is listed as unmatched', async () => {
    const bench = await insertProduct(t.db, { name: 'Nagaur Bench', pricePaise: 7_000_00 });
    const items = [{ product_id: bench.id, quantity: 2 }];
    const gatewayOrderId = await verifiedPayment(14_000, items);
    // Someone else bought the stock between Pay and POST /orders.
    const rival = await signUp(t.app);
    const stock = await stockOf(t.db, bench.id);
    const sold = await postOrder(
      t.app,
      rival,
      orderBody([{ product_id: bench.id, quantity: stock - 1 }]),
    );
    expect(sold.statusCode).toBe(201);

    const before = await orderCount(t.db);
    const response = await postOrder(t.app, buyer, gatewayOrder(items, gatewayOrderId));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'insufficient_stock',
      message: 'Only 1 left of Nagaur Bench',
    });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, bench.id)).toBe(1);
    expect(await paymentRow(t.db, gatewayOrderId)).toMatchObject({
      status: 'verified',
      orderId: null,
    });

    const unmatched = await t.app.inject({
      url: '/api/admin/payments/unmatched?older_than_minutes=0',
      headers: admin.headers,
    });
    expect(unmatched.statusCode).toBe(200);
    expect(unmatched.json()).toContainEqual(
      expect.objectContaining({
        gateway_order_id: gatewayOrderId,
        user_email: buyer.email,
        amount: 14_000,
        status: 'verified',
      }),
    );
  });
});
