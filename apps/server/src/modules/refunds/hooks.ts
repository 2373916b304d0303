import type { refunds } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * What else happens when a refund is made or completes, inside the same transaction, so it is
 * written exactly when the refund is. app.ts passes them; the lead wires the two that #12 plans:
 *
 * - `created`: a credit note when the order was invoiced
 *   (`issueCreditNote(tx, { orderId, refundId, amountPaise, reason })`) and the "refund issued"
 *   mail (`enqueueMail(tx, …)`);
 * - `processed`: the "refund processed" mail (`enqueueMail(tx, …)`).
 */
export interface RefundHooks {
  /** Runs in the transaction that inserted the refund row (issue-refund.ts). */
  created?: (tx: Database, refund: RefundRow) => Promise<void>;
  /** Runs in the transaction that moved the refund to processed (refund-settlement.ts). */
  processed?: (tx: Database, refund: RefundRow) => Promise<void>;
}
