import { PAID_PAYMENT_STATUSES } from '@sheesham/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { orderStatusHistory, orders } from '../orders/schema.ts';
import { payments } from '../payments/schema.ts';

/**
 * The check behind "no order ends cancelled and paid without a refund" (issue #12): cancelled
 * orders paid online whose payment (verified or captured) is not wholly covered by pending or
 * processed refunds. That is a cancel from before refunds existed, a row changed by hand, or a
 * refund the gateway failed. A read across orders and payments, for the admins' alert.
 */
export function findCancelledWithoutRefund(db: Database) {
  const cancelledAt = sql<Date | null>`(
    select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
    where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.toStatus} = 'cancelled'
  )`;
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      customerName: orders.customerName,
      email: orders.email,
      paidPaise: payments.amountPaise,
      refundedPaise: payments.refundedPaise,
      cancelledAt,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'cancelled'),
        eq(orders.paymentMethod, 'gateway'),
        inArray(payments.status, [...PAID_PAYMENT_STATUSES]),
        sql`${payments.refundedPaise} < ${payments.amountPaise}`,
      ),
    )
    .orderBy(asc(orders.number));
}
