import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema.ts';
import { signUp } from '../helpers/accounts.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const customer = useCustomer(t);
let product: { id: string };
const PRICE = 18_500_00;

beforeAll(async () => {
  product = await insertProduct(t.db, { pricePaise: PRICE, stock: 50 });
});

/** A payments row as the payment routes would leave it, written directly. */
async function aPayment(
  overrides: Partial<typeof payments.$inferInsert> = {},
): Promise<{ gatewayOrderId: string; gatewayPaymentId: string }> {
  const gatewayOrderId = `order_${randomUUID().slice(0, 14)}`;
  const gatewayPaymentId = `pay_${randomUUID().slice(0, 14)}`;
  await t.db.insert(payments).values({
    userId: customer.id,
    gateway: 'sandbox',
    gatewayOrderId,
    gatewayPaymentId,
    amountPaise: 2 * PRICE,
    receipt: 'receipt-test',
    lines: [{ productId: product.id, quantity: 2, selectedSet: false, unitPricePaise: PRICE }],
    status: 'verified',
    verifiedAt: new Date(),
    ...overrides,
  });
  return { gatewayOrderId, gatewayPaymentId };
}

const gatewayOrder = (razorpayOrderId?: string) =>
  orderBody([{ product_id: product.id, quantity: 2 }], {
    payment_method: 'gateway',
    ...(razorpayOrderId ? { razorpay_order_id: razorpayOrderId } : {}),
  });

async function expectRefused(body: unknown, account = customer) {
  const orders = await orderCount(t.db);
  const stock = await stockOf(t.db, product.id);
  const response = await postOrder(t.app, account, body);
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toEqual({
    code: 'payment_not_verified',
    message: 'No verified payment matches this order.',
  });
  expect(await orderCount(t.db)).toBe(orders);
  expect(await stockOf(t.db, product.id)).toBe(stock);
}

describe('POST /api/orders with payment_method gateway', () => {
  it('answers 400 with a field error when razorpay_order_id is missing, and writes nothing', async () => {
    const before = {
      orders: await orderCount(t.db),
      stock: await stockOf(t.db, product.id),
    };
    for (const razorpayOrderId of [undefined, null, '', '   ']) {
      const response = await postOrder(t.app, customer, {
        ...gatewayOrder(),
        razorpay_order_id: razorpayOrderId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_error',
        fields: {
          razorpay_order_id: 'Online payment needs the razorpay_order_id of a verified payment',
        },
      });
    }
    expect({
      orders: await orderCount(t.db),
      stock: await stockOf(t.db, product.id),
    }).toEqual(before);
  });

  it('refuses an order with an unknown payment, or one that is not verified', async () => {
    await expectRefused(gatewayOrder('order_unknown'));
    for (const status of ['created', 'failed']) {
      const { gatewayOrderId } = await aPayment({ status });
      await expectRefused(gatewayOrder(gatewayOrderId));
    }
  });

  it('refuses a verified payment for another amount or of another user, and leaves it unused', async () => {
    const cheaper = await aPayment({ amountPaise: PRICE });
    await expectRefused(gatewayOrder(cheaper.gatewayOrderId));
    const theirs = await aPayment();
    const other = await signUp(t.app);
    await expectRefused(gatewayOrder(theirs.gatewayOrderId), other);
    const rows = await t.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.gatewayOrderId, theirs.gatewayOrderId));
    expect(rows).toEqual([{ orderId: null }]);
  });

  // The verified case, end to end through Pay and verify, is in payments-paid-orders.test.ts.
  it('accepts a captured payment (the webhook came first) and marks it used', async () => {
    const { gatewayOrderId, gatewayPaymentId } = await aPayment({ status: 'captured' });
    const response = await postOrder(t.app, customer, gatewayOrder(gatewayOrderId));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      payment_status: 'paid',
      payment_reference_id: gatewayPaymentId,
      razorpay_order_id: gatewayOrderId,
      total_amount: (2 * PRICE) / 100,
    });
    const [payment] = await t.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.gatewayOrderId, gatewayOrderId));
    expect(payment?.orderId).toBe(response.json().id);
  });

  it('refuses to use one payment for a second order', async () => {
    const { gatewayOrderId } = await aPayment();
    expect((await postOrder(t.app, customer, gatewayOrder(gatewayOrderId))).statusCode).toBe(201);
    await expectRefused(gatewayOrder(gatewayOrderId));
  });

  it('lets only one of several simultaneous orders use a payment', async () => {
    const { gatewayOrderId } = await aPayment();
    const before = await orderCount(t.db);
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => postOrder(t.app, customer, gatewayOrder(gatewayOrderId))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await orderCount(t.db)).toBe(before + 1);
  });

  it('ignores razorpay_order_id on a cash-on-delivery order', async () => {
    const { gatewayOrderId } = await aPayment();
    const response = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 2 }], { razorpay_order_id: gatewayOrderId }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ payment_status: 'pending', razorpay_order_id: null });
    await expect(
      t.db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.gatewayOrderId, gatewayOrderId)),
    ).resolves.toEqual([{ orderId: null }]);
  });
});
