import { randomBytes } from 'node:crypto';
import {
  fromPaise,
  MISMATCH_PAYMENT_STATUS,
  PAID_PAYMENT_STATUSES,
  type PaymentOrderResponse,
  type SandboxCompleteBody,
  type SandboxCompleteResponse,
  type UnmatchedPayment,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
} from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { countPayment } from '../../lib/shop-events-metrics.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { PaymentGateway } from './gateway.ts';
import {
  findUserPayment,
  insertPayment,
  listUnmatchedPayments,
  markFailed,
  markVerified,
} from './repository.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import type { PaymentLine } from './schema.ts';

export const SANDBOX_DECLINED = 'The payment was declined in the sandbox.';

const invalidSignature = () =>
  new HttpError(400, 'invalid_signature', 'Payment could not be verified.');
const paymentAlreadyUsed = () =>
  conflict('This payment has already been used.', 'payment_already_used');
const paymentMismatch = () =>
  conflict(
    'The amount the gateway captured does not match this order. Our team will contact you.',
    'payment_mismatch',
  );

function gatewayUnavailable(gateway: PaymentGateway, cause: unknown): HttpError {
  const provider = gateway.name === 'razorpay' ? 'Razorpay' : 'the sandbox gateway';
  const error = new HttpError(
    502,
    'gateway_error',
    `Could not create the payment order with ${provider}. Please try again.`,
  );
  error.cause = cause;
  return error;
}

/** What a payment is opened for: the server-priced total and the lines it stores. */
export interface PaymentCart {
  totalPaise: number;
  lines: readonly PaymentLine[];
}

/** Razorpay allows at most 40 characters; ours are `rcpt_` and 24 random hex digits. */
function newReceipt(): string {
  return `rcpt_${randomBytes(12).toString('hex')}`;
}

/** The payment rules (DESIGN.md, Payments): server-side amounts, verified once, used once. */
export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
  ) {}

  /**
   * Opens a gateway order for a cart the checkout flow priced from the database, and stores the
   * payment with its lines. 502 when the gateway fails or answers another amount.
   */
  async openPayment(
    userId: string,
    priced: PaymentCart,
    requestedReceipt?: string,
  ): Promise<PaymentOrderResponse> {
    const receipt = requestedReceipt || newReceipt();
    let order: Awaited<ReturnType<PaymentGateway['createOrder']>>;
    try {
      order = await this.gateway.createOrder({
        amountPaise: priced.totalPaise,
        currency: 'INR',
        receipt,
        notes: { user_id: userId },
      });
    } catch (error) {
      throw gatewayUnavailable(this.gateway, error);
    }
    if (order.amount !== priced.totalPaise) {
      throw gatewayUnavailable(this.gateway, new Error(`gateway amount ${order.amount}`));
    }

    await insertPayment(this.db, {
      userId,
      gateway: this.gateway.name,
      gatewayOrderId: order.id,
      amountPaise: priced.totalPaise,
      currency: 'INR',
      receipt,
      lines: priced.lines.map(({ productId, quantity, selectedSet, unitPricePaise }) => ({
        productId,
        quantity,
        selectedSet,
        unitPricePaise,
      })),
    });
    return {
      success: true,
      gateway: this.gateway.name,
      key_id: this.gateway.keyId,
      order: { id: order.id, amount: order.amount, currency: order.currency },
    };
  }

  /**
   * Checks the widget's signature against the gateway order id we stored for this user (another
   * user's order id is not found, which answers exactly like a forged signature) and records the
   * payment id. A payment id can belong to one payment row only.
   */
  async verify(userId: string, body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
    try {
      const verified = await this.#verify(userId, body);
      countPayment('verified');
      return verified;
    } catch (error) {
      const code = error instanceof HttpError ? error.code : undefined;
      if (code === 'invalid_signature' || code === 'payment_already_used') {
        countPayment(code === 'invalid_signature' ? 'invalid_signature' : 'already_used');
      } else if (code === 'payment_mismatch') countPayment('mismatch');
      throw error;
    }
  }

  async #verify(userId: string, body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
    const payment = await findUserPayment(this.db, userId, body.razorpay_order_id);
    if (!payment || payment.gateway !== this.gateway.name) throw invalidSignature();
    const proof = {
      orderId: payment.gatewayOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    };
    if (!this.gateway.verifyPayment(proof)) throw invalidSignature();

    let status: string | null;
    try {
      status = await markVerified(this.db, payment.id, body.razorpay_payment_id);
    } catch (error) {
      if (isUniqueViolation(error)) throw paymentAlreadyUsed();
      throw error;
    }
    if (status === null) throw paymentAlreadyUsed();
    // The signature proves who paid, not how much: a capture that did not match stays unusable.
    if (status === MISMATCH_PAYMENT_STATUS) throw paymentMismatch();
    return { success: true, payment_error_message: null, message: 'Payment verified successfully' };
  }

  /**
   * The sandbox dialog's outcome for the caller's own open payment: Pay returns what Checkout.js
   * would (then the client calls verify as with Razorpay); Fail marks the payment failed.
   */
  async completeSandbox(
    sandbox: SandboxGateway,
    userId: string,
    body: SandboxCompleteBody,
  ): Promise<SandboxCompleteResponse> {
    const payment = await findUserPayment(this.db, userId, body.razorpay_order_id);
    if (!payment || payment.gateway !== sandbox.name) throw notFound('Payment not found.');
    if ((PAID_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) {
      throw conflict('This payment is already complete.', 'payment_already_completed');
    }
    if (body.outcome === 'success') return sandbox.completePayment(payment.gatewayOrderId);

    await markFailed(this.db, { id: payment.id }, SANDBOX_DECLINED);
    countPayment('failed');
    return {
      error: { code: 'BAD_REQUEST_ERROR', description: SANDBOX_DECLINED, reason: 'payment_failed' },
    };
  }

  async unmatched(olderThanMinutes: number): Promise<UnmatchedPayment[]> {
    const rows = await listUnmatchedPayments(this.db, olderThanMinutes);
    return rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      user_email: row.userEmail,
      user_name: row.userName,
      amount: fromPaise(row.amountPaise),
      gateway: row.gateway as UnmatchedPayment['gateway'],
      gateway_order_id: row.gatewayOrderId,
      gateway_payment_id: row.gatewayPaymentId,
      status: row.status as UnmatchedPayment['status'],
      received_amount: row.receivedAmountPaise === null ? null : fromPaise(row.receivedAmountPaise),
      received_currency: row.receivedCurrency,
      order_id: row.orderId,
      created_at: row.createdAt.toISOString(),
      verified_at: row.verifiedAt?.toISOString() ?? null,
      captured_at: row.capturedAt?.toISOString() ?? null,
    }));
  }
}
