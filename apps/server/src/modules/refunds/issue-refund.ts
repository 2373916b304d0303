import { PAID_PAYMENT_STATUSES } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { lockOrderRow, setPaymentStatus } from '../orders/index.ts';
import { lockOrderPayment, reserveRefund } from '../payments/index.ts';
import type { RefundHooks, RefundRow } from './hooks.ts';
import { paymentStatusAfterRefunds } from './payment-status.ts';
import { insertRefund } from './repository.ts';

export interface RefundRequest {
  orderId: string;
  /** Paise, or everything still refundable (a cancellation). */
  amountPaise: number | 'remaining';
  reason: string;
  /** The customer or admin who caused it; null for the system. */
  createdBy: string | null;
  idempotencyKey?: string;
}

export type RefundOutcome =
  | { kind: 'issued'; refund: RefundRow }
  /** Not paid online, or the payment is not one whose money we hold (mismatch, failed). */
  | { kind: 'not_refundable' }
  | { kind: 'nothing_left' }
  | { kind: 'exceeds'; remainingPaise: number };

const paid = PAID_PAYMENT_STATUSES as readonly string[];

/**
 * The one place a refund row is written, inside the caller's transaction. The order's row and
 * then its payment's row are locked first, so refunds of one payment are decided one after the other against what is
 * left; the payment's refunded total rises in the same transaction (its check constraint refuses
 * more than was paid), the order's payment status follows, and the `created` hook runs.
 */
export async function issueRefund(
  tx: Database,
  request: RefundRequest,
  hooks: RefundHooks,
): Promise<RefundOutcome> {
  // Order row, then payment row: the order a cancel locks them in, so the two never deadlock.
  if (!(await lockOrderRow(tx, request.orderId))) return { kind: 'not_refundable' };
  const payment = await lockOrderPayment(tx, request.orderId);
  if (!payment?.gatewayPaymentId || !paid.includes(payment.status)) {
    return { kind: 'not_refundable' };
  }
  const remainingPaise = payment.amountPaise - payment.refundedPaise;
  if (remainingPaise <= 0) return { kind: 'nothing_left' };
  const amountPaise = request.amountPaise === 'remaining' ? remainingPaise : request.amountPaise;
  if (amountPaise > remainingPaise) return { kind: 'exceeds', remainingPaise };

  const totals = await reserveRefund(tx, payment.id, amountPaise);
  if (!totals) return { kind: 'exceeds', remainingPaise };
  const refund = await insertRefund(tx, {
    orderId: request.orderId,
    paymentId: payment.id,
    gatewayPaymentId: payment.gatewayPaymentId,
    amountPaise,
    currency: payment.currency,
    reason: request.reason,
    createdBy: request.createdBy,
    idempotencyKey: request.idempotencyKey,
  });
  await setPaymentStatus(tx, request.orderId, paymentStatusAfterRefunds(totals));
  await hooks.created?.(tx, refund);
  return { kind: 'issued', refund };
}
