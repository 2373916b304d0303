import type { Database } from '../../db/types.ts';
import {
  moveRefunded,
  type RefundablePayment,
  type RefundTotals,
  selectOrderPaymentForUpdate,
} from './refund-ledger-repository.ts';

export type { RefundablePayment, RefundTotals };

/**
 * The payment that paid for this order, locked (FOR UPDATE) until the transaction ends: refunds
 * of one payment are decided one after the other, each reading what the one before left
 * (docs/decisions/017). Null for an order no payment paid (cash on delivery).
 */
export const lockOrderPayment = (
  tx: Database,
  orderId: string,
): Promise<RefundablePayment | null> => selectOrderPaymentForUpdate(tx, orderId);

/**
 * Counts a refund against the payment. The WHERE and the table's check
 * (refunded_paise <= amount_paise) both refuse more than was paid; null when it would be.
 */
export const reserveRefund = (
  tx: Database,
  paymentId: string,
  amountPaise: number,
): Promise<RefundTotals | null> => moveRefunded(tx, paymentId, amountPaise);

/** A refund failed: its amount is no longer on its way back, so it may be refunded again. */
export async function releaseRefund(
  tx: Database,
  paymentId: string,
  amountPaise: number,
): Promise<RefundTotals> {
  const totals = await moveRefunded(tx, paymentId, -amountPaise);
  if (!totals) throw new Error(`payment ${paymentId} vanished while releasing a refund`);
  return totals;
}
