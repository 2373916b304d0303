import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { payments } from './schema.ts';

/** The refund ledger's SQL on the payments row; refund-ledger.ts offers it as verbs. */

/** What a refund needs to know about the payment an order was paid with. */
export interface RefundablePayment {
  id: string;
  gateway: string;
  gatewayPaymentId: string | null;
  status: string;
  amountPaise: number;
  refundedPaise: number;
  currency: string;
}

/** The payment's refunded total after a change, for the order's payment status. */
export interface RefundTotals {
  amountPaise: number;
  refundedPaise: number;
}

const refundable = {
  id: payments.id,
  gateway: payments.gateway,
  gatewayPaymentId: payments.gatewayPaymentId,
  status: payments.status,
  amountPaise: payments.amountPaise,
  refundedPaise: payments.refundedPaise,
  currency: payments.currency,
};

/**
 * The payment that paid for this order, locked (FOR UPDATE) until the transaction ends: refunds
 * of one payment are decided one after the other, each reading what the one before left
 * (docs/decisions/017). Null for an order no payment paid (cash on delivery).
 */
export async function selectOrderPaymentForUpdate(
  tx: Database,
  orderId: string,
): Promise<RefundablePayment | null> {
  const [row] = await tx
    .select(refundable)
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .for('update');
  return row ?? null;
}

/** What a change of the refunded amount answers: the payment's amount and its refunded total. */
const refundTotals = { amountPaise: payments.amountPaise, refundedPaise: payments.refundedPaise };

/**
 * Moves the payment's refunded total by `deltaPaise`: up when a refund is counted against it, down
 * when one failed. The WHERE and the table's check (refunded_paise <= amount_paise) both refuse
 * more than was paid; null when it would be, or when the payment is gone.
 */
export async function moveRefunded(
  tx: Database,
  paymentId: string,
  deltaPaise: number,
): Promise<RefundTotals | null> {
  const [row] = await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${deltaPaise}` })
    .where(
      sql`${payments.id} = ${paymentId} and ${payments.refundedPaise} + ${deltaPaise} <= ${payments.amountPaise}`,
    )
    .returning(refundTotals);
  return row ?? null;
}
