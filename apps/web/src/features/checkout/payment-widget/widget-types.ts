import type { VerifyPaymentBody } from '@sheesham/shared';

/** What the widget needs: the gateway order from POST /payment/order and who is paying. */
export interface PaymentWidgetOptions {
  keyId: string;
  order: { id: string /** paise, as Razorpay counts */; amount: number; currency: string };
  storeName: string;
  prefill: { name: string; email: string; contact: string };
}

/** The signed response Razorpay's `handler` receives; POST /payment/verify checks it. */
export type PaymentSuccessResponse = VerifyPaymentBody;

export type PaymentWidgetOutcome =
  | { outcome: 'paid'; response: PaymentSuccessResponse }
  | { outcome: 'failed'; message: string }
  | { outcome: 'dismissed' };

/** The widget could not be shown at all (Checkout.js blocked or offline). */
export class PaymentWidgetUnavailableError extends Error {
  constructor() {
    super('The payment window could not be loaded');
    this.name = 'PaymentWidgetUnavailableError';
  }
}
