import { canTransition, ORDER_STATUS_LABELS, type OrderStatus } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { findStatus, insertHistory, moveStatus } from './repository.ts';
import { releaseOrderStock } from './stock-hold.ts';

/** Why a change is refused: the order is no longer in the status it was based on, or the table forbids it. */
export type Refusal = 'stale' | 'forbidden';

export interface StatusChange {
  orderId: string;
  to: OrderStatus;
  /** The status the change is based on (what the caller saw); absent: the status read now. */
  expected?: OrderStatus;
  /** Asking for the status the order already has is a no-op that succeeds (the admin's PUT). */
  repeatIsNoop: boolean;
  changedBy: string;
  note?: string;
  /** The error to throw; `current` is the status the order has now (it goes into the body). */
  refuse: (reason: Refusal, current: OrderStatus) => HttpError;
  /** Runs in the transaction when this change is the one that cancels the order (a refund). */
  onCancelled?: (tx: Database) => Promise<void>;
}

export type StatusOutcome = 'changed' | 'unchanged';

export const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

/** The current status, for the 409 body: `fields.current_status` (docs/decisions/013). */
export const currentStatusField = (current: OrderStatus) => ({ current_status: current });

/**
 * Decides a change against the status the order has now: refused when stale or not in the table,
 * 'unchanged' for a repeat the caller may make, else the status to move from.
 */
function decide(change: StatusChange, current: OrderStatus): OrderStatus | 'unchanged' {
  if (change.expected && change.expected !== current) throw change.refuse('stale', current);
  if (current === change.to && change.repeatIsNoop) return 'unchanged';
  if (!canTransition(current, change.to)) throw change.refuse('forbidden', current);
  return current;
}

/**
 * One status change inside the caller's transaction (docs/decisions/013): the table is checked
 * against the status read, then the row moves only if it still has that status
 * (`UPDATE … WHERE status = from`). If another change committed in between, the change is
 * judged again against what that one left: with `expected` it is now stale (409); without, it
 * is decided as if it had come second. That ends: the table has no cycles. The stock goes back,
 * and `onCancelled` runs (the refund, docs/decisions/017), on the one change that reaches
 * 'cancelled' (a final status), and a history row is written only for a change that happened.
 */
export async function applyStatusChange(
  tx: Database,
  change: StatusChange,
  read: OrderStatus,
): Promise<StatusOutcome> {
  let current = read;
  for (;;) {
    const from = decide(change, current);
    if (from === 'unchanged') return 'unchanged';
    if (await moveStatus(tx, change.orderId, from, change.to)) {
      if (change.to === 'cancelled') {
        // The stock last, as checkout takes it last: the products' rows are locked after the
        // coupon's and the slot's in every transaction, so a cancel and an order never deadlock.
        await change.onCancelled?.(tx);
        await releaseOrderStock(tx, change.orderId);
      }
      await insertHistory(tx, {
        orderId: change.orderId,
        fromStatus: from,
        toStatus: change.to,
        changedBy: change.changedBy,
        note: change.note,
      });
      return 'changed';
    }
    current = (await findStatus(tx, change.orderId))?.status as OrderStatus;
  }
}
