import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema.ts';
import { localSecret } from '../../src/lib/local-secret.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import {
  countPayments,
  hmacHex,
  openPaymentOrder,
  paymentRow,
  postPaymentOrder,
  sandboxComplete,
  sandboxPay,
  verifyPayment,
} from '../helpers/payments.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let buyer: TestAccount;
let other: TestAccount;
let bed: { id: string };
let sofa: { id: string };
/** The sandbox's key secret, read the way the server reads it, to forge "valid" signatures. */
let keySecret: string;

// 1 bed at ₹25,000 + 2 sofas as a set at ₹18,000 = ₹61,000.
const cart = () => [
  { product_id: bed.id, quantity: 1 },
  { product_id: sofa.id, quantity: 2, selected_set: true },
];
const CART_TOTAL = 61_000;

beforeAll(async () => {
  const rows = await insertProducts(t.db, [
    aProduct({ pricePaise: 25_000_00 }),
    aProduct({ pricePaise: 10_000_00, hasSetOption: true, setPricePaise: 18_000_00 }),
  ]);
  bed = rows[0] as { id: string };
  sofa = rows[1] as { id: string };
  buyer = await signUp(t.app);
  other = await signUp(t.app);
  keySecret = localSecret(t.config.dataDir, 'sandbox-key-secret');
});

describe('payment endpoints need a session', () => {
  it.each(['/api/payment/order', '/api/payment/verify', '/api/payment/sandbox/complete'])(
    'POST %s answers 401 without one',
    async (url) => {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(401);
    },
  );
});

describe('GET /api/payment/config', () => {
  it('is public and names the sandbox gateway by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gateway: 'sandbox', key_id: 'sandbox' });
  });
});

describe('POST /api/payment/order', () => {
  it('prices the cart on the server and stores a created payment with the lines', async () => {
    const response = await postPaymentOrder(t.app, buyer, {
      amount: CART_TOTAL,
      items: cart(),
      receipt: 'cart-42',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      gateway: 'sandbox',
      key_id: 'sandbox',
      order: { amount: CART_TOTAL * 100, currency: 'INR' },
    });
    expect(body.order.id).toMatch(/^order_sbx_[A-Za-z0-9]{14}$/);

    const row = await paymentRow(t.db, body.order.id);
    expect(row).toMatchObject({
      userId: buyer.id,
      gateway: 'sandbox',
      amountPaise: CART_TOTAL * 100,
      currency: 'INR',
      receipt: 'cart-42',
      status: 'created',
      gatewayPaymentId: null,
      orderId: null,
      verifiedAt: null,
    });
    expect(row?.lines).toEqual([
      { productId: bed.id, quantity: 1, selectedSet: false, unitPricePaise: 25_000_00 },
      { productId: sofa.id, quantity: 2, selectedSet: true, unitPricePaise: 18_000_00 },
    ]);
  });

  it('answers 409 cart_changed when the client total differs, and stores nothing', async () => {
    const before = await countPayments(t.db);
    // The regular sofa price instead of the set price: ₹41,000 shown, ₹61,000 owed.
    for (const amount of [41_000, CART_TOTAL - 0.01, CART_TOTAL + 1]) {
      const response = await postPaymentOrder(t.app, buyer, { amount, items: cart() });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'cart_changed',
        message: 'Your cart changed. Please review the new total and try again.',
      });
    }
    expect(await countPayments(t.db)).toBe(before);
  });

  it('answers 404 for an unknown product and 400 for a bad quantity, storing nothing', async () => {
    const before = await countPayments(t.db);
    const unknown = await postPaymentOrder(t.app, buyer, {
      amount: 100,
      items: [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('product_not_found');
    for (const quantity of [0, -1, 1.5, 100]) {
      const response = await postPaymentOrder(t.app, buyer, {
        amount: 25_000 * quantity,
        items: [{ product_id: bed.id, quantity }],
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await countPayments(t.db)).toBe(before);
  });
});

describe('POST /api/payment/order refusals before any gateway order', () => {
  it('answers 409 insufficient_stock when too few are left now, and stores nothing', async () => {
    const [chest] = await insertProducts(t.db, [
      aProduct({
        name: 'Barmer Chest',
        pricePaise: 9_000_00,
        hasSetOption: true,
        setPricePaise: 16_000_00,
        stock: 2,
      }),
    ]);
    if (!chest) throw new Error('no product');
    const before = await countPayments(t.db);
    // A set line and a plain line of one product share its stock: 3 wanted, 2 left.
    const response = await postPaymentOrder(t.app, buyer, {
      amount: 2 * 9_000 + 16_000,
      items: [
        { product_id: chest.id, quantity: 2 },
        { product_id: chest.id, quantity: 1, selected_set: true },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'insufficient_stock',
      message: 'Only 2 left of Barmer Chest',
    });
    expect(await countPayments(t.db)).toBe(before);
  });

  it('refuses a total above ₹20,00,000 with 400 order_too_large, never a 500', async () => {
    const [sofa] = await insertProducts(t.db, [
      aProduct({ pricePaise: 1_85_000_00, hasSetOption: true, setPricePaise: 1_85_000_00 }),
    ]);
    if (!sofa) throw new Error('no product');
    const before = await countPayments(t.db);
    const response = await postPaymentOrder(t.app, buyer, {
      amount: 2 * 99 * 1_85_000,
      items: [
        { product_id: sofa.id, quantity: 99 },
        { product_id: sofa.id, quantity: 99, selected_set: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('order_too_large');
    expect(await countPayments(t.db)).toBe(before);
  });
});

describe('POST /api/payment/verify', () => {
  it('rejects a forged signature with 400 and records nothing as verified', async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const paymentId = 'pay_forged000001';
    for (const signature of [
      hmacHex('not-the-key-secret', `${orderId}|${paymentId}`),
      hmacHex(keySecret, `order_sbx_other00000001|${paymentId}`),
      'deadbeef',
    ]) {
      const response = await verifyPayment(t.app, buyer, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'invalid_signature',
        message: 'Payment could not be verified.',
      });
    }
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'created',
      gatewayPaymentId: null,
      verifiedAt: null,
    });
  });

  it('runs the sandbox flow: order → Pay → verify marks the payment verified', async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const proof = await sandboxPay(t.app, buyer, orderId);
    expect(proof.razorpay_order_id).toBe(orderId);
    expect(proof.razorpay_payment_id).toMatch(/^pay_sbx_[A-Za-z0-9]{14}$/);
    expect(proof.razorpay_signature).toBe(
      hmacHex(keySecret, `${orderId}|${proof.razorpay_payment_id}`),
    );
    // Pay alone records nothing: only verify does, exactly as with Razorpay.
    expect((await paymentRow(t.db, orderId))?.status).toBe('created');

    const response = await verifyPayment(t.app, buyer, proof);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      payment_error_message: null,
      message: 'Payment verified successfully',
    });
    const row = await paymentRow(t.db, orderId);
    expect(row).toMatchObject({ status: 'verified', gatewayPaymentId: proof.razorpay_payment_id });
    expect(row?.verifiedAt).toBeInstanceOf(Date);

    // A retried verify of the same proof is harmless and keeps the first verification time.
    const again = await verifyPayment(t.app, buyer, proof);
    expect(again.statusCode).toBe(200);
    expect((await paymentRow(t.db, orderId))?.verifiedAt).toEqual(row?.verifiedAt);
  });

  it('refuses a payment id that is already attached to another payment', async () => {
    const first = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const proof = await sandboxPay(t.app, buyer, first);
    expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);

    // A second order "paid" with the first payment's id, correctly signed for the second order.
    const second = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const reused = await verifyPayment(t.app, buyer, {
      razorpay_order_id: second,
      razorpay_payment_id: proof.razorpay_payment_id,
      razorpay_signature: hmacHex(keySecret, `${second}|${proof.razorpay_payment_id}`),
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('payment_already_used');
    expect(await paymentRow(t.db, second)).toMatchObject({
      status: 'created',
      gatewayPaymentId: null,
    });

    // And a verified payment keeps the payment id it was verified with.
    const otherId = 'pay_sbx_Another0000001';
    const swapped = await verifyPayment(t.app, buyer, {
      razorpay_order_id: first,
      razorpay_payment_id: otherId,
      razorpay_signature: hmacHex(keySecret, `${first}|${otherId}`),
    });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().error.code).toBe('payment_already_used');
    expect((await paymentRow(t.db, first))?.gatewayPaymentId).toBe(proof.razorpay_payment_id);
  });

  it("will not verify another user's payment, even with a valid signature", async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const proof = await sandboxPay(t.app, buyer, orderId);
    const response = await verifyPayment(t.app, other, proof);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_signature');
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      userId: buyer.id,
      status: 'created',
      gatewayPaymentId: null,
    });
  });
});

describe('POST /api/payment/sandbox/complete', () => {
  it('Fail marks the payment failed with the reason, and a later Pay still succeeds', async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const failed = await sandboxComplete(t.app, buyer, orderId, 'failure');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The payment was declined in the sandbox.',
        reason: 'payment_failed',
      },
    });
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'failed',
      errorMessage: 'The payment was declined in the sandbox.',
      gatewayPaymentId: null,
    });

    // Like Checkout.js, the shopper may try again on the same order.
    const proof = await sandboxPay(t.app, buyer, orderId);
    expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'verified',
      errorMessage: null,
    });
  });

  it("answers 404 for another user's payment or an unknown order, changing nothing", async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    for (const outcome of ['success', 'failure'] as const) {
      const response = await sandboxComplete(t.app, other, orderId, outcome);
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await sandboxComplete(t.app, buyer, 'order_sbx_nosuchorder000', 'success')).statusCode,
    ).toBe(404);
    expect((await paymentRow(t.db, orderId))?.status).toBe('created');
  });

  it('answers 409 once the payment is verified, and a verified payment is never failed', async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    await verifyPayment(t.app, buyer, await sandboxPay(t.app, buyer, orderId));
    for (const outcome of ['success', 'failure'] as const) {
      const response = await sandboxComplete(t.app, buyer, orderId, outcome);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('payment_already_completed');
    }
    expect((await paymentRow(t.db, orderId))?.status).toBe('verified');
  });

  it('rejects an outcome other than success or failure', async () => {
    const orderId = await openPaymentOrder(t.app, buyer, { amount: CART_TOTAL, items: cart() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/complete',
      headers: buyer.headers,
      payload: { razorpay_order_id: orderId, outcome: 'captured' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.gatewayOrderId, orderId));
    expect(row?.status).toBe('created');
  });
});
