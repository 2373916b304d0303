import type Razorpay from 'razorpay';
import { RAZORPAY_API_HOST } from '../../config.ts';
import { onFirstUse } from '../../lib/on-first-use.ts';
import {
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayRefund,
  type GatewayRefundRequest,
  type PaymentGateway,
  type PaymentProof,
  RefundRefusedError,
} from './gateway.ts';
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
  rq?: { defaults?: { baseURL?: string; timeout?: number } };
}

/** Every Razorpay API call gives up after this long (and counts as a failed attempt). */
export const RAZORPAY_TIMEOUT_MS = 20_000;

/** The SDK and its axios, loaded by the first Razorpay API call: a sandbox shop never loads it. */
const loadRazorpay = onFirstUse(async () => (await import('razorpay')).default);

/**
 * The official SDK (razorpay 2.9.x, dist/razorpay.js) builds one axios instance with
 * `baseURL: 'https://api.razorpay.com'` and offers no option for it; every resource calls through
 * that instance, so changing its baseURL moves every call. Throws if a newer SDK is shaped
 * otherwise, rather than silently calling the real host.
 */
export async function createRazorpayClient(keys: RazorpayKeys): Promise<Razorpay> {
  const Sdk = await loadRazorpay();
  const client = new Sdk({ key_id: keys.keyId, key_secret: keys.keySecret });
  const defaults = (client.api as unknown as SdkHttpClient).rq?.defaults;
  // The SDK sets no timeout; a refund call must end before its first retry is due (30 s,
  // docs/decisions/017), or a retry could overlap a call still under way.
  if (defaults) defaults.timeout = RAZORPAY_TIMEOUT_MS;
  const baseUrl = keys.apiBaseUrl ?? RAZORPAY_API_HOST;
  if (baseUrl === RAZORPAY_API_HOST) return client;
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
  /** Made by the first API call, which loads the SDK (lib/on-first-use.ts). */
  readonly #client: () => Promise<Razorpay>;

  constructor(keys: RazorpayKeys) {
    this.#keys = keys;
    this.keyId = keys.keyId;
    this.webhooksEnabled = keys.webhookSecret !== undefined;
    this.#client = onFirstUse(() => createRazorpayClient(keys));
  }

  async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
    const order = await (await this.#client()).orders.create({
      amount: request.amountPaise,
      currency: request.currency,
      receipt: request.receipt,
      notes: request.notes,
    });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  /**
   * `payments.refund` with speed 'normal' and our refund id as the receipt. Razorpay's refund API
   * takes no idempotency header, so a retry first looks for a refund of this payment that carries
   * our receipt (a call that reached Razorpay before the process died) and returns it instead of
   * refunding twice. A 4xx answer (already refunded, not captured) is final; anything else is
   * retried by the caller.
   */
  async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
    try {
      if (request.retry) {
        const earlier = await this.#findRefundByReceipt(request.paymentId, request.refundId);
        if (earlier) return earlier;
      }
      const refund = await (await this.#client()).payments.refund(request.paymentId, {
        amount: request.amountPaise,
        speed: 'normal',
        receipt: request.refundId,
        notes: request.notes,
      });
      return toGatewayRefund(refund);
    } catch (error) {
      throw refundError(error);
    }
  }

  async #findRefundByReceipt(paymentId: string, receipt: string) {
    const { items } = await (await this.#client()).payments.fetchMultipleRefund(paymentId, {
      count: 100,
    });
    const found = items.find((refund) => refund.receipt === receipt);
    return found ? toGatewayRefund(found) : null;
  }

  verifyPayment(proof: PaymentProof): boolean {
    return isValidPaymentSignature(this.#keys.keySecret, proof);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    const secret = this.#keys.webhookSecret;
    return secret !== undefined && isValidWebhookSignature(secret, rawBody, signature);
  }
}

function toGatewayRefund(refund: { id: string; amount?: number | string; status: string }) {
  const status =
    refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return { id: refund.id, amount: Number(refund.amount), status } satisfies GatewayRefund;
}

/** The SDK rejects with `{statusCode, error: {description}}` for an API answer. */
interface SdkError {
  statusCode?: number;
  error?: { description?: string };
}

function refundError(error: unknown): Error {
  const { statusCode, error: body } = (error ?? {}) as SdkError;
  const description = body?.description ?? (error instanceof Error ? error.message : 'unknown');
  // 401/403 are our keys, 429 is a rate limit: both may pass, so only other 4xx are final.
  if (
    statusCode &&
    statusCode >= 400 &&
    statusCode < 500 &&
    ![401, 403, 429].includes(statusCode)
  ) {
    return new RefundRefusedError(description);
  }
  return new Error(
    `Razorpay refund call failed${statusCode ? ` (${statusCode})` : ''}: ${description}`,
  );
}
