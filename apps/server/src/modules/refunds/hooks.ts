import type { Database } from '../../db/types.ts';
import type { refunds } from './schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * What else happens when a refund is made or completes, inside the same transaction, so it is
 * written exactly when the refund is. app.ts passes the hooks that the refund-follow-ups flow
 * builds (this module imports neither mail nor invoices, nor any flow):
 *
 * - `created`: the "refund issued" mail and, when the order has an invoice, a credit note for the
 *   refund's amount (docs/decisions/017 and 018);
 * - `processed`: the "refund processed" mail.
 */
export interface RefundHooks {
  /** Runs in the transaction that inserted the refund row (issue-refund.ts). */
  created?: (tx: Database, refund: RefundRow) => Promise<void>;
  /** Runs in the transaction that moved the refund to processed (refund-settlement.ts). */
  processed?: (tx: Database, refund: RefundRow) => Promise<void>;
}
