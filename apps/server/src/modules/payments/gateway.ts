import type { PaymentGatewayName } from '@sheesham/shared';

export interface GatewayOrderRequest {
  amountPaise: number;
  currency: 'INR';
  /** Our reference for the order, at most 40 characters (Razorpay's limit). */
  receipt: string;
  notes: Record<string, string>;
}

/** The gateway's order, as Razorpay returns it: `amount` in paise. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A refund of (part of) a captured payment; `refundId` is ours and makes the call idempotent. */
export interface GatewayRefundRequest {
  /** The gateway's payment id ('pay_…'). */
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** Our refund id: sent as the refund's receipt, so a retry can find a refund already made. */
  refundId: string;
  notes: Record<string, string>;
  /** True when an earlier call for this refund may have reached the gateway. */
  retry: boolean;
}

/** The gateway's refund, as Razorpay returns it: `amount` in paise. */
export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The gateway refused the refund for good (e.g. already refunded): retrying cannot help. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * What the payments service needs from a payment provider (DESIGN.md, Payments). Razorpay and the
 * sandbox implement it with the same signatures, so everything after the widget is one code path.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key the browser's widget is opened with. */
  readonly keyId: string;
  /** False when no webhook secret is known: the webhook endpoint then answers 503. */
  readonly webhooksEnabled: boolean;
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>;
  /**
   * Refunds at the gateway. Its outcome arrives later as a signed `refund.processed` or
   * `refund.failed` webhook (the sandbox delivers it through the same webhook path). Throws
   * RefundRefusedError when the gateway refuses for good; anything else may be retried.
   */
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPayment(proof: PaymentProof): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
  verifyWebhook(rawBody: Buffer | string, signature: string): boolean;
}
