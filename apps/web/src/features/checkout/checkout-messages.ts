import {
  type CheckoutPaymentMethod,
  formatRupees,
  type PaymentGatewayName,
} from '@sheesham/shared';
import { ApiRequestError } from '@/lib/api-client';
import type { CheckoutResult } from './checkout-flow';

export interface CheckoutToast {
  variant: 'success' | 'destructive';
  title: string;
  description?: string;
}

/** SPEC §2 button texts. */
export function placeOrderLabel(
  method: CheckoutPaymentMethod,
  total: number,
  working: boolean,
): string {
  if (working) return 'Processing...';
  return method === 'cod'
    ? `Place Order - ${formatRupees(total)} (COD)`
    : `Pay Now - ${formatRupees(total)}`;
}

export const PAYMENT_VERIFIED_TOAST: CheckoutToast = {
  variant: 'success',
  title: 'Payment Successful',
  description: 'Your payment was successful!',
};

/** Refusals whose message names a limit of the shop rather than a fault: shown as they are. */
const SHOPPER_CODES = new Set(['product_not_found', 'order_too_large', 'rate_limited']);

/**
 * Server messages that tell the shopper what to change or do: any 409 ('Only 2 left of …',
 * 'Your cart changed…'), a product that is gone ('A product in your cart is no longer
 * available.'), the order limit ('An order can total at most ₹20,00,000…') and the checkout's
 * rate limit, an unknown pincode and a coupon that does not apply. Anything else (a bug, an outage) keeps the generic SPEC §8 text.
 */
function actionableMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  // A pincode of the right form that India Post has never issued (decision 048).
  if (error.fields?.pincode) return error.fields.pincode;
  // A coupon that stopped applying (used up, expired) says why in the shopper's words (issue #29).
  if (error.fields?.coupon_code) return error.fields.coupon_code;
  return error.status === 409 || SHOPPER_CODES.has(error.code) ? error.message : undefined;
}

/** Refusals about the cart itself: its prices or stock are out of date, or it is too large. */
const CART_CODES = new Set([
  'cart_changed',
  'insufficient_stock',
  'product_unavailable',
  'product_not_found',
  'order_too_large',
]);

/**
 * The server refused the cart as it stands (prices, stock, the order limit): re-reading the
 * products brings the cart up to date, so its total, caps and limit notice catch up. Not after a
 * payment was taken: that cart must stay as paid for, so Pay Now can still place it (decision 008).
 */
export function isCartRefused(result: CheckoutResult): boolean {
  const before =
    result.kind === 'payment-order-failed' ||
    (result.kind === 'order-failed' && !result.paymentTaken);
  return (
    before &&
    'error' in result &&
    result.error instanceof ApiRequestError &&
    CART_CODES.has(result.error.code)
  );
}

/** SPEC §8 names the provider; when the config never arrived we do not know which one it is. */
function paymentOrderFailure(gateway: PaymentGatewayName | undefined): string {
  const provider = gateway === 'sandbox' ? 'sandbox ' : gateway === 'razorpay' ? 'Razorpay ' : '';
  return `Could not create the ${provider}payment order. Please try again.`;
}

/** Server messages may lack the full stop ('Only 2 left of …'). */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The order failed after the money was taken. The shopper must know the payment arrived and is
 * not lost whatever they do next: pressing Pay Now again reuses it, and if they change the cart
 * instead (the retry then needs a new payment) the shop refunds the first one (decision 008).
 */
function paidOrderFailure(reason: string | undefined): string {
  return [
    'We received your payment.',
    reason && asSentence(reason),
    'Press Pay Now again to place this order without paying twice. If you change your cart instead, we will contact you and refund this payment.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The SPEC §8 toast for how a checkout ended; a dismissed payment window needs none. */
export function checkoutToast(result: CheckoutResult): CheckoutToast | null {
  switch (result.kind) {
    case 'placed':
      return {
        variant: 'success',
        title: 'Order placed successfully!',
        description: result.paid
          ? 'Your order has been placed and paid successfully!'
          : 'Your order has been placed successfully! Pay on delivery.',
      };
    case 'order-failed':
      return {
        variant: 'destructive',
        title: 'Failed to place order. Please try again.',
        description: result.paymentTaken
          ? paidOrderFailure(actionableMessage(result.error))
          : actionableMessage(result.error),
      };
    case 'payment-order-failed':
      return {
        variant: 'destructive',
        title: 'Payment Error',
        description: actionableMessage(result.error) ?? paymentOrderFailure(result.gateway),
      };
    case 'widget-unavailable':
      return {
        variant: 'destructive',
        title: 'Payment Error',
        description:
          'The payment window could not be loaded. Please disable any ad blocker or try again later.',
      };
    case 'payment-failed':
      return {
        variant: 'destructive',
        title: 'Payment failed. Please try again.',
        description: result.message || undefined,
      };
    case 'verification-failed':
      return {
        variant: 'destructive',
        title: 'Payment Verification Failed',
        description: 'Payment could not be verified.',
      };
    case 'payment-dismissed':
      return null;
  }
}
