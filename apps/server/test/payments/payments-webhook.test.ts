import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, paymentWebhookEvents } from '../../src/db/schema.ts';
import { localSecret } from '../../src/lib/local-secret.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import {
  deliverWebhook,
  hmacHex,
  openPaymentOrder,
  paymentEvent,
  paymentRow,
  sandboxPay,
  verifyPayment,
} from '../helpers/payments.ts';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);
let chair: { id: string };
/** The sandbox's webhook secret, read the way the server reads it. */
let secret: string;

const AMOUNT = 4_999.5;
const open = () =>
  openPaymentOrder(t.app, buyer, {
    amount: AMOUNT,
    items: [{ product_id: chair.id, quantity: 1 }],
  });
const captured = (orderId: string, paymentId = `pay_${orderId.slice(-14)}`) =>
  paymentEvent('payment.captured', { orderId, paymentId, amountPaise: 499_950 });

async function eventRows(eventId: string) {
  return t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
}

beforeAll(async () => {
  const rows = await insertProducts(t.db, [aProduct({ pricePaise: 499_950 })]);
  chair = rows[0] as { id: string };
  secret = localSecret(t.config.dataDir, 'sandbox-webhook-secret');
});

describe('POST /api/payment/webhook signature', () => {
  it('answers 400 for a wrong or missing signature and records nothing', async () => {
    const orderId = await open();
    const event = captured(orderId);
    for (const signature of [hmacHex('wrong-secret', JSON.stringify(event)), '', 'abc']) {
      const response = await deliverWebhook(t.app, event, {
        secret,
        signature,
        eventId: 'evt_bad_sig',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_signature');
    }
    expect(await eventRows('evt_bad_sig')).toHaveLength(0);
    expect((await paymentRow(t.db, orderId))?.status).toBe('created');
  });

  it('checks the raw bytes: the same JSON re-serialised is not what was signed', async () => {
    const orderId = await open();
    const event = captured(orderId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret, JSON.stringify(event)),
      },
      payload: JSON.stringify(event, null, 2),
    });
    expect(response.statusCode).toBe(400);
    expect((await paymentRow(t.db, orderId))?.status).toBe('created');
  });

  it('answers 400 for a correctly signed body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret, '{oops'),
      },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/payment/webhook events', () => {
  it('payment.captured marks the payment captured with its payment id', async () => {
    const orderId = await open();
    const response = await deliverWebhook(t.app, captured(orderId, 'pay_Captured000001'), {
      secret,
      eventId: 'evt_captured_1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await paymentRow(t.db, orderId);
    expect(row).toMatchObject({ status: 'captured', gatewayPaymentId: 'pay_Captured000001' });
    expect(row?.capturedAt).toBeInstanceOf(Date);
    const [event] = await eventRows('evt_captured_1');
    expect(event?.eventType).toBe('payment.captured');
  });

  it('a duplicate delivery is a 200 no-op: one event row, nothing applied again', async () => {
    const orderId = await open();
    const event = paymentEvent('payment.failed', {
      orderId,
      paymentId: 'pay_Failed00000001',
      amountPaise: 499_950,
      error: 'Payment was declined by the bank.',
    });
    const first = await deliverWebhook(t.app, event, { secret, eventId: 'evt_dup_1' });
    expect(first.statusCode).toBe(200);
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'failed',
      errorMessage: 'Payment was declined by the bank.',
    });

    // Put the row back; were the redelivery applied, it would be failed again.
    await t.db
      .update(payments)
      .set({ status: 'created', errorMessage: null })
      .where(eq(payments.gatewayOrderId, orderId));
    const second = await deliverWebhook(t.app, event, { secret, eventId: 'evt_dup_1' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ok: true });
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'created',
      errorMessage: null,
    });
    expect(await eventRows('evt_dup_1')).toHaveLength(1);
  });

  it('without an event id header, the body hash identifies the event', async () => {
    const orderId = await open();
    const event = captured(orderId);
    const countEvents = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentWebhookEvents))[0]?.n;
    const before = await countEvents();
    expect((await deliverWebhook(t.app, event, { secret })).statusCode).toBe(200);
    expect((await deliverWebhook(t.app, event, { secret })).statusCode).toBe(200);
    expect(await countEvents()).toBe((before ?? 0) + 1);
    expect((await paymentRow(t.db, orderId))?.status).toBe('captured');
  });

  it('payment.failed never downgrades a verified payment', async () => {
    const orderId = await open();
    const proof = await sandboxPay(t.app, buyer, orderId);
    expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);
    const late = paymentEvent('payment.failed', {
      orderId,
      paymentId: 'pay_EarlierAttempt1',
      amountPaise: 499_950,
      error: 'An earlier attempt failed.',
    });
    expect(
      (await deliverWebhook(t.app, late, { secret, eventId: 'evt_late_fail' })).statusCode,
    ).toBe(200);
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'verified',
      gatewayPaymentId: proof.razorpay_payment_id,
      errorMessage: null,
    });
  });

  it('verify after the webhook captured the same payment succeeds and keeps it captured', async () => {
    const orderId = await open();
    const proof = await sandboxPay(t.app, buyer, orderId);
    const event = captured(orderId, proof.razorpay_payment_id);
    expect(
      (await deliverWebhook(t.app, event, { secret, eventId: 'evt_before_verify' })).statusCode,
    ).toBe(200);
    expect((await verifyPayment(t.app, buyer, proof)).statusCode).toBe(200);
    const row = await paymentRow(t.db, orderId);
    expect(row).toMatchObject({ status: 'captured', gatewayPaymentId: proof.razorpay_payment_id });
    expect(row?.verifiedAt).toBeInstanceOf(Date);
  });

  it('order.paid also marks the payment captured; other events are stored and ignored', async () => {
    const orderId = await open();
    const refund = { ...captured(orderId), event: 'refund.created' };
    expect(
      (await deliverWebhook(t.app, refund, { secret, eventId: 'evt_refund' })).statusCode,
    ).toBe(200);
    expect((await paymentRow(t.db, orderId))?.status).toBe('created');
    expect(await eventRows('evt_refund')).toHaveLength(1);

    const paid = paymentEvent('order.paid', {
      orderId,
      paymentId: 'pay_OrderPaid00001',
      amountPaise: 499_950,
    });
    expect(
      (await deliverWebhook(t.app, paid, { secret, eventId: 'evt_order_paid' })).statusCode,
    ).toBe(200);
    expect(await paymentRow(t.db, orderId)).toMatchObject({
      status: 'captured',
      gatewayPaymentId: 'pay_OrderPaid00001',
    });
  });
});

describe('GET /api/admin/payments/unmatched', () => {
  const unmatched = (account: TestAccount | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/unmatched${query}`,
      headers: account?.headers ?? {},
    });

  it('lists a payment captured without an order once it is older than the threshold', async () => {
    const orderId = await open();
    await deliverWebhook(t.app, captured(orderId, 'pay_NoOrder0000001'), {
      secret,
      eventId: 'evt_unmatched',
    });

    // Just captured: not yet "unmatched" at the default 10 minutes, but listed with 0.
    const fresh = await unmatched(admin);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().map((p: { gateway_order_id: string }) => p.gateway_order_id)).not.toContain(
      orderId,
    );
    const now = await unmatched(admin, '?older_than_minutes=0');
    expect(now.json().map((p: { gateway_order_id: string }) => p.gateway_order_id)).toContain(
      orderId,
    );

    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(payments.gatewayOrderId, orderId));
    const listed = (await unmatched(admin)).json();
    const entry = listed.find((p: { gateway_order_id: string }) => p.gateway_order_id === orderId);
    expect(entry).toMatchObject({
      user_id: buyer.id,
      user_email: buyer.email,
      user_name: buyer.name,
      amount: AMOUNT,
      gateway: 'sandbox',
      gateway_payment_id: 'pay_NoOrder0000001',
      status: 'captured',
      verified_at: null,
    });
    expect(new Date(entry.created_at).getTime()).toBeLessThan(Date.now() - 10 * 60_000);
    expect(entry.captured_at).toEqual(expect.any(String));
  });

  it('leaves out payments still open or failed, and ones an order used', async () => {
    const openId = await open();
    const usedId = await open();
    await deliverWebhook(t.app, captured(usedId), { secret, eventId: 'evt_used' });
    // Stand-in for POST /orders having used it: any order row satisfies the foreign key.
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: buyer.id,
        customerName: buyer.name,
        email: buyer.email,
        address: '12 MI Road',
        pincode: '302001',
        totalPaise: 499_950,
        paymentMethod: 'gateway',
        paymentStatus: 'paid',
        ipAddress: '127.0.0.1',
      })
      .returning({ id: orders.id });
    await t.db
      .update(payments)
      .set({ orderId: order?.id })
      .where(eq(payments.gatewayOrderId, usedId));
    const ids = (await unmatched(admin, '?older_than_minutes=0'))
      .json()
      .map((p: { gateway_order_id: string }) => p.gateway_order_id);
    expect(ids).not.toContain(openId);
    expect(ids).not.toContain(usedId);
  });

  it('is for admins only: 401 signed out, 403 for customers', async () => {
    expect((await unmatched(null)).statusCode).toBe(401);
    expect((await unmatched(buyer)).statusCode).toBe(403);
  });

  it('rejects a negative or non-numeric threshold', async () => {
    expect((await unmatched(admin, '?older_than_minutes=-1')).statusCode).toBe(400);
    expect((await unmatched(admin, '?older_than_minutes=soon')).statusCode).toBe(400);
  });
});
