import type { Database } from '../../db/types.ts';

/** Work to do once the cancelling transaction has committed (e.g. call the payment gateway). */
export type AfterCommit = () => Promise<void>;

/**
 * What cancelling an order means beyond the order itself (a refund of what was paid). The orders
 * module does not know refunds or payments: app.ts hands it this hook from the order-cancellation
 * flow (docs/decisions/017).
 */
export interface CancellationHook {
  /**
   * Runs inside the transaction that moved the order to cancelled, exactly once per order (only
   * the one status change that reaches cancelled calls it). Returns work for after the commit.
   */
  onCancelled(
    tx: Database,
    cancel: { orderId: string; cancelledBy: string },
  ): Promise<AfterCommit | undefined>;
}
