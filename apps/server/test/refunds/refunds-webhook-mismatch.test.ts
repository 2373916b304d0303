import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema.ts';
import { deliverWebhook, paymentRow } from '../helpers/payments.ts';
import {
  closeRazorpayShop,
  paidRazorpayOrder,
  type RazorpayShop,
  startRazorpayShop,
  WEBHOOK_SECRET,
} from '../helpers/razorpay-shop.ts';
import { postRefund, refundedPaiseOf, refundRows } from '../helpers/refunds.ts';

// Issue #24 item 10: a correctly signed refund event is believed only about the refund it fits.
// One naming our ₹300 refund with another amount, currency or payment leaves the refund where it
// was, and its payment is flagged to the admins as a contradicting capture is (decision 014).

let s: RazorpayShop;

beforeAll(async () => {
  s = await startRazorpayShop(50);
});

afterAll(() => closeRazorpayShop(s));

/** A paid order with a ₹300 admin refund, accepted by Razorpay and settled there as `outcome`. */
async function orderWithSettledRefund(outcome: 'processed' | 'failed') {
  const { orderId, payment } = await paidRazorpayOrder(s);
  const refunded = await postRefund(s.shop.app, s.admin, orderId, {
    amount: 300,
    reason: 'Scratched leg',
  });
  expect(refunded.statusCode).toBe(201);
  const [refund] = await refundRows(s.database.db, orderId);
  expect(refund).toMatchObject({ status: 'pending', amountPaise: 300_00 });
  const gatewayRefundId = refund?.gatewayRefundId as string;
  s.api.settleRefund(gatewayRefundId, outcome);
  return { orderId, payment, gatewayRefundId };
}

type RefundEntity = { amount: number; currency: string; payment_id: string };

/** Razorpay's event for the refund, with its refund entity changed by `tamper`, signed properly. */
function deliverTampered(
  event: 'refund.created' | 'refund.processed' | 'refund.failed',
  gatewayRefundId: string,
  tamper: (entity: RefundEntity) => void,
) {
  const body = s.api.refundEvent(event, gatewayRefundId);
  tamper(body.payload.refund.entity as RefundEntity);
  return deliverWebhook(s.shop.app, body, {
    secret: WEBHOOK_SECRET,
    eventId: `evt_${gatewayRefundId}_${event}_tampered`,
  });
}

/** The order's payment as GET /api/admin/payments/unmatched lists it, if it does. */
async function listedToAdmins(orderId: string) {
  const response = await s.shop.app.inject({
    url: '/api/admin/payments/unmatched',
    headers: s.admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().find((p: { order_id: string | null }) => p.order_id === orderId);
}

async function orderSeenByAdmin(orderId: string) {
  const response = await s.shop.app.inject({
    url: `/api/orders/${orderId}`,
    headers: s.admin.headers,
  });
  return response.json();
}

describe('a signed refund event that contradicts its refund', () => {
  it('refund.processed for ₹999 on a ₹300 refund: the refund stays pending and admins see the payment', async () => {
    const { orderId, gatewayRefundId } = await orderWithSettledRefund('processed');
    const response = await deliverTampered('refund.processed', gatewayRefundId, (entity) => {
      entity.amount = 999_00;
    });
    expect(response.statusCode).toBe(200);

    expect((await refundRows(s.database.db, orderId))[0]).toMatchObject({
      status: 'pending',
      processedAt: null,
    });
    expect(await orderSeenByAdmin(orderId)).toMatchObject({
      payment_status: 'partially_refunded',
      refunds: [{ amount: 300, status: 'pending' }],
    });
    expect(await listedToAdmins(orderId)).toMatchObject({
      status: 'mismatch',
      amount: 54_000,
      received_amount: 999,
      received_currency: 'INR',
    });

    // Razorpay's own event for the refund still settles it.
    const genuine = s.api.refundEvent('refund.processed', gatewayRefundId);
    const settled = await deliverWebhook(s.shop.app, genuine, {
      secret: WEBHOOK_SECRET,
      eventId: `evt_${gatewayRefundId}_genuine`,
    });
    expect(settled.statusCode).toBe(200);
    expect((await refundRows(s.database.db, orderId))[0]?.status).toBe('processed');
  });

  it("refund.processed naming our refund with another order's payment id changes nothing of the refund", async () => {
    const other = await paidRazorpayOrder(s);
    const { orderId, payment, gatewayRefundId } = await orderWithSettledRefund('processed');
    const response = await deliverTampered('refund.processed', gatewayRefundId, (entity) => {
      entity.payment_id = other.payment.id;
    });
    expect(response.statusCode).toBe(200);

    expect((await refundRows(s.database.db, orderId))[0]?.status).toBe('pending');
    expect(await listedToAdmins(orderId)).toMatchObject({
      status: 'mismatch',
      gateway_payment_id: payment.id,
    });
    // The other order's payment is not touched by an event that is not about its refund.
    expect(await listedToAdmins(other.orderId)).toBeUndefined();
  });

  it('refund.failed in another currency neither fails the refund nor frees its amount', async () => {
    const { orderId, payment, gatewayRefundId } = await orderWithSettledRefund('failed');
    const response = await deliverTampered('refund.failed', gatewayRefundId, (entity) => {
      entity.currency = 'USD';
    });
    expect(response.statusCode).toBe(200);

    expect((await refundRows(s.database.db, orderId))[0]).toMatchObject({
      status: 'pending',
      failureReason: null,
    });
    expect(await refundedPaiseOf(s.database.db, orderId)).toBe(300_00);
    expect(await orderSeenByAdmin(orderId)).toMatchObject({
      payment_status: 'partially_refunded',
    });
    const flagged = await paymentRow(s.database.db, payment.order_id);
    expect(flagged).toMatchObject({
      status: 'mismatch',
      receivedAmountPaise: 300_00,
      receivedCurrency: 'USD',
    });
  });

  it('refund.created for another amount does not put its refund id on our refund', async () => {
    const { orderId, gatewayRefundId } = await orderWithSettledRefund('processed');
    // As if Razorpay's answer to the refund call had been lost: only the event can record the id.
    const [refund] = await refundRows(s.database.db, orderId);
    await s.database.db
      .update(refunds)
      .set({ gatewayRefundId: null })
      .where(eq(refunds.id, refund?.id as string));
    const response = await deliverTampered('refund.created', gatewayRefundId, (entity) => {
      entity.amount = 99_900;
    });
    expect(response.statusCode).toBe(200);
    expect((await refundRows(s.database.db, orderId))[0]).toMatchObject({
      status: 'pending',
      gatewayRefundId: null,
    });
    expect(await listedToAdmins(orderId)).toMatchObject({
      status: 'mismatch',
      received_amount: 999,
    });
  });
});
