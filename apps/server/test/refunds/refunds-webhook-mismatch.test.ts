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
// was and is recorded on the refund for the admins (GET /admin/refunds/mismatched). The payment,
// paid as it was, is not touched: it is no capture mismatch (decision 014) and can still be refunded.

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

/** The order's refunds as GET /api/admin/refunds/mismatched lists them. */
async function mismatchedRefundsOf(orderId: string) {
  const response = await s.shop.app.inject({
    url: '/api/admin/refunds/mismatched',
    headers: s.admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().filter((r: { order_id: string }) => r.order_id === orderId);
}

/** The payment's row, to compare before and after an event that must not touch it. */
async function paymentOf(payment: { order_id: string }) {
  const row = await paymentRow(s.database.db, payment.order_id);
  return {
    status: row?.status,
    refundedPaise: row?.refundedPaise,
    receivedAmountPaise: row?.receivedAmountPaise,
    receivedCurrency: row?.receivedCurrency,
  };
}

async function orderSeenByAdmin(orderId: string) {
  const response = await s.shop.app.inject({
    url: `/api/orders/${orderId}`,
    headers: s.admin.headers,
  });
  return response.json();
}

describe('a signed refund event that contradicts its refund', () => {
  it('refund.processed for ₹999 on a ₹300 refund: the refund stays pending and admins see the refund', async () => {
    const { orderId, payment, gatewayRefundId } = await orderWithSettledRefund('processed');
    const paidAsItWas = await paymentOf(payment);
    const response = await deliverTampered('refund.processed', gatewayRefundId, (entity) => {
      entity.amount = 999_00;
    });
    expect(response.statusCode).toBe(200);

    expect((await refundRows(s.database.db, orderId))[0]).toMatchObject({
      status: 'pending',
      processedAt: null,
      reportedAmountPaise: 999_00,
      reportedCurrency: 'INR',
      reportedGatewayPaymentId: payment.id,
    });
    expect(await orderSeenByAdmin(orderId)).toMatchObject({
      payment_status: 'partially_refunded',
      refunds: [{ amount: 300, status: 'pending' }],
    });
    // The payment was paid as it was: no capture mismatch, not among the unmatched payments.
    expect(await paymentOf(payment)).toEqual(paidAsItWas);
    expect(await listedToAdmins(orderId)).toBeUndefined();
    const [listed] = await mismatchedRefundsOf(orderId);
    expect(listed).toMatchObject({
      amount: 300,
      currency: 'INR',
      gateway_payment_id: payment.id,
      gateway_refund_id: gatewayRefundId,
      reported_amount: 999,
      reported_currency: 'INR',
      reported_payment_id: payment.id,
      customer_name: expect.any(String),
      email: expect.any(String),
    });

    // A second contradicting event leaves the first report as it was.
    await deliverTampered('refund.failed', gatewayRefundId, (entity) => {
      entity.amount = 1_00;
    });
    expect(await mismatchedRefundsOf(orderId)).toEqual([listed]);

    // Razorpay's own event for the refund still settles it, and it is no longer listed.
    const genuine = s.api.refundEvent('refund.processed', gatewayRefundId);
    const settled = await deliverWebhook(s.shop.app, genuine, {
      secret: WEBHOOK_SECRET,
      eventId: `evt_${gatewayRefundId}_genuine`,
    });
    expect(settled.statusCode).toBe(200);
    expect((await refundRows(s.database.db, orderId))[0]?.status).toBe('processed');
    expect(await mismatchedRefundsOf(orderId)).toEqual([]);
  });

  it("refund.processed naming our refund with another order's payment id changes nothing of the refund", async () => {
    const other = await paidRazorpayOrder(s);
    const { orderId, payment, gatewayRefundId } = await orderWithSettledRefund('processed');
    const response = await deliverTampered('refund.processed', gatewayRefundId, (entity) => {
      entity.payment_id = other.payment.id;
    });
    expect(response.statusCode).toBe(200);

    expect((await refundRows(s.database.db, orderId))[0]?.status).toBe('pending');
    expect(await mismatchedRefundsOf(orderId)).toMatchObject([
      {
        gateway_payment_id: payment.id,
        reported_payment_id: other.payment.id,
        reported_amount: 300,
      },
    ]);
    // Neither order's payment is touched by an event that is not about its refund.
    expect(await listedToAdmins(orderId)).toBeUndefined();
    expect(await listedToAdmins(other.orderId)).toBeUndefined();
  });

  it('refund.failed in another currency neither fails the refund nor frees its amount', async () => {
    const { orderId, payment, gatewayRefundId } = await orderWithSettledRefund('failed');
    const paidAsItWas = await paymentOf(payment);
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
    expect((await refundRows(s.database.db, orderId))[0]).toMatchObject({
      reportedAmountPaise: 300_00,
      reportedCurrency: 'USD',
    });
    expect(await paymentOf(payment)).toEqual(paidAsItWas);
    // The payment still counts as paid: what is left of it can be refunded.
    const again = await postRefund(s.shop.app, s.admin, orderId, { amount: 100, reason: 'Dent' });
    expect(again.statusCode).toBe(201);
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
    expect(await mismatchedRefundsOf(orderId)).toMatchObject([
      { gateway_refund_id: null, reported_amount: 999 },
    ]);
    expect(await listedToAdmins(orderId)).toBeUndefined();
  });

  it('is listed to admins only', async () => {
    const response = await s.shop.app.inject({
      url: '/api/admin/refunds/mismatched',
      headers: s.buyer.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
