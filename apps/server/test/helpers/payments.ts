import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { payments } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';
import { withDeliverySlot } from './delivery-slots.ts';
import { TEST_PHONE } from './order-fixtures.ts';

export interface CartLine {
  product_id: string;
  quantity: number;
  selected_set?: boolean;
}

/** Signatures are computed here with node:crypto, independently of the code under test. */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** POST /api/payment/order; without a `delivery_slot` the body gets a real one (withDeliverySlot). */
export async function postPaymentOrder(
  app: App,
  account: TestAccount,
  body: {
    amount: number;
    items: CartLine[];
    receipt?: string;
    pincode?: string;
    delivery_slot?: { date: string; slot: string } | null;
    phone?: string;
    coupon_code?: string;
  },
) {
  // The showroom's own pincode unless a test says otherwise.
  const payload = await withDeliverySlot(app, {
    currency: 'INR',
    pincode: '302001',
    phone: TEST_PHONE,
    ...body,
  });
  return app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: account.headers,
    payload: payload as object,
  });
}

/** POST /payment/order that must succeed; returns the gateway order id. */
export async function openPaymentOrder(
  app: App,
  account: TestAccount,
  body: { amount: number; items: CartLine[] },
): Promise<string> {
  const response = await postPaymentOrder(app, account, body);
  if (response.statusCode !== 200) {
    throw new Error(`payment order failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().order.id as string;
}

export function sandboxComplete(
  app: App,
  account: TestAccount,
  orderId: string,
  outcome: 'success' | 'failure',
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    headers: account.headers,
    payload: { razorpay_order_id: orderId, outcome },
  });
}

export interface PaymentProofBody {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function verifyPayment(app: App, account: TestAccount, proof: PaymentProofBody) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: account.headers,
    payload: proof,
  });
}

/** The sandbox dialog's Pay: the proof Checkout.js would hand the page. */
export async function sandboxPay(
  app: App,
  account: TestAccount,
  orderId: string,
): Promise<PaymentProofBody> {
  const response = await sandboxComplete(app, account, orderId, 'success');
  if (response.statusCode !== 200) {
    throw new Error(`sandbox pay failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as PaymentProofBody;
}

export async function paymentRow(db: Database, gatewayOrderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row;
}

export async function countPayments(db: Database): Promise<number> {
  return (await db.select({ id: payments.id }).from(payments)).length;
}

/** A Razorpay-style webhook delivery: the raw JSON text, signed over exactly those bytes. */
export function deliverWebhook(
  app: App,
  event: unknown,
  options: { secret: string; eventId?: string; signature?: string },
) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacHex(options.secret, body),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: body,
  });
}

/** Razorpay's payment.captured / payment.failed shape, reduced to what matters. */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: {
    orderId: string;
    paymentId: string;
    amountPaise: number;
    currency?: string;
    error?: string;
  },
) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.paymentId,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: payment.currency ?? 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: payment.orderId,
          error_description: payment.error ?? null,
        },
      },
    },
    created_at: 1_700_000_000,
  };
}
