import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { orderBody, postOrder } from '../helpers/order-fixtures.ts';
import {
  countPayments,
  deliverWebhook,
  hmacHex,
  paymentRow,
  postPaymentOrder,
  verifyPayment,
} from '../helpers/payments.ts';
import type { FakeRazorpayApi } from '../helpers/razorpay-api.ts';
import {
  closeRazorpayShop,
  KEY_ID,
  KEY_SECRET,
  razorpayEnv,
  startRazorpayShop,
  WEBHOOK_SECRET,
} from '../helpers/razorpay-shop.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { TestDatabase } from '../helpers/test-database.ts';

// Issue #12, item 6: the shop in Razorpay mode, run once end to end at the network edge. The
// official SDK calls a local server that speaks Razorpay's REST API (RAZORPAY_API_BASE_URL, the
// product's only switch); the browser's Checkout.js is simulated by paying the order on that
// server and signing `order_id|payment_id` with the key secret, as Razorpay does.

let api: FakeRazorpayApi;
let database: TestDatabase;
let shop: TestApp;
let buyer: TestAccount;
let admin: TestAccount;
let table: { id: string };

beforeAll(async () => {
  ({ api, database, shop, buyer, admin, table } = await startRazorpayShop(20));
});

afterAll(() => closeRazorpayShop({ shop, database, api }));

const items = () => [{ product_id: table.id, quantity: 1 }];

/** POST /api/payment/order for one table, which must succeed; returns Razorpay's order id. */
async function openRazorpayOrder(): Promise<string> {
  const response = await postPaymentOrder(shop.app, buyer, { amount: 54_000, items: items() });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ gateway: 'razorpay', key_id: KEY_ID });
  return response.json().order.id;
}

/** What Checkout.js hands the page after the shopper paid: ids and the key-secret signature. */
function checkoutResult(orderId: string) {
  const payment = api.pay(orderId);
  return {
    payment,
    proof: {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|${payment.id}`),
    },
  };
}

describe('Razorpay mode against the local Razorpay API', () => {
  it('order → Checkout.js → verify → paid order → payment.captured, as in sandbox mode', async () => {
    const sentBefore = api.requests.length;
    const orderId = await openRazorpayOrder();

    // What the shop sent Razorpay: the server's price in paise, INR, our receipt, our keys.
    const sent = api.requests.slice(sentBefore);
    expect(sent).toHaveLength(1);
    const stored = await paymentRow(database.db, orderId);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      credentials: `${KEY_ID}:${KEY_SECRET}`,
      body: {
        amount: 54_000_00,
        currency: 'INR',
        receipt: stored?.receipt,
        notes: { user_id: buyer.id },
      },
    });
    expect(stored?.receipt).toMatch(/^rcpt_[0-9a-f]{24}$/);
    expect(stored).toMatchObject({
      gateway: 'razorpay',
      amountPaise: 54_000_00,
      status: 'created',
    });
    expect(api.orders.get(orderId)).toMatchObject({ amount: 54_000_00, status: 'created' });

    const { payment, proof } = checkoutResult(orderId);
    const verified = await verifyPayment(shop.app, buyer, proof);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      payment_error_message: null,
      message: 'Payment verified successfully',
    });

    const placed = await postOrder(
      shop.app,
      buyer,
      orderBody(items(), { payment_method: 'gateway', razorpay_order_id: orderId }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      payment_method: 'gateway',
      payment_status: 'paid',
      payment_reference_id: payment.id,
      razorpay_order_id: orderId,
      total_amount: 54_000,
    });

    // Razorpay's webhook carries its full payment entity; the shop checks amount and currency.
    const captured = await deliverWebhook(shop.app, api.event('payment.captured', payment.id), {
      secret: WEBHOOK_SECRET,
      eventId: 'evt_contract_captured',
    });
    expect(captured.statusCode).toBe(200);
    const paid = await deliverWebhook(shop.app, api.event('order.paid', payment.id), {
      secret: WEBHOOK_SECRET,
      eventId: 'evt_contract_order_paid',
    });
    expect(paid.statusCode).toBe(200);
    expect(await paymentRow(database.db, orderId)).toMatchObject({
      status: 'captured',
      gatewayPaymentId: payment.id,
      orderId: placed.json().id,
      receivedAmountPaise: null,
      receivedCurrency: null,
    });
    // Nothing for the admins to look at.
    const flagged = await shop.app.inject({
      url: '/api/admin/payments/unmatched?older_than_minutes=0',
      headers: admin.headers,
    });
    expect(flagged.json()).toEqual([]);
  });

  it('a Razorpay capture event for another amount makes the payment unusable and flags it', async () => {
    const orderId = await openRazorpayOrder();
    const { payment, proof } = checkoutResult(orderId);
    expect((await verifyPayment(shop.app, buyer, proof)).statusCode).toBe(200);

    const event = api.event('payment.captured', payment.id);
    event.payload.payment.entity.amount = 100;
    const forged = await deliverWebhook(shop.app, event, { secret: WEBHOOK_SECRET });
    expect(forged.statusCode).toBe(200);

    const placed = await postOrder(
      shop.app,
      buyer,
      orderBody(items(), { payment_method: 'gateway', razorpay_order_id: orderId }),
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('payment_not_verified');
    const flagged = await shop.app.inject({
      url: '/api/admin/payments/unmatched',
      headers: admin.headers,
    });
    expect(flagged.json()).toContainEqual(
      expect.objectContaining({
        gateway: 'razorpay',
        gateway_payment_id: payment.id,
        status: 'mismatch',
        received_amount: 1,
        received_currency: 'INR',
      }),
    );
  });

  it('when Razorpay refuses the keys, POST /api/payment/order is 502 and stores nothing', async () => {
    const wrongKeys = await createTestApp(database.db, {
      env: razorpayEnv(api, { RAZORPAY_KEY_SECRET: 'not-the-key-secret' }),
    });
    try {
      // Each test app signs sessions with its own secret: sign in on this one.
      const shopper = await signUp(wrongKeys.app);
      const before = await countPayments(database.db);
      const response = await postPaymentOrder(wrongKeys.app, shopper, {
        amount: 54_000,
        items: items(),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        code: 'gateway_error',
        message: 'Could not create the payment order with Razorpay. Please try again.',
      });
      expect(api.requests.at(-1)).toMatchObject({
        path: '/v1/orders',
        credentials: `${KEY_ID}:not-the-key-secret`,
      });
      expect(await countPayments(database.db)).toBe(before);
    } finally {
      await wrongKeys.close();
    }
  });
});
