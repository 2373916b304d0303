import type { PaymentStatus } from '@sheesham/shared';
import type { RefundTotals } from '../payments/index.ts';

/**
 * The order's payment status from its payment's pending and processed refunds: the status moves
 * when a refund is made, not when the bank completes it (docs/decisions/017), and back when one
 * fails.
 */
export function paymentStatusAfterRefunds({
  amountPaise,
  refundedPaise,
}: RefundTotals): PaymentStatus {
  if (refundedPaise <= 0) return 'paid';
  return refundedPaise >= amountPaise ? 'refunded' : 'partially_refunded';
}
