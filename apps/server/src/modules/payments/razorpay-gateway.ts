import Razorpay from 'razorpay';
import type { GatewayOrder, GatewayOrderRequest, PaymentGateway, PaymentProof } from './gateway.ts';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}

/**
 * Razorpay through its official SDK for API calls. Signatures are checked here with node:crypto
 * rather than the SDK's helpers, which compare with === (not constant-time).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly webhooksEnabled: boolean;
  readonly #keys: RazorpayKeys;
  readonly #client: Razorpay;

  constructor(keys: RazorpayKeys) {
    this.#keys = keys;
    this.keyId = keys.keyId;
    this.webhooksEnabled = keys.webhookSecret !== undefined;
    this.#client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  }

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    const order = await this.#client.orders.create({
      amount: request.amountPaise,
      currency: request.currency,
      receipt: request.receipt,
      notes: request.notes,
    });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  verifyPayment(proof: PaymentProof): boolean {
    return isValidPaymentSignature(this.#keys.keySecret, proof);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    const secret = this.#keys.webhookSecret;
    return secret !== undefined && isValidWebhookSignature(secret, rawBody, signature);
  }
}
