import { createHash, randomBytes } from 'node:crypto';
import type {
  GatewayOrder,
  GatewayOrderRequest,
  GatewayRefund,
  GatewayRefundRequest,
  PaymentGateway,
  PaymentProof,
} from './gateway.ts';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
} from './signatures.ts';
import type { WebhookDelivery } from './webhook-service.ts';

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

/** The sandbox's refund id for our refund: the same on every retry, so a retry refunds nothing twice. */
function sandboxRefundId(refundId: string): string {
  const digest = createHash('sha256').update(refundId).digest();
  return `rfnd_sbx_${[...digest.subarray(0, 14)].map((b) => ID_ALPHABET[b % 62]).join('')}`;
}

/** How the sandbox hands a signed event to the shop's webhook endpoint (webhook-routes.ts). */
export type SandboxWebhookSink = (delivery: WebhookDelivery) => Promise<unknown>;

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
  #deliver: SandboxWebhookSink | undefined;

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

  /** Where refund events go: the payment routes connect the webhook service here. */
  deliverWebhooksTo(sink: SandboxWebhookSink): void {
    this.#deliver = sink;
  }

  /**
   * The sandbox settles a refund at once, and says so the way Razorpay does: a `refund.processed`
   * event signed with the webhook secret, handed to the same webhook service Razorpay's events
   * reach. Its ids derive from our refund id, so a retried call delivers the same event again and
   * the webhook's de-duplication drops it.
   */
  async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
    if (!this.#deliver)
      throw new Error('The sandbox gateway has no webhook endpoint to report to.');
    const id = sandboxRefundId(request.refundId);
    const event = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'refund.processed',
      contains: ['refund'],
      payload: {
        refund: {
          entity: {
            id,
            entity: 'refund',
            amount: request.amountPaise,
            currency: request.currency,
            payment_id: request.paymentId,
            notes: request.notes,
            receipt: request.refundId,
            status: 'processed',
            speed_requested: 'normal',
            speed_processed: 'normal',
            created_at: Math.floor(Date.now() / 1000),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const rawBody = Buffer.from(JSON.stringify(event));
    await this.#deliver({
      rawBody,
      signature: hmacSha256Hex(this.#webhookSecret, rawBody),
      eventId: `evt_sbx_${id.slice('rfnd_sbx_'.length)}_processed`,
    });
    return { id, amount: request.amountPaise, status: 'processed' };
  }

  verifyPayment(proof: PaymentProof): boolean {
    return isValidPaymentSignature(this.#keySecret, proof);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    return isValidWebhookSignature(this.#webhookSecret, rawBody, signature);
  }
}
