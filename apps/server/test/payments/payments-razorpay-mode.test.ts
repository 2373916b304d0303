import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema.ts';
import { START_AFTER_PAINT_CSP_SOURCE } from '../../src/modules/web/index.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import {
  countPayments,
  deliverWebhook,
  hmacHex,
  paymentEvent,
  paymentRow,
  postPaymentOrder,
  sandboxComplete,
  verifyPayment,
} from '../helpers/payments.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const KEY_ID = 'rzp_test_Sheesham000001';
const KEY_SECRET = 'test-key-secret-not-real';
const WEBHOOK_SECRET = 'test-webhook-secret-not-real';

const razorpayEnv = { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET };
/** Razorpay keys without a webhook secret; its database is shared by the other two apps. */
const keysOnly = useTestApp({ env: razorpayEnv });
/** Razorpay keys and a webhook secret. */
let withWebhooks: TestApp;
/** Razorpay keys too, but PAYMENT_GATEWAY=sandbox. */
let sandbox: TestApp;
let buyer: TestAccount;
let table: { id: string };

/**
 * A payment as POST /payment/order stores it after Razorpay's orders.create, inserted directly
 * because tests never call Razorpay's API.
 */
async function razorpayPayment(gatewayOrderId: string, userId = buyer.id) {
  await keysOnly.db.insert(payments).values({
    userId,
    gateway: 'razorpay',
    gatewayOrderId,
    amountPaise: 12_000_00,
    receipt: `rcpt_${gatewayOrderId}`,
    lines: [{ productId: table.id, quantity: 1, selectedSet: false, unitPricePaise: 12_000_00 }],
  });
}

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

beforeAll(async () => {
  withWebhooks = await createTestApp(keysOnly.db, {
    env: { ...razorpayEnv, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  sandbox = await createTestApp(keysOnly.db, {
    env: { ...razorpayEnv, PAYMENT_GATEWAY: 'sandbox' },
  });
  const rows = await insertProducts(keysOnly.db, [aProduct({ pricePaise: 12_000_00 })]);
  table = rows[0] as { id: string };
  buyer = await signUp(keysOnly.app);
});

afterAll(async () => {
  await withWebhooks?.close();
  await sandbox?.close();
});

describe('Razorpay mode', () => {
  it('GET /api/payment/config names Razorpay and its public key id (never the secret)', async () => {
    const response = await keysOnly.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.json()).toEqual({ gateway: 'razorpay', key_id: KEY_ID });
    expect(response.body).not.toContain(KEY_SECRET);
  });

  it('has no sandbox Pay button: POST /api/payment/sandbox/complete is 404', async () => {
    await razorpayPayment('order_NoSandbox00001');
    const response = await sandboxComplete(keysOnly.app, buyer, 'order_NoSandbox00001', 'success');
    expect(response.statusCode).toBe(404);
  });

  it('checks the client amount before calling Razorpay: a mismatch is 409 and stores nothing', async () => {
    const before = await countPayments(keysOnly.db);
    const response = await postPaymentOrder(keysOnly.app, buyer, {
      amount: 11_000,
      items: [{ product_id: table.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('cart_changed');
    expect(await countPayments(keysOnly.db)).toBe(before);
  });

  it('verifies Checkout.js signatures with the key secret', async () => {
    await razorpayPayment('order_Verify0000001');
    const paymentId = 'pay_Verify00000001';
    const forged = await verifyPayment(keysOnly.app, buyer, {
      razorpay_order_id: 'order_Verify0000001',
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(WEBHOOK_SECRET, `order_Verify0000001|${paymentId}`),
    });
    expect(forged.statusCode).toBe(400);
    expect((await paymentRow(keysOnly.db, 'order_Verify0000001'))?.status).toBe('created');

    const genuine = await verifyPayment(keysOnly.app, buyer, {
      razorpay_order_id: 'order_Verify0000001',
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(KEY_SECRET, `order_Verify0000001|${paymentId}`),
    });
    expect(genuine.statusCode).toBe(200);
    expect(await paymentRow(keysOnly.db, 'order_Verify0000001')).toMatchObject({
      status: 'verified',
      gatewayPaymentId: paymentId,
    });
  });

  it('does not verify a sandbox payment once Razorpay is configured', async () => {
    const orderId = 'order_sbx_Switched000001';
    await razorpayPayment(orderId);
    await keysOnly.db
      .update(payments)
      .set({ gateway: 'sandbox' })
      .where(eq(payments.gatewayOrderId, orderId));
    const paymentId = 'pay_sbx_Switched000001';
    const verify = await verifyPayment(keysOnly.app, buyer, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(KEY_SECRET, `${orderId}|${paymentId}`),
    });
    expect(verify.statusCode).toBe(400);
    expect((await paymentRow(keysOnly.db, orderId))?.status).toBe('created');
  });

  it('without RAZORPAY_WEBHOOK_SECRET the webhook answers 503 and says what to set', async () => {
    await razorpayPayment('order_NoHookSecret01');
    const event = paymentEvent('payment.captured', {
      orderId: 'order_NoHookSecret01',
      paymentId: 'pay_NoHookSecret01',
      amountPaise: 12_000_00,
    });
    const response = await deliverWebhook(keysOnly.app, event, { secret: KEY_SECRET });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'webhooks_not_configured',
      message: 'Razorpay webhooks are not configured on this server: set RAZORPAY_WEBHOOK_SECRET.',
    });
    expect((await paymentRow(keysOnly.db, 'order_NoHookSecret01'))?.status).toBe('created');
  });

  it('with RAZORPAY_WEBHOOK_SECRET, events signed with it are applied and others refused', async () => {
    await razorpayPayment('order_HookSecret001');
    const event = paymentEvent('payment.captured', {
      orderId: 'order_HookSecret001',
      paymentId: 'pay_HookSecret001',
      amountPaise: 12_000_00,
    });
    const wrongKey = await deliverWebhook(withWebhooks.app, event, { secret: KEY_SECRET });
    expect(wrongKey.statusCode).toBe(400);
    expect((await paymentRow(keysOnly.db, 'order_HookSecret001'))?.status).toBe('created');

    const signed = await deliverWebhook(withWebhooks.app, event, {
      secret: WEBHOOK_SECRET,
      eventId: 'evt_rzp_1',
    });
    expect(signed.statusCode).toBe(200);
    expect(await paymentRow(keysOnly.db, 'order_HookSecret001')).toMatchObject({
      status: 'captured',
      gatewayPaymentId: 'pay_HookSecret001',
    });
  });
});

describe('Content-Security-Policy and gateway mode', () => {
  it('Razorpay mode allows Checkout.js, its frames and its API calls', async () => {
    const response = await keysOnly.app.inject({ method: 'GET', url: '/checkout' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['script-src']).toBe(
      `'self' ${START_AFTER_PAINT_CSP_SOURCE} https://checkout.razorpay.com`,
    );
    expect(csp['frame-src']).toBe('https://api.razorpay.com https://checkout.razorpay.com');
    expect(csp['connect-src']).toBe(
      "'self' https://api.razorpay.com https://lumberjack.razorpay.com",
    );
    // Everything else stays as strict as in sandbox mode.
    expect(csp['default-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('PAYMENT_GATEWAY=sandbox runs the sandbox despite the keys, and names no remote host', async () => {
    const config = await sandbox.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(config.json()).toEqual({ gateway: 'sandbox', key_id: 'sandbox' });
    const response = await sandbox.app.inject({ method: 'GET', url: '/checkout' });
    const header = String(response.headers['content-security-policy']);
    expect(header).not.toContain('razorpay');
    expect(directives(header)['script-src']).toBe(`'self' ${START_AFTER_PAINT_CSP_SOURCE}`);
    expect(directives(header)['frame-src']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
