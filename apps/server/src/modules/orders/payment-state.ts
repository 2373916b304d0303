import type { PaymentStatus } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import * as rows from './repository.ts';

/**
 * What the payments, refunds and cash-receipts modules do to an order's payment, inside their own
 * transaction: lock the order, read what deciding a payment needs, set its payment status.
 */

/**
 * Locks the order until the transaction ends. Refunds take it before the payment's row, the order
 * in which a cancel takes them, so the two never deadlock (docs/decisions/017). False when there
 * is no such order.
 */
export function lockOrderRow(tx: Database, orderId: string): Promise<boolean> {
  return rows.lockOrderRow(tx, orderId);
}

/**
 * Locks the order until the transaction ends and reads its payment method, payment status,
 * status, total and placing time. Null when there is no such order.
 */
export function lockOrderForPayment(tx: Database, orderId: string) {
  return rows.lockOrderForPayment(tx, orderId);
}

/**
 * Locks the order until the transaction ends and reads its status, fulfilment and pincode (the
 * slot-move flow checks them). Null when there is no such order.
 */
export function lockOrderForDelivery(tx: Database, orderId: string) {
  return rows.lockOrderForDelivery(tx, orderId);
}

/** Sets the order's payment status (the calling module decided which, e.g. after a refund). */
export function setPaymentStatus(
  tx: Database,
  orderId: string,
  paymentStatus: PaymentStatus,
): Promise<void> {
  return rows.setPaymentStatus(tx, orderId, paymentStatus);
}

/** Moves the `from` users' orders to `to` (a walk-in's orders joining an account); the count. */
export function moveOrdersToUser(
  tx: Database,
  from: readonly string[],
  to: string,
): Promise<number> {
  return rows.moveOrdersToUser(tx, from, to);
}
