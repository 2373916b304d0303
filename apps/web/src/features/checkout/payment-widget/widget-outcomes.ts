import { isRecord } from '@/lib/is-record';
import type { PaymentSuccessResponse, PaymentWidgetOutcome } from './widget-types';

const DEFAULT_FAILURE_MESSAGE = 'The payment did not go through.';

function isSignedPayment(value: unknown): value is PaymentSuccessResponse {
  return (
    isRecord(value) &&
    typeof value.razorpay_order_id === 'string' &&
    typeof value.razorpay_payment_id === 'string' &&
    typeof value.razorpay_signature === 'string'
  );
}

/**
 * Razorpay's `payment.failed` event (and the sandbox's failure answer, which copies it):
 * {error: {code, description, reason, …}}. The description is what the shopper can act on.
 */
export function failedOutcome(event: unknown): PaymentWidgetOutcome {
  const error = isRecord(event) && isRecord(event.error) ? event.error : undefined;
  const description = typeof error?.description === 'string' ? error.description.trim() : '';
  return { outcome: 'failed', message: description || DEFAULT_FAILURE_MESSAGE };
}

/** Razorpay's `handler` argument. Anything without the three signed fields cannot be verified. */
export function paidOutcome(response: unknown): PaymentWidgetOutcome {
  if (!isSignedPayment(response)) return failedOutcome(response);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = response;
  return {
    outcome: 'paid',
    response: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
  };
}

/** POST /payment/sandbox/complete answers either the signed payment or a payment.failed body. */
export function sandboxOutcome(body: unknown): PaymentWidgetOutcome {
  return isSignedPayment(body) ? paidOutcome(body) : failedOutcome(body);
}
