import type { Database } from '../../db/types.ts';
import { lockOrderRow, setPaymentStatus } from '../orders/index.ts';
import { releaseRefund } from '../payments/index.ts';
import type { RefundHooks, RefundRow } from './hooks.ts';
import { paymentStatusAfterRefunds } from './payment-status.ts';
import { type RefundMatch, settle } from './repository.ts';

export const GATEWAY_FAILED_REFUND = 'The payment gateway could not complete the refund.';

/** The refund reached the customer's bank: pending → processed, then the `processed` hook. */
export async function markRefundProcessed(
  tx: Database,
  match: RefundMatch,
  hooks: RefundHooks,
): Promise<RefundRow | null> {
  const refund = await settle(tx, match, { status: 'processed' });
  if (refund) await hooks.processed?.(tx, refund);
  return refund;
}

/**
 * The refund failed: pending → failed, its amount no longer counts against the payment (it can
 * be refunded again), and the order's payment status follows. The order then shows in the
 * admins' list of cancelled orders whose money is not on its way back.
 */
export async function markRefundFailed(
  tx: Database,
  match: RefundMatch,
  reason: string,
): Promise<RefundRow | null> {
  const refund = await settle(tx, match, { status: 'failed', reason });
  if (!refund) return null;
  await lockOrderRow(tx, refund.orderId); // order before payment, as everywhere (issue-refund.ts)
  const totals = await releaseRefund(tx, refund.paymentId, refund.amountPaise);
  await setPaymentStatus(tx, refund.orderId, paymentStatusAfterRefunds(totals));
  return refund;
}
