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
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPayment(proof: PaymentProof): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
  verifyWebhook(rawBody: Buffer | string, signature: string): boolean;
}
