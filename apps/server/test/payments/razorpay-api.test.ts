import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient } from '../../src/modules/payments/razorpay-gateway.ts';
import { type FakeRazorpayApi, startRazorpayApi } from '../helpers/razorpay-api.ts';

// The test server that stands in for api.razorpay.com, called through the official SDK exactly as
// the shop's gateway builds it (RAZORPAY_API_BASE_URL). Its refund endpoints are covered here; the
// shop's own refund flow comes in a later slice of issue #12 and will call them the same way.

const keys = { keyId: 'rzp_test_Contract000001', keySecret: 'contract-key-secret' };
let api: FakeRazorpayApi;
let client: Awaited<ReturnType<typeof createRazorpayClient>>;

beforeAll(async () => {
  api = await startRazorpayApi(keys);
  client = await createRazorpayClient({
    ...keys,
    webhookSecret: undefined,
    apiBaseUrl: api.baseUrl,
  });
});

afterAll(() => api.close());

/** The SDK rejects with { statusCode, error } (its normalizeError). */
async function rejection(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as { statusCode: number; error: Record<string, unknown> };
  }
  throw new Error('expected the call to fail');
}

async function paidOrder(amount = 54_000_00) {
  const order = await client.orders.create({ amount, currency: 'INR', receipt: 'rcpt_refunds' });
  return api.pay(order.id);
}

describe('the local Razorpay API, through the official SDK', () => {
  it('listens on 127.0.0.1 only, and the SDK calls it there with basic auth and JSON', async () => {
    expect(new URL(api.baseUrl).hostname).toBe('127.0.0.1');
    const before = api.requests.length;
    await client.orders.create({ amount: 100_00, currency: 'INR', receipt: 'rcpt_where' });
    const [sent] = api.requests.slice(before);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      credentials: `${keys.keyId}:${keys.keySecret}`,
      body: { amount: 100_00, currency: 'INR', receipt: 'rcpt_where' },
    });
    expect(sent?.contentType).toContain('application/json');
  });

  it('creates and fetches orders in the documented shape', async () => {
    const created = await client.orders.create({
      amount: 4_998_00,
      currency: 'INR',
      receipt: 'rcpt_shape',
      notes: { user_id: 'u1' },
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 4_998_00,
      amount_paid: 0,
      amount_due: 4_998_00,
      currency: 'INR',
      receipt: 'rcpt_shape',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { user_id: 'u1' },
      created_at: expect.any(Number),
    });
    expect(await client.orders.fetch(created.id)).toEqual(created);
  });

  it('answers a wrong key with 401 and Razorpay error body', async () => {
    const stranger = await createRazorpayClient({
      keyId: keys.keyId,
      keySecret: 'wrong-secret',
      webhookSecret: undefined,
      apiBaseUrl: api.baseUrl,
    });
    const failure = await rejection(stranger.orders.create({ amount: 100_00, currency: 'INR' }));
    expect(failure.statusCode).toBe(401);
    expect(failure.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
    });
  });

  it('refuses amounts that are not whole paise of at least ₹1, other currencies and unknown ids', async () => {
    for (const amount of [99, 100.5]) {
      const failure = await rejection(client.orders.create({ amount, currency: 'INR' }));
      expect(failure.statusCode).toBe(400);
      expect(failure.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });
    }
    const usd = await rejection(client.orders.create({ amount: 100_00, currency: 'USD' }));
    expect(usd.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'currency' });
    const missing = await rejection(client.orders.fetch('order_DoesNotExist01'));
    expect(missing).toEqual({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
  });

  it('fetches a payment and captures an authorized one only for its exact amount', async () => {
    const order = await client.orders.create({ amount: 12_000_00, currency: 'INR' });
    const authorized = api.pay(order.id, { capture: false });
    expect(await client.payments.fetch(authorized.id)).toMatchObject({
      id: authorized.id,
      entity: 'payment',
      amount: 12_000_00,
      currency: 'INR',
      status: 'authorized',
      order_id: order.id,
      captured: false,
      amount_refunded: 0,
      refund_status: null,
    });
    const short = await rejection(client.payments.capture(authorized.id, 100_00, 'INR'));
    expect(short.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });

    const captured = await client.payments.capture(authorized.id, 12_000_00, 'INR');
    expect(captured).toMatchObject({ status: 'captured', captured: true });
    expect(await client.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 12_000_00,
      amount_due: 0,
    });
    const again = await rejection(client.payments.capture(authorized.id, 12_000_00, 'INR'));
    expect(again.error.description).toBe('This payment has already been captured');
  });
});

describe('refunds on the local Razorpay API', () => {
  it('creates a partial refund with amount and speed in the documented shape, then fetches it', async () => {
    const payment = await paidOrder();
    const refund = await client.payments.refund(payment.id, {
      amount: 4_000_00,
      speed: 'optimum',
      receipt: 'rfnd_rcpt_1',
      notes: { reason: 'Damaged leg' },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 4_000_00,
      currency: 'INR',
      payment_id: payment.id,
      notes: { reason: 'Damaged leg' },
      receipt: 'rfnd_rcpt_1',
      acquirer_data: { arn: null },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'pending',
      speed_processed: null,
      speed_requested: 'optimum',
    });
    const sent = api.requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      body: { amount: 4_000_00, speed: 'optimum' },
    });

    expect(await client.refunds.fetch(refund.id)).toEqual(refund);
    expect(await client.payments.fetchRefund(payment.id, refund.id)).toEqual(refund);
    expect(await client.payments.fetch(payment.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 4_000_00,
      refund_status: 'partial',
    });

    api.settleRefund(refund.id, 'processed');
    expect(await client.refunds.fetch(refund.id)).toMatchObject({
      status: 'processed',
      speed_processed: 'instant',
      acquirer_data: { arn: expect.any(String) },
    });
  });

  it('refunds the rest without an amount, then refuses more than was captured', async () => {
    const payment = await paidOrder(10_000_00);
    await client.payments.refund(payment.id, { amount: 3_000_00, speed: 'normal' });
    const tooMuch = await rejection(
      client.payments.refund(payment.id, { amount: 8_000_00, speed: 'normal' }),
    );
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', field: 'amount' },
    });
    const rest = await client.payments.refund(payment.id, { speed: 'normal' });
    expect(rest).toMatchObject({ amount: 7_000_00, speed_requested: 'normal' });
    expect(await client.payments.fetch(payment.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 10_000_00,
      refund_status: 'full',
    });
    const more = await rejection(client.payments.refund(payment.id, { speed: 'normal' }));
    expect(more.error.description).toBe('The payment has been fully refunded already');
  });

  it('a failed refund gives the amount back to refund, and bad input is refused', async () => {
    const payment = await paidOrder(2_000_00);
    const refund = await client.payments.refund(payment.id, { amount: 2_000_00, speed: 'normal' });
    api.settleRefund(refund.id, 'failed');
    expect(await client.payments.fetch(payment.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 0,
      refund_status: null,
    });
    const speed = await rejection(
      client.payments.refund(payment.id, { amount: 1_000_00, speed: 'fastest' as 'normal' }),
    );
    expect(speed.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'speed' });
    const fraction = await rejection(
      client.payments.refund(payment.id, { amount: 1_000.5, speed: 'normal' }),
    );
    expect(fraction.error).toMatchObject({ field: 'amount' });
    const unknown = await rejection(client.refunds.fetch('rfnd_DoesNotExist01'));
    expect(unknown.error.description).toBe('The id provided does not exist');
    const uncaptured = api.pay(
      (await client.orders.create({ amount: 500_00, currency: 'INR' })).id,
      { capture: false },
    );
    const early = await rejection(client.payments.refund(uncaptured.id, { speed: 'normal' }));
    expect(early.error.description).toBe('Only captured payments can be refunded');
  });
});
