import type { PaymentOrderResponse, VerifyPaymentBody } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import {
  type OnlineCheckoutInput,
  type OnlineCheckoutSteps,
  payOnDelivery,
  payOnline,
} from './checkout-flow';
import {
  type PaymentWidgetOutcome,
  PaymentWidgetUnavailableError,
} from './payment-widget/widget-types';

const signed: VerifyPaymentBody = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};

const input: OnlineCheckoutInput = {
  amount: 17000,
  pincode: '302001',
  items: [{ product_id: '5b0f8c1e-7a55-4c1e-9a77-0d4f3c2b1a10', quantity: 2, selected_set: false }],
  deliverySlot: { date: '2026-12-05', slot: 'morning' },
  receipt: 'web_1234',
  phone: '+919876543210',
  storeName: 'Sheesham',
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
};

const paymentOrder: PaymentOrderResponse = {
  success: true,
  gateway: 'sandbox',
  key_id: 'sandbox',
  order: { id: 'order_1', amount: 1700000, currency: 'INR' },
};

/** Steps that record what was called; each test overrides the one it is about. */
function steps(overrides: Partial<OnlineCheckoutSteps> = {}) {
  const calls: string[] = [];
  const record =
    <T>(name: string, value: T) =>
    async (...args: unknown[]) => {
      calls.push(`${name}${args.length ? ` ${JSON.stringify(args[args.length - 1])}` : ''}`);
      return value;
    };
  const all: OnlineCheckoutSteps = {
    fetchConfig: record('config', { gateway: 'sandbox' as const, key_id: 'sandbox' }),
    createPaymentOrder: record('payment-order', paymentOrder),
    openWidget: record<PaymentWidgetOutcome>('widget', { outcome: 'paid', response: signed }),
    verifyPayment: record('verify', {
      success: true,
      payment_error_message: null,
      message: 'ok',
    }),
    onPaymentVerified: (id) => calls.push(`verified ${id}`),
    placeOrder: record('order', { id: 'o1' }),
    ...overrides,
  };
  return { all, calls };
}

describe('cash on delivery', () => {
  it('places the order with no payment, or reports the failure', async () => {
    expect(await payOnDelivery(async () => ({}))).toEqual({ kind: 'placed', paid: false });
    const error = new ApiRequestError(409, 'insufficient_stock', 'Only 1 left of Sofa');
    expect(
      await payOnDelivery(async () => {
        throw error;
      }),
    ).toEqual({ kind: 'order-failed', error, paymentTaken: false });
  });
});

describe('online payment', () => {
  it('runs payment order → widget → verify → order, sending the cart total, lines and phone', async () => {
    const { all, calls } = steps();
    let body: unknown;
    all.createPaymentOrder = async (b) => {
      body = b;
      calls.push('payment-order');
      return paymentOrder;
    };
    expect(await payOnline(input, all)).toEqual({ kind: 'placed', paid: true });
    expect(body).toEqual({
      amount: 17000,
      currency: 'INR',
      receipt: 'web_1234',
      pincode: '302001',
      items: input.items,
      delivery_slot: { date: '2026-12-05', slot: 'morning' },
      phone: '+919876543210',
    });
    expect(calls).toEqual([
      'config',
      'payment-order',
      `widget ${JSON.stringify({ keyId: 'sandbox', order: paymentOrder.order, storeName: 'Sheesham', prefill: input.prefill })}`,
      `verify ${JSON.stringify(signed)}`,
      'verified order_1',
      'order "order_1"',
    ]);
  });

  it('creates no order when the payment fails or the window is dismissed', async () => {
    const failed = steps({ openWidget: async () => ({ outcome: 'failed', message: 'Declined' }) });
    expect(await payOnline(input, failed.all)).toEqual({
      kind: 'payment-failed',
      message: 'Declined',
    });
    expect(failed.calls).not.toContainEqual(expect.stringMatching(/^(verify|order)/));

    const dismissed = steps({ openWidget: async () => ({ outcome: 'dismissed' }) });
    expect(await payOnline(input, dismissed.all)).toEqual({ kind: 'payment-dismissed' });
    expect(dismissed.calls).not.toContainEqual(expect.stringMatching(/^(verify|order)/));
  });

  it('creates no order when verification fails (400 or success: false)', async () => {
    const rejected = steps({
      verifyPayment: async () => {
        throw new ApiRequestError(400, 'invalid_signature', 'Payment could not be verified.');
      },
    });
    expect(await payOnline(input, rejected.all)).toEqual({ kind: 'verification-failed' });
    expect(rejected.calls).not.toContainEqual(expect.stringMatching(/^(verified|order)/));

    const unsuccessful = steps({
      verifyPayment: async () => ({ success: false, payment_error_message: 'x', message: 'x' }),
    });
    expect(await payOnline(input, unsuccessful.all)).toEqual({ kind: 'verification-failed' });
  });

  it('reports a payment order that cannot be created, with the gateway for the message', async () => {
    const error = new ApiRequestError(409, 'cart_changed', 'Your cart changed.');
    const { all, calls } = steps({
      createPaymentOrder: async () => {
        throw error;
      },
    });
    expect(await payOnline(input, all)).toEqual({
      kind: 'payment-order-failed',
      error,
      gateway: 'sandbox',
    });
    expect(calls).toEqual(['config']);
  });

  it('reports a widget that cannot load (Checkout.js blocked)', async () => {
    const { all } = steps({
      openWidget: async () => {
        throw new PaymentWidgetUnavailableError();
      },
    });
    expect(await payOnline(input, all)).toEqual({ kind: 'widget-unavailable' });
  });

  it('keeps a verified payment when the order fails, and a retry only places the order', async () => {
    const error = new ApiRequestError(500, 'internal', 'Down');
    const first = steps({
      placeOrder: async () => {
        throw error;
      },
    });
    expect(await payOnline(input, first.all)).toEqual({
      kind: 'order-failed',
      error,
      paymentTaken: true,
    });
    expect(first.calls).toContain('verified order_1');

    const retry = steps();
    expect(await payOnline({ ...input, verifiedOrderId: 'order_1' }, retry.all)).toEqual({
      kind: 'placed',
      paid: true,
    });
    expect(retry.calls).toEqual(['order "order_1"']);
  });
});
