import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { checkoutToast, isCartRefused, placeOrderLabel } from './checkout-messages';

describe('place order button', () => {
  it('reads as SPEC §2 says for each method, with thousands formatting', () => {
    expect(placeOrderLabel('cod', 125000, false)).toBe('Place Order - ₹1,25,000 (COD)');
    expect(placeOrderLabel('gateway', 8500, false)).toBe('Pay Now - ₹8,500');
    expect(placeOrderLabel('gateway', 8500, true)).toBe('Processing...');
    expect(placeOrderLabel('cod', 8500, true)).toBe('Processing...');
  });
});

describe('checkout toasts (SPEC §8)', () => {
  it('confirms a placed order, paid or cash on delivery', () => {
    expect(checkoutToast({ kind: 'placed', paid: false })).toEqual({
      variant: 'success',
      title: 'Order placed successfully!',
      description: 'Your order has been placed successfully! Pay on delivery.',
    });
    expect(checkoutToast({ kind: 'placed', paid: true })?.description).toBe(
      'Your order has been placed and paid successfully!',
    );
  });

  it("shows the server's message for a 409 (stock), the generic text otherwise", () => {
    const shortage = new ApiRequestError(409, 'insufficient_stock', 'Only 2 left of Jodhpur Bed');
    expect(checkoutToast({ kind: 'order-failed', error: shortage, paymentTaken: false })).toEqual({
      variant: 'destructive',
      title: 'Failed to place order. Please try again.',
      description: 'Only 2 left of Jodhpur Bed',
    });
    const serverError = new ApiRequestError(500, 'internal', 'Boom');
    expect(
      checkoutToast({ kind: 'order-failed', error: serverError, paymentTaken: false }),
    ).toEqual({ variant: 'destructive', title: 'Failed to place order. Please try again.' });
  });

  it("shows the server's reason for an order over the limit and for the rate limit", () => {
    const tooLarge = new ApiRequestError(
      400,
      'order_too_large',
      'An order can total at most ₹20,00,000. Please split it into smaller orders or contact us.',
    );
    expect(
      checkoutToast({ kind: 'payment-order-failed', error: tooLarge, gateway: 'sandbox' }),
    ).toEqual({
      variant: 'destructive',
      title: 'Payment Error',
      description: tooLarge.message,
    });
    expect(
      checkoutToast({ kind: 'order-failed', error: tooLarge, paymentTaken: false })?.description,
    ).toBe(tooLarge.message);
    const limited = new ApiRequestError(429, 'rate_limited', 'Too many checkout requests.');
    expect(
      checkoutToast({ kind: 'order-failed', error: limited, paymentTaken: false })?.description,
    ).toBe('Too many checkout requests.');
    const otherBadRequest = new ApiRequestError(400, 'validation_error', 'Invalid request.');
    expect(
      checkoutToast({ kind: 'order-failed', error: otherBadRequest, paymentTaken: false })
        ?.description,
    ).toBeUndefined();
  });

  it('names an unknown pincode, on either step of the checkout', () => {
    const unknown = new ApiRequestError(
      400,
      'validation_error',
      'Unknown pincode. Please check it.',
      {
        pincode: 'Unknown pincode. Please check it.',
      },
    );
    expect(
      checkoutToast({ kind: 'order-failed', error: unknown, paymentTaken: false })?.description,
    ).toBe('Unknown pincode. Please check it.');
    expect(
      checkoutToast({ kind: 'payment-order-failed', error: unknown, gateway: 'sandbox' })
        ?.description,
    ).toBe('Unknown pincode. Please check it.');
  });

  it('re-reads the cart after a refusal about it, unless a payment was already taken', () => {
    const tooLarge = new ApiRequestError(400, 'order_too_large', 'Too large');
    const shortage = new ApiRequestError(409, 'insufficient_stock', 'Only 1 left of Bed');
    expect(isCartRefused({ kind: 'payment-order-failed', error: tooLarge })).toBe(true);
    expect(isCartRefused({ kind: 'order-failed', error: shortage, paymentTaken: false })).toBe(
      true,
    );
    expect(isCartRefused({ kind: 'order-failed', error: shortage, paymentTaken: true })).toBe(
      false,
    );
    const outage = new ApiRequestError(502, 'gateway_error', 'Upstream down');
    expect(isCartRefused({ kind: 'payment-order-failed', error: outage })).toBe(false);
  });

  it('tells a shopper whose payment went through that retrying will not charge again', () => {
    const toast = checkoutToast({ kind: 'order-failed', error: new Error(), paymentTaken: true });
    expect(toast).toEqual({
      variant: 'destructive',
      title: 'Failed to place order. Please try again.',
      description:
        'We received your payment. Press Pay Now again to place this order without paying twice. If you change your cart instead, we will contact you and refund this payment.',
    });
  });

  it("keeps the 'payment received' text when the server gives a reason the order failed", () => {
    const shortage = new ApiRequestError(409, 'insufficient_stock', 'Only 2 left of Jodhpur Bed');
    const toast = checkoutToast({ kind: 'order-failed', error: shortage, paymentTaken: true });
    expect(toast?.description).toBe(
      'We received your payment. Only 2 left of Jodhpur Bed. Press Pay Now again to place this order without paying twice. If you change your cart instead, we will contact you and refund this payment.',
    );
  });

  it('says a payment order could not be created without naming a provider it does not know', () => {
    expect(checkoutToast({ kind: 'payment-order-failed', error: new Error() })?.description).toBe(
      'Could not create the payment order. Please try again.',
    );
    expect(
      checkoutToast({ kind: 'payment-order-failed', error: new Error(), gateway: 'sandbox' })
        ?.description,
    ).toBe('Could not create the sandbox payment order. Please try again.');
  });

  it('names the provider when the payment order cannot be created, unless the cart changed', () => {
    expect(
      checkoutToast({ kind: 'payment-order-failed', error: new Error(), gateway: 'razorpay' }),
    ).toEqual({
      variant: 'destructive',
      title: 'Payment Error',
      description: 'Could not create the Razorpay payment order. Please try again.',
    });
    const changed = new ApiRequestError(
      409,
      'cart_changed',
      'Your cart changed. Please review the new total and try again.',
    );
    expect(checkoutToast({ kind: 'payment-order-failed', error: changed })?.description).toBe(
      'Your cart changed. Please review the new total and try again.',
    );
  });

  it('covers the widget, failure and verification texts, and says nothing on dismiss', () => {
    expect(checkoutToast({ kind: 'widget-unavailable' })).toMatchObject({
      title: 'Payment Error',
      description: expect.stringMatching(/ad blocker.*try again later/),
    });
    expect(checkoutToast({ kind: 'payment-failed', message: 'Card declined' })).toEqual({
      variant: 'destructive',
      title: 'Payment failed. Please try again.',
      description: 'Card declined',
    });
    expect(checkoutToast({ kind: 'verification-failed' })).toEqual({
      variant: 'destructive',
      title: 'Payment Verification Failed',
      description: 'Payment could not be verified.',
    });
    expect(checkoutToast({ kind: 'payment-dismissed' })).toBeNull();
  });
});
