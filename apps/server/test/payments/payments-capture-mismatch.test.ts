import { beforeAll, describe, expect, it } from 'vitest';
import { localSecret } from '../../src/lib/local-secret.ts';
import { orderBody, orderCount, postOrder } from '../helpers/order-fixtures.ts';
import {
  deliverWebhook,
  openPaymentOrder,
  paymentEvent,
  paymentRow,
  sandboxPay,
  verifyPayment,
} from '../helpers/payments.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #12: a correctly signed capture for another amount or currency never counts as paid. The
// payment is flagged 'mismatch', no order can use it, and admins see it at once (decision 014).

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);
let items: { product_id: string; quantity: number }[];
let secret: string;

const PRICE_PAISE = 4_998_00;

beforeAll(async () => {
  const rows = await insertProducts(t.db, [aProduct({ pricePaise: PRICE_PAISE, stock: 500 })]);
  items = [{ product_id: (rows[0] as { id: string }).id, quantity: 1 }];
  secret = localSecret(t.config.dataDir, 'sandbox-webhook-secret');
});

const open = () => openPaymentOrder(t.app, buyer, { amount: PRICE_PAISE / 100, items });

function capture(
  gatewayOrderId: string,
  paymentId: string,
  money: { amountPaise: number; currency?: string },
) {
  const event = paymentEvent('payment.captured', { orderId: gatewayOrderId, paymentId, ...money });
  return deliverWebhook(t.app, event, { secret, eventId: `evt_${paymentId}_${money.amountPaise}` });
}

const placePaidOrder = (gatewayOrderId: string) =>
  postOrder(
    t.app,
    buyer,
    orderBody(items, { payment_method: 'gateway', razorpay_order_id: gatewayOrderId }),
  );

/** GET /api/admin/payments/unmatched at the default threshold: mismatches show at once. */
async function flaggedFor(gatewayOrderId: string) {
  const response = await t.app.inject({
    url: '/api/admin/payments/unmatched',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .find((p: { gateway_order_id: string }) => p.gateway_order_id === gatewayOrderId);
}

/** The payment's status and what a mismatching capture reported (paise, currency). */
async function paymentState(gatewayOrderId: string) {
  const row = await paymentRow(t.db, gatewayOrderId);
  return { status: row?.status, received: [row?.receivedAmountPaise, row?.receivedCurrency] };
}

/** Pay, verify, then a capture event with this amount and currency; returns the gateway order id. */
async function verifiedThenCaptured(money: { amountPaise: number; currency: string }) {
  const gatewayOrderId = await open();
  const proof = await sandboxPay(t.app, buyer, gatewayOrderId);
  expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);
  const response = await capture(gatewayOrderId, proof.razorpay_payment_id, money);
  expect(response.statusCode).toBe(200);
  return gatewayOrderId;
}

/** No paid order can be placed on the payment: 409 and no order row. */
async function expectNoPaidOrder(gatewayOrderId: string) {
  const before = await orderCount(t.db);
  const response = await placePaidOrder(gatewayOrderId);
  expect(response.statusCode).toBe(409);
  expect(response.json().error.code).toBe('payment_not_verified');
  expect(await orderCount(t.db)).toBe(before);
  expect((await paymentRow(t.db, gatewayOrderId))?.orderId).toBeNull();
}

describe('a capture that does not match the payment', () => {
  it('a forged amount (100 paise) before Pay: flagged, verify refused, no paid order', async () => {
    const gatewayOrderId = await open();
    const proof = await sandboxPay(t.app, buyer, gatewayOrderId);
    const forged = await capture(gatewayOrderId, proof.razorpay_payment_id, { amountPaise: 100 });
    expect(forged.statusCode).toBe(200);
    expect(await paymentState(gatewayOrderId)).toEqual({
      status: 'mismatch',
      received: [100, 'INR'],
    });

    const verified = await verifyPayment(t.app, buyer, proof);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error.code).toBe('payment_mismatch');
    expect((await paymentRow(t.db, gatewayOrderId))?.status).toBe('mismatch');

    await expectNoPaidOrder(gatewayOrderId);
    expect(await flaggedFor(gatewayOrderId)).toMatchObject({
      status: 'mismatch',
      amount: 4_998,
      received_amount: 1,
      received_currency: 'INR',
      gateway_payment_id: proof.razorpay_payment_id,
      user_email: buyer.email,
      order_id: null,
    });
  });

  it('a forged currency (USD, same figure) after verify: the verified payment stops counting', async () => {
    const gatewayOrderId = await verifiedThenCaptured({
      amountPaise: PRICE_PAISE,
      currency: 'USD',
    });
    expect(await paymentState(gatewayOrderId)).toEqual({
      status: 'mismatch',
      received: [PRICE_PAISE, 'USD'],
    });
    await expectNoPaidOrder(gatewayOrderId);
    expect(await flaggedFor(gatewayOrderId)).toMatchObject({
      status: 'mismatch',
      received_amount: 4_998,
      received_currency: 'USD',
    });
  });

  it('a mismatch is final: a later fitting capture neither pays it nor hides what was reported', async () => {
    const gatewayOrderId = await open();
    const proof = await sandboxPay(t.app, buyer, gatewayOrderId);
    await capture(gatewayOrderId, proof.razorpay_payment_id, { amountPaise: 1_00 });
    await capture(gatewayOrderId, proof.razorpay_payment_id, { amountPaise: PRICE_PAISE });
    expect(await paymentState(gatewayOrderId)).toEqual({
      status: 'mismatch',
      received: [1_00, 'INR'],
    });
    await expectNoPaidOrder(gatewayOrderId);
  });

  it('a capture without a whole-paise amount (missing, fractional, too large) does not count as paid', async () => {
    for (const amount of [undefined, PRICE_PAISE + 0.5, 1e300]) {
      const gatewayOrderId = await open();
      const proof = await sandboxPay(t.app, buyer, gatewayOrderId);
      const event = paymentEvent('payment.captured', {
        orderId: gatewayOrderId,
        paymentId: proof.razorpay_payment_id,
        amountPaise: PRICE_PAISE,
      });
      const entity = { ...event.payload.payment.entity, amount };
      const odd = { ...event, payload: { payment: { entity } } };
      expect((await deliverWebhook(t.app, odd, { secret })).statusCode).toBe(200);
      expect(await paymentState(gatewayOrderId)).toEqual({
        status: 'mismatch',
        received: [null, 'INR'],
      });
      await expectNoPaidOrder(gatewayOrderId);
    }
  });

  it('a payment an order already used is still flagged when a contradicting capture arrives', async () => {
    const gatewayOrderId = await open();
    expect(
      (await verifyPayment(t.app, buyer, await sandboxPay(t.app, buyer, gatewayOrderId)))
        .statusCode,
    ).toBe(200);
    const placed = await placePaidOrder(gatewayOrderId);
    expect(placed.statusCode).toBe(201);
    const paymentId = (await paymentRow(t.db, gatewayOrderId))?.gatewayPaymentId as string;

    await capture(gatewayOrderId, paymentId, { amountPaise: 100 });
    expect(await flaggedFor(gatewayOrderId)).toMatchObject({
      status: 'mismatch',
      received_amount: 1,
      order_id: placed.json().id,
    });
  });

  it('a fitting capture still works: captured, not flagged, and the order is paid', async () => {
    const gatewayOrderId = await verifiedThenCaptured({
      amountPaise: PRICE_PAISE,
      currency: 'INR',
    });
    expect(await paymentState(gatewayOrderId)).toEqual({
      status: 'captured',
      received: [null, null],
    });
    expect(await flaggedFor(gatewayOrderId)).toBeUndefined();

    const placed = await placePaidOrder(gatewayOrderId);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ payment_status: 'paid', total_amount: 4_998 });
  });
});

describe('a forged capture racing the order that uses the payment', () => {
  it('either no order is placed, or the order is placed and its payment is flagged (8 trials)', async () => {
    for (let trial = 0; trial < 8; trial++) {
      const gatewayOrderId = await open();
      const proof = await sandboxPay(t.app, buyer, gatewayOrderId);
      expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);
      const before = await orderCount(t.db);

      const [placed, forged] = await Promise.all([
        placePaidOrder(gatewayOrderId),
        capture(gatewayOrderId, proof.razorpay_payment_id, { amountPaise: 100 }),
      ]);
      expect(forged.statusCode).toBe(200);
      expect([201, 409]).toContain(placed.statusCode);
      // Whichever came first, the payment ends flagged and the admins see it.
      expect(await paymentState(gatewayOrderId)).toEqual({
        status: 'mismatch',
        received: [100, 'INR'],
      });
      const flagged = await flaggedFor(gatewayOrderId);
      if (placed.statusCode === 201) {
        expect(flagged.order_id).toBe(placed.json().id);
        expect(await orderCount(t.db)).toBe(before + 1);
      } else {
        expect(placed.json().error.code).toBe('payment_not_verified');
        expect(flagged.order_id).toBeNull();
        expect(await orderCount(t.db)).toBe(before);
      }
    }
  });
});
