import type { Database } from '../../db/types.ts';
import type { AfterCommit } from '../../modules/orders/index.ts';
import type { RefundService } from '../../modules/refunds/index.ts';

export const CANCELLATION_REFUND_REASON = 'Order cancelled';

/**
 * Cancelling an order paid online refunds what is left of its payment (the amount paid minus
 * earlier refunds). The refund row is written in the cancelling transaction, which only the one
 * change that reaches cancelled runs, so retried and racing cancels make one refund. The gateway
 * is called after commit; if that call fails, the refund sweeper retries it.
 */
export async function refundOnCancel(
  tx: Database,
  refunds: RefundService,
  cancel: { orderId: string; cancelledBy: string },
): Promise<AfterCommit | undefined> {
  const outcome = await refunds.issue(tx, {
    orderId: cancel.orderId,
    amountPaise: 'remaining',
    reason: CANCELLATION_REFUND_REASON,
    createdBy: cancel.cancelledBy,
  });
  if (outcome.kind !== 'issued') return undefined;
  const refundId = outcome.refund.id;
  return async () => {
    await refunds.send(refundId);
  };
}
