import Razorpay from 'razorpay';
import { RAZORPAY_API_HOST } from '../../config.ts';
import type { GatewayOrder, GatewayOrderRequest, PaymentGateway, PaymentProof } from './gateway.ts';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Where API calls go; Razorpay's host unless a proxy (or the contract tests' server) is set. */
  apiBaseUrl?: string;
}

/** The part of the SDK's (untyped) HTTP client that holds the host: an axios instance. */
interface SdkHttpClient {
  rq?: { defaults?: { baseURL?: string } };
}

/**
 * The official SDK (razorpay 2.9.x, dist/razorpay.js) builds one axios instance with
 * `baseURL: 'https://api.razorpay.com'` and offers no option for it; every resource calls through
 * that instance, so changing its baseURL moves every call. Throws if a newer SDK is shaped
 * otherwise, rather than silently calling the real host.
 */
export function createRazorpayClient(keys: RazorpayKeys): Razorpay {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const baseUrl = keys.apiBaseUrl ?? RAZORPAY_API_HOST;
  if (baseUrl === RAZORPAY_API_HOST) return client;
  const defaults = (client.api as unknown as SdkHttpClient).rq?.defaults;
  if (defaults?.baseURL !== RAZORPAY_API_HOST) {
    throw new Error('This razorpay SDK version cannot be pointed at RAZORPAY_API_BASE_URL.');
  }
  defaults.baseURL = baseUrl;
  return client;
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
    this.#client = createRazorpayClient(keys);
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
