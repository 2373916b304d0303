import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { deliverWebhook } from '../helpers/payments.ts';
import type { FakeRazorpayApi } from '../helpers/razorpay-api.ts';
import {
  closeRazorpayShop,
  KEY_ID,
  KEY_SECRET,
  paidRazorpayOrder as paidOrder,
  type RazorpayShop,
  startRazorpayShop,
  WEBHOOK_SECRET,
} from '../helpers/razorpay-shop.ts';
import { cancelOwn, refundRows } from '../helpers/refunds.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { TestDatabase } from '../helpers/test-database.ts';

// Issue #12 item 6: checkout → verify → cancel → refund → refund.processed once in Razorpay mode,
// at the network edge: the official SDK calls a local server that speaks Razorpay's REST API.

let started: RazorpayShop;
let api: FakeRazorpayApi;
let database: TestDatabase;
let shop: TestApp;
let buyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  started = await startRazorpayShop(50);
  ({ api, database, shop, buyer, admin } = started);
});

afterAll(() => closeRazorpayShop({ shop, database, api }));

const paidRazorpayOrder = () => paidOrder(started);

const refundCalls = () =>
  api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));

/** The refund's row as if its next attempt were due now: the backoff's wait has passed. */
const makeDue = (orderId: string) =>
  database.db
    .update(refunds)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(refunds.orderId, orderId));

function webhook(event: unknown, eventId: string) {
  return deliverWebhook(shop.app, event, { secret: WEBHOOK_SECRET, eventId });
}

describe('refunds in Razorpay mode against the local Razorpay API', () => {
  it('checkout → verify → cancel → refund (paise, speed normal) → refund.processed; both sides see it', async () => {
    const { orderId, payment } = await paidRazorpayOrder();
    const before = refundCalls().length;

    const cancelled = await cancelOwn(shop.app, buyer, orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().payment_status).toBe('refunded');

    const [row] = await refundRows(database.db, orderId);
    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: `/v1/payments/${payment.id}/refund`,
      credentials: `${KEY_ID}:${KEY_SECRET}`,
      body: {
        amount: 54_000_00,
        speed: 'normal',
        receipt: row?.id,
        notes: { refund_id: row?.id, order_id: orderId },
      },
    });
    const [atRazorpay] = [...api.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(row).toMatchObject({ status: 'pending', gatewayRefundId: atRazorpay?.id });
    expect(api.payments.get(payment.id)).toMatchObject({ amount_refunded: 54_000_00 });

    const own = await shop.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.headers });
    expect(own.json().refunds).toEqual([
      expect.objectContaining({ amount: 54_000, status: 'pending', processed_at: null }),
    ]);

    // Razorpay settles it and says so; a redelivery of the event changes nothing.
    api.settleRefund(atRazorpay?.id as string, 'processed');
    const event = api.refundEvent('refund.processed', atRazorpay?.id as string);
    expect((await webhook(event, 'evt_refund_processed_1')).statusCode).toBe(200);
    expect((await webhook(event, 'evt_refund_processed_1')).statusCode).toBe(200);

    for (const account of [buyer, admin]) {
      const seen = await shop.app.inject({
        url: `/api/orders/${orderId}`,
        headers: account.headers,
      });
      expect(seen.json()).toMatchObject({
        payment_status: 'refunded',
        refunds: [{ amount: 54_000, status: 'processed', gateway_refund_id: atRazorpay?.id }],
      });
      expect(seen.json().refunds[0].processed_at).not.toBeNull();
    }

    // A later refund.failed for it never moves it back.
    const late = { ...event, event: 'refund.failed' };
    expect((await webhook(late, 'evt_refund_failed_late')).statusCode).toBe(200);
    expect((await refundRows(database.db, orderId))[0]?.status).toBe('processed');
  });

  it('a refund event with a wrong signature is refused and changes nothing', async () => {
    const { orderId } = await paidRazorpayOrder();
    await cancelOwn(shop.app, buyer, orderId);
    const [row] = await refundRows(database.db, orderId);
    api.settleRefund(row?.gatewayRefundId as string, 'processed');
    const event = api.refundEvent('refund.processed', row?.gatewayRefundId as string);
    const forged = await deliverWebhook(shop.app, event, { secret: KEY_SECRET });
    expect(forged.statusCode).toBe(400);
    expect((await refundRows(database.db, orderId))[0]?.status).toBe('pending');
  });

  it('Razorpay down at cancel: the cancel stands, the refund waits, the sweeper sends it once', async () => {
    const { orderId, payment } = await paidRazorpayOrder();
    api.unavailable = true;
    try {
      const cancelled = await cancelOwn(shop.app, buyer, orderId);
      expect(cancelled.statusCode).toBe(200);
    } finally {
      api.unavailable = false;
    }
    const [waiting] = await refundRows(database.db, orderId);
    expect(waiting).toMatchObject({ status: 'pending', gatewayRefundId: null, attempts: 1 });
    expect(waiting?.lastError).toContain('503');
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: the sweeper leaves it alone.
    expect(await shop.app.refunds.sender.sweep()).toEqual([]);
    await makeDue(orderId);
    expect(await shop.app.refunds.sender.sweep()).toEqual(['sent']);

    const atRazorpay = [...api.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(atRazorpay).toHaveLength(1);
    expect(atRazorpay[0]).toMatchObject({ amount: 54_000_00, receipt: waiting?.id });
    expect(await refundRows(database.db, orderId)).toMatchObject([
      { gatewayRefundId: atRazorpay[0]?.id, attempts: 2, lastError: null },
    ]);
  });

  it('killed after Razorpay refunded but before recording it: the retry finds that refund, no second one', async () => {
    const { orderId, payment } = await paidRazorpayOrder();
    await cancelOwn(shop.app, buyer, orderId);
    const [sent] = await refundRows(database.db, orderId);
    // The state a crash between the call and recording its answer leaves: accepted at
    // Razorpay, unrecorded here, due for the sweeper.
    await database.db
      .update(refunds)
      .set({ gatewayRefundId: null, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(refunds.id, sent?.id as string));

    const before = refundCalls().length;
    expect(await shop.app.refunds.sender.sweep()).toEqual(['sent']);
    expect(refundCalls().length).toBe(before);
    const atRazorpay = [...api.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(atRazorpay).toHaveLength(1);
    expect((await refundRows(database.db, orderId))[0]?.gatewayRefundId).toBe(atRazorpay[0]?.id);
  });

  it('refund.failed: the refund fails, the payment is Paid again and admins see the order', async () => {
    const { orderId } = await paidRazorpayOrder();
    await cancelOwn(shop.app, buyer, orderId);
    const [row] = await refundRows(database.db, orderId);
    api.settleRefund(row?.gatewayRefundId as string, 'failed');
    const failed = api.refundEvent('refund.failed', row?.gatewayRefundId as string);
    expect((await webhook(failed, 'evt_refund_failed_2')).statusCode).toBe(200);

    const seen = await shop.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.headers });
    expect(seen.json()).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      refunds: [{ status: 'failed', failure_reason: expect.any(String) }],
    });
    const missing = await shop.app.inject({
      url: '/api/admin/refunds/missing',
      headers: admin.headers,
    });
    expect(missing.json()).toContainEqual(
      expect.objectContaining({ order_id: orderId, paid: 54_000, refunded: 0 }),
    );
    // A processed event after the failure does not revive it either.
    const processed = { ...failed, event: 'refund.processed' };
    expect((await webhook(processed, 'evt_refund_processed_after_fail')).statusCode).toBe(200);
    expect((await refundRows(database.db, orderId))[0]?.status).toBe('failed');
  });

  it('Razorpay refusing the refund (already refunded there) fails it at once, without retries', async () => {
    const { orderId, payment } = await paidRazorpayOrder();
    // Someone refunded the payment in the Razorpay dashboard first.
    const stored = api.payments.get(payment.id);
    if (stored) stored.amount_refunded = stored.amount;
    await cancelOwn(shop.app, buyer, orderId);
    const [row] = await refundRows(database.db, orderId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.failureReason).toContain('fully refunded');
  });
});
