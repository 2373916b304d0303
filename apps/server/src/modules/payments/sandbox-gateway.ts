import { randomBytes } from 'node:crypto';
import type { GatewayOrder, GatewayOrderRequest, PaymentGateway, PaymentProof } from './gateway.ts';
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
} from './signatures.ts';

/** What the sandbox's Pay button hands the browser, shaped like Checkout.js's success handler. */
export interface SandboxPaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Razorpay's (14 alphanumerics after the prefix), marked `sbx` so no one mixes them up. */
function sandboxId(prefix: 'order' | 'pay'): string {
  let id = '';
  while (id.length < 14) {
    // Bytes >= 248 are skipped so every character is equally likely (248 = 4 × 62).
    for (const byte of randomBytes(16))
      if (byte < 248 && id.length < 14) id += ID_ALPHABET[byte % 62];
  }
  return `${prefix}_sbx_${id}`;
}

/**
 * The default gateway mode (no Razorpay keys): a real gateway that runs inside this server. It
 * creates orders locally and signs completed payments with the same HMAC as Razorpay, using a key
 * secret kept in DATA_DIR, so verification and order creation take exactly the Razorpay path.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = 'sandbox';
  readonly webhooksEnabled = true;
  readonly #keySecret: string;
  readonly #webhookSecret: string;

  constructor(secrets: { keySecret: string; webhookSecret: string }) {
    this.#keySecret = secrets.keySecret;
    this.#webhookSecret = secrets.webhookSecret;
  }

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    return { id: sandboxId('order'), amount: request.amountPaise, currency: request.currency };
  }

  /** The sandbox dialog's Pay: a new payment id and its signature for the given order. */
  completePayment(orderId: string): SandboxPaymentResult {
    const paymentId = sandboxId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(this.#keySecret, orderId, paymentId),
    };
  }

  verifyPayment(proof: PaymentProof): boolean {
    return isValidPaymentSignature(this.#keySecret, proof);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    return isValidWebhookSignature(this.#webhookSecret, rawBody, signature);
  }
}
