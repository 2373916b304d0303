import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { orders } from '../orders/schema.ts';
import { refunds } from './schema.ts';

/**
 * Pending refunds a signed gateway event contradicted (issue #24), with their order, oldest report
 * first: what the admins must check in the gateway's dashboard. A refund a later fitting event
 * settled is no longer listed; its row keeps the report.
 */
export function findMismatchedRefunds(db: Database) {
  return db
    .select({
      refundId: refunds.id,
      orderId: orders.id,
      orderNumber: orders.number,
      customerName: orders.customerName,
      email: orders.email,
      amountPaise: refunds.amountPaise,
      currency: refunds.currency,
      gatewayPaymentId: refunds.gatewayPaymentId,
      gatewayRefundId: refunds.gatewayRefundId,
      reportedAmountPaise: refunds.reportedAmountPaise,
      reportedCurrency: refunds.reportedCurrency,
      reportedGatewayPaymentId: refunds.reportedGatewayPaymentId,
      mismatchReportedAt: refunds.mismatchReportedAt,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(isNotNull(refunds.mismatchReportedAt), eq(refunds.status, 'pending')))
    .orderBy(asc(refunds.mismatchReportedAt), asc(refunds.seq));
}
