import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { claimPayment } from './repository.ts';

export const paymentNotVerified = () =>
  conflict('No verified payment matches this order.', 'payment_not_verified');

/**
 * Ties a paid, unused payment of this user for exactly this amount to the order, inside the
 * order's transaction, and returns its gateway payment id. 409 `payment_not_verified` when there
 * is no such payment (or another order took it first).
 */
export async function claimVerifiedPayment(
  tx: Database,
  claim: { gatewayOrderId: string; userId: string; orderId: string; amountPaise: number },
): Promise<string | null> {
  const payment = await claimPayment(tx, claim);
  if (!payment) throw paymentNotVerified();
  return payment.gatewayPaymentId;
}
