import {
  CASH_RECEIPT_REFUSALS,
  type CashReceivedInput,
  cashAmountError,
  cashDateError,
  cashReceiptRefusal,
  fromPaise,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  toPaise,
} from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import {
  lockOrderForPayment,
  ORDER_NOT_FOUND,
  readOrder,
  setPaymentStatus,
} from '../orders/index.ts';
import { insertCashReceipt } from './repository.ts';

const alreadyReceived = () =>
  conflict(CASH_RECEIPT_REFUSALS.cash_already_received, 'cash_already_received');

/**
 * POST /admin/orders/:id/cash-received (issue #24): records the cash collected for a
 * cash-on-delivery order and marks its payment Paid, in one transaction under the order's row
 * lock. Of two submits at once the second waits for the lock and then finds the payment Paid
 * (409); the receipt's key on the order is the database's own guard. 409 for an order that is
 * not cash on delivery, cancelled, or already paid; 400 with field errors for an amount other than
 * the total, or a date in the future or before the order.
 */
export async function recordCashReceived(
  db: Database,
  admin: SessionUser,
  orderId: string,
  body: CashReceivedInput,
  now = new Date(),
): Promise<Order> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  try {
    await db.transaction(async (tx) => {
      const order = await lockOrderForPayment(tx, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      // The database's check constraints allow only the shared values.
      const refusal = cashReceiptRefusal({
        payment_method: order.paymentMethod as PaymentMethod,
        payment_status: order.paymentStatus as PaymentStatus,
        status: order.status as OrderStatus,
      });
      if (refusal) throw conflict(CASH_RECEIPT_REFUSALS[refusal], refusal);

      const fields: Record<string, string> = {};
      const amount = cashAmountError(body.amount, fromPaise(order.totalPaise));
      if (amount) fields.amount = amount;
      const date = cashDateError(body.received_on, order.createdAt, now);
      if (date) fields.received_on = date;
      const [first] = Object.values(fields);
      if (first) throw badRequest(first, fields);

      await insertCashReceipt(tx, {
        orderId,
        amountPaise: toPaise(body.amount),
        receivedOn: body.received_on,
        receivedBy: body.received_by,
        reference: body.reference,
        recordedBy: admin.id,
        recordedByName: admin.name,
      });
      await setPaymentStatus(tx, orderId, 'paid');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReceived();
    throw error;
  }
  return readOrder(db, orderId);
}
